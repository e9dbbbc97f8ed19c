/** Reading requests and writing answers for the local push service. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Past this the rest of a body is read and dropped, so the sender still gets its answer (a 413) rather than a reset. */
const maxKeptBytes = 64 * 1024;

/** The body's bytes (at most 64 KB of them) and its full length. */
export function readBody(request: IncomingMessage): Promise<{ bytes: Buffer; length: number }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    request.on('data', (chunk: Buffer) => {
      if (length < maxKeptBytes) chunks.push(chunk);
      length += chunk.length;
    });
    request.on('end', () => resolve({ bytes: Buffer.concat(chunks), length }));
    request.on('error', reject);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(text)),
    'cache-control': 'no-store',
    ...headers,
  });
  response.end(text);
}

/** A refusal in the shape autopush answers with: `{ code, error, message }`. */
export function sendError(response: ServerResponse, status: number, message: string, headers: Record<string, string> = {}): void {
  const names: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    410: 'Gone',
    413: 'Payload Too Large',
    415: 'Unsupported Media Type',
  };
  sendJson(response, status, { code: status, error: names[status] ?? 'Error', message }, headers);
}

export function sendEmpty(response: ServerResponse, status: number, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-length': '0', 'cache-control': 'no-store', ...headers });
  response.end();
}

/** The page: nothing loads from elsewhere, and no other site may frame it. */
export function sendHtml(response: ServerResponse, html: string): void {
  response.writeHead(200, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(html);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
