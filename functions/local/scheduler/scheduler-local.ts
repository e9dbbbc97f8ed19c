/**
 * An EventBridge Scheduler stand-in on this machine, for `npm start` and the tests (docs/local-scheduler.md):
 * the schedule calls the shop makes, answered in the service's own protocol so the real SDK reaches it with
 * an endpoint, schedules kept in memory and fired on a clock of its own by calling the target functions given
 * at start, and a control API for tests (/_clock, /_schedules). Everything is kept in memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleApiRequest } from './api-routes.ts';
import { SchedulerClock } from './clock.ts';
import { handleControlRequest } from './control-routes.ts';
import { sendJson } from './http-io.ts';
import { ScheduleRunner, type Fired, type SchedulerTargets } from './runner.ts';
import { ScheduleStore } from './store.ts';

export { SchedulerClock } from './clock.ts';
export type { Fired, SchedulerTargets } from './runner.ts';
export type { PendingSchedule } from './shapes.ts';

export type SchedulerLocalOptions = {
  /** The port to listen on (127.0.0.1); 0 or none: one the system picks. */
  port?: number;
  /** The functions schedules call, by the target ARN a schedule names; a schedule naming another is refused. */
  targets: SchedulerTargets;
  /** A clock to share with others that should see the moved time; by default one of its own. */
  clock?: SchedulerClock;
  /** How often, in real milliseconds, schedules that real time has reached are run (default 1 s). */
  tickMs?: number;
  /**
   * Which schedules real time fires (default all). The test stack fires only a busy minute's follow-ups by itself: the
   * ladders of the suite's orders climb only when a test moves them (`advance` with `match`), so no test's order is
   * texted, told or given up behind its back.
   */
  realTime?: boolean | ((name: string) => boolean);
  log?: (line: string) => void;
};

export type RunningSchedulerLocal = {
  /** The service's origin, e.g. http://127.0.0.1:8808: the SDK's endpoint, and the control API's base. */
  url: string;
  /** The scheduler's clock time. */
  now(): Date;
  /**
   * Moves the clock on and answers once every schedule then due has run (see Fired). With `match`, the clock stays and
   * only the schedules whose name contains it run, as if it had moved for them alone (one order's ladder, in a suite
   * that shares the service).
   */
  advance(seconds: number, match?: string): Promise<Fired[]>;
  stop(): Promise<void>;
};

export async function startSchedulerLocal(options: SchedulerLocalOptions): Promise<RunningSchedulerLocal> {
  const log = options.log ?? console.log;
  const clock = options.clock ?? new SchedulerClock();
  const targets = { ...options.targets };
  // The store stamps new schedules with the runner's time, and the runner fires what the store holds.
  const store: ScheduleStore = new ScheduleStore(
    () => runner.creationTime(),
    (arn) => Object.hasOwn(targets, arn),
  );
  const runner: ScheduleRunner = new ScheduleRunner(store, clock, targets, log);
  const advance = async (seconds: number, match?: string) => {
    if (match !== undefined) return runner.runDue(clock.now().getTime() + seconds * 1000, (name) => name.includes(match));
    clock.advance(seconds);
    return runner.runDue(clock.now().getTime());
  };
  const realTime = options.realTime ?? true;
  const firedByRealTime = typeof realTime === 'function' ? realTime : () => realTime;

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    if (path === '/schedules' || path.startsWith('/schedules/')) return handleApiRequest(store, request, response);
    if (path.startsWith('/_clock') || path.startsWith('/_schedules')) return handleControlRequest({ store, runner, clock, advance }, request, response);
    sendJson(
      response,
      404,
      { Message: 'Not a path of the local scheduler (/schedules, /_clock, /_schedules).' },
      { 'x-amzn-errortype': 'UnknownOperationException' },
    );
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[scheduler-local] ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) {
        sendJson(response, 500, { Message: 'Something went wrong in the local scheduler.' }, { 'x-amzn-errortype': 'InternalServerException' });
      } else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Real time reaches schedules too, so `npm start` fires them with nobody moving the clock. A tick waits
  // for the previous one rather than queueing behind it.
  let ticking = false;
  const timer = setInterval(() => {
    if (ticking) return;
    ticking = true;
    runner
      .runDue(undefined, firedByRealTime)
      .catch((error: unknown) => log(`[scheduler-local] running due schedules failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => {
        ticking = false;
      });
  }, options.tickMs ?? 1000);
  timer.unref();

  return {
    url,
    now: () => clock.now(),
    advance,
    stop: async () => {
      clearInterval(timer);
      // A target still running (it may call this service) finishes before the service goes.
      await runner.idle();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}
