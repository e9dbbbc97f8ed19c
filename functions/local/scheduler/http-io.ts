/** Reading requests and writing JSON answers, for the local scheduler's API and its control API. */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { validationError, type SchedulerLocalError } from './errors.ts';

/** Far more than a schedule takes (the service's Input is at most 8 KB). */
const maxBodyBytes = 256 * 1024;

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        request.destroy();
        reject(validationError('The request body is too large.'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The body as JSON; none is an empty object, as the SDK sends `{}` for a call without members. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  const text = await readBody(request);
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw validationError('The request body is not JSON.');
  }
}

export function sendJson(response: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(body);
}

/** An error as EventBridge Scheduler sends one: the SDK takes the type from the header and the message from the body. */
export function sendError(response: ServerResponse, error: SchedulerLocalError): void {
  sendJson(response, error.status, { Message: error.message }, { 'x-amzn-errortype': error.type });
}
