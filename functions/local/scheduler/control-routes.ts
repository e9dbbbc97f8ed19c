/**
 * The control API for tests, JSON in and out: read and move the clock (a move answers once every schedule it
 * made due has run, so it is a barrier a test can wait on), list the schedules still to run, and run one now,
 * again if it has run already. A POST must carry JSON or no body, so no web page's form can drive it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import * as z from 'zod';
import type { SchedulerClock } from './clock.ts';
import { SchedulerLocalError } from './errors.ts';
import { readJson, sendJson } from './http-io.ts';
import type { ScheduleRunner } from './runner.ts';
import { pendingView } from './shapes.ts';
import type { ScheduleStore } from './store.ts';

export type SchedulerControl = {
  store: ScheduleStore;
  runner: ScheduleRunner;
  clock: SchedulerClock;
  advance: (seconds: number, match?: string) => Promise<unknown>;
};

/** A year at most: more is a mistake in a test, not a wish to wait. */
const advanceSchema = z.strictObject({
  seconds: z
    .number()
    .min(0)
    .max(366 * 86_400),
  /** Only the schedules whose name contains this run, and the clock stays (one order's ladder in a shared suite). */
  match: z.string().min(1).max(64).optional(),
});

const clockView = (clock: SchedulerClock) => ({ now: clock.now().toISOString(), offsetSeconds: clock.offsetSeconds() });

async function answer(control: SchedulerControl, request: IncomingMessage, url: URL): Promise<unknown> {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (method === 'GET' && path === '/_clock') return clockView(control.clock);
  if (method === 'POST' && path === '/_clock/advance') {
    const { seconds, match } = advanceSchema.parse(await readJson(request));
    const fired = await control.advance(seconds, match);
    return { ...clockView(control.clock), fired };
  }
  if (method === 'GET' && path === '/_schedules') {
    const prefix = url.searchParams.get('prefix') ?? '';
    const group = url.searchParams.get('group');
    return control.store
      .pending()
      .filter((schedule) => schedule.name.startsWith(prefix) && (group === null || schedule.group === group))
      .map(pendingView);
  }
  const fire = /^\/_schedules\/([^/]+)\/([^/]+)\/fire$/.exec(path);
  if (method === 'POST' && fire) return control.runner.fireNow(decodeURIComponent(fire[1]!), decodeURIComponent(fire[2]!));
  return undefined;
}

export async function handleControlRequest(control: SchedulerControl, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://scheduler.local');
  const contentType = request.headers['content-type'] ?? '';
  if (request.method === 'POST' && contentType !== '' && !contentType.startsWith('application/json')) {
    return sendJson(response, 415, { error: { message: 'Send the control API JSON (Content-Type: application/json).' } });
  }
  try {
    const result = await answer(control, request, url);
    if (result === undefined) return sendJson(response, 404, { error: { message: `No control route ${request.method} ${url.pathname}` } });
    sendJson(response, 200, result);
  } catch (error) {
    if (error instanceof SchedulerLocalError) return sendJson(response, error.status, { error: { type: error.type, message: error.message } });
    const message = error instanceof z.ZodError ? z.prettifyError(error) : error instanceof Error ? error.message : String(error);
    sendJson(response, 400, { error: { message } });
  }
}
