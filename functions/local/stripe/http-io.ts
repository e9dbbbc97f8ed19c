/** Reading requests and writing answers for the local Stripe's three faces: the API, the hosted page, the control API. */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** The largest request body read: Stripe's API takes far less than this for the shop's calls. */
const maxBodyBytes = 1024 * 1024;

class BodyTooLarge extends Error {
  override name = 'BodyTooLarge';
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBodyBytes) {
        request.destroy();
        reject(new BodyTooLarge('The request body is too large.'));
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Stripe answers pretty-printed JSON; so does the local one (and its control API). */
export function sendJson(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-cache, no-store',
    ...headers,
  });
  response.end(body);
}

/** The hosted page's security headers: nothing loads from elsewhere, and no other site may frame it. */
export function sendHtml(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  response.end(html);
}

/** 303 See Other: after a form's POST the browser GETs the next address. */
export function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, 'content-length': '0', 'cache-control': 'no-store' });
  response.end();
}
