/**
 * EventBridge Scheduler's API, the part the shop uses, in its own protocol (restJson1), so the real SDK
 * talks to it unchanged: CreateSchedule (POST /schedules/{Name}), GetSchedule (GET /schedules/{Name}?groupName=),
 * DeleteSchedule (DELETE /schedules/{Name}?groupName=&clientToken=) and ListSchedules (GET /schedules with
 * ScheduleGroup, NamePrefix, State, MaxResults, NextToken). Requests are not checked for a signature.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SchedulerLocalError, validationError } from './errors.ts';
import { readJson, sendError, sendJson } from './http-io.ts';
import { defaultGroup, scheduleOutput, scheduleSummary } from './shapes.ts';
import { checkName, type ScheduleStore } from './store.ts';

function groupOf(query: URLSearchParams): string {
  const group = query.get('groupName') ?? defaultGroup;
  checkName(group, 'GroupName');
  return group;
}

function decodeName(encoded: string): string {
  try {
    return decodeURIComponent(encoded);
  } catch {
    throw validationError('The schedule name in the path does not decode.');
  }
}

function listSchedules(store: ScheduleStore, query: URLSearchParams) {
  const maxResults = query.has('MaxResults') ? Number(query.get('MaxResults')) : 100;
  if (!Number.isInteger(maxResults) || maxResults < 1 || maxResults > 100) throw validationError('MaxResults must be 1 to 100.');
  const start = query.has('NextToken') ? Number(query.get('NextToken')) : 0;
  if (!Number.isInteger(start) || start < 0) throw validationError('Invalid NextToken.');
  const state = query.get('State') ?? undefined;
  if (state !== undefined && state !== 'ENABLED' && state !== 'DISABLED') throw validationError('State must be ENABLED or DISABLED.');
  const all = store.list({ group: query.get('ScheduleGroup') ?? undefined, namePrefix: query.get('NamePrefix') ?? undefined, state });
  const page = all.slice(start, start + maxResults);
  const next = start + page.length;
  return { Schedules: page.map(scheduleSummary), ...(next < all.length ? { NextToken: String(next) } : {}) };
}

async function answer(store: ScheduleStore, request: IncomingMessage, url: URL): Promise<unknown> {
  const method = request.method ?? 'GET';
  if (url.pathname === '/schedules' && method === 'GET') return listSchedules(store, url.searchParams);
  const match = /^\/schedules\/([^/]+)$/.exec(url.pathname);
  if (match) {
    const name = decodeName(match[1]!);
    if (method === 'POST') return { ScheduleArn: store.create(name, await readJson(request)).arn };
    checkName(name);
    if (method === 'GET') return scheduleOutput(store.get(groupOf(url.searchParams), name));
    if (method === 'DELETE') {
      store.delete(groupOf(url.searchParams), name);
      return {};
    }
  }
  throw new SchedulerLocalError(
    'ValidationException',
    `The local scheduler does not answer ${method} ${url.pathname}: only CreateSchedule, GetSchedule, DeleteSchedule and ListSchedules.`,
  );
}

export async function handleApiRequest(store: ScheduleStore, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://scheduler.local');
  try {
    sendJson(response, 200, await answer(store, request, url));
  } catch (error) {
    if (error instanceof SchedulerLocalError) return sendError(response, error);
    throw error;
  }
}
