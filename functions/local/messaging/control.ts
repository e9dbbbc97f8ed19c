/**
 * A customer's reply to one of the shop's numbers, handed in by a test (`POST /_control/inbound`, JSON) or typed
 * on the page (`POST /_control/reply-form`, the page's form), kept and delivered to the shop as AWS would deliver it
 * (docs/local-messaging.md#what-it-keeps): to `onInbound` as kept, and to `onInboundSns` as SNS invokes a Lambda.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { readBody, redirect } from '../stripe/http-io.ts';
import { replyResultPage, sendPage } from './page.ts';
import { e164 } from './requests.ts';
import { inboundSnsEvent } from './sns.ts';
import type { InboundText, MessagingStore } from './store.ts';

export type ReplyContext = {
  store: MessagingStore;
  originationNumbers: readonly string[];
  /** The port the service listens on: its page's origins are on it. */
  port: number;
  onInbound?: (message: InboundText) => void | Promise<void>;
  onInboundSns?: (event: SNSEvent) => Promise<void>;
};

const replySchema = z.strictObject({
  from: z.string().regex(e164, 'from must be a phone number in E.164 format'),
  to: z.string().min(1),
  body: z.string().min(1).max(1600),
});

type Accepted = { status: 200; message: InboundText } | { status: 400 | 404 | 500; error: string; message?: InboundText };

/** Keeps the reply and hands it to each callback in turn; the first failure is the caller's answer. */
async function acceptReply(context: ReplyContext, input: unknown): Promise<Accepted> {
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) return { status: 400, error: z.prettifyError(parsed.error) };
  if (!context.originationNumbers.includes(parsed.data.to)) return { status: 404, error: `${parsed.data.to} is not one of the shop's numbers.` };
  const message = context.store.addInbound(parsed.data);
  const deliveries: [string, (() => void | Promise<void>) | undefined][] = [
    ['onInbound', context.onInbound && (() => context.onInbound?.(message))],
    ['onInboundSns', context.onInboundSns && (() => context.onInboundSns?.(inboundSnsEvent(message)))],
  ];
  for (const [name, deliver] of deliveries) {
    try {
      await deliver?.();
    } catch (error) {
      return { status: 500, error: `${name} failed: ${error instanceof Error ? error.message : String(error)}`, message };
    }
  }
  return { status: 200, message };
}

const contentType = (request: IncomingMessage) => request.headers['content-type']?.split(';')[0]?.trim();

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store' });
  response.end(text);
}

/** JSON only, so no web page's form can post one; the answer waits for the callbacks. */
export async function takeInboundJson(context: ReplyContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (contentType(request) !== 'application/json') return sendJson(response, 415, { error: 'Send the reply as JSON: { "from", "to", "body" }.' });
  let input: unknown;
  try {
    input = JSON.parse(await readBody(request));
  } catch {
    return sendJson(response, 400, { error: 'The body is not JSON.' });
  }
  const accepted = await acceptReply(context, input);
  if (accepted.status === 200) return sendJson(response, 200, accepted.message);
  sendJson(response, accepted.status, { error: accepted.error, ...(accepted.message ? { message: accepted.message } : {}) });
}

/**
 * Whether a form post came from the stand-in's own page. Any web page open in the developer's browser could post
 * an ordinary form to this port on localhost; the browser names the posting page's origin in Origin (or, from an
 * older browser, the page in Referer), so only a post naming this service's own origin is taken. Both 127.0.0.1 and
 * localhost are its own: the local stack prints the page with localhost. A name that merely resolves here (DNS
 * rebinding) is not on the list, so it is refused too.
 */
export function fromOwnPage(request: IncomingMessage, port: number): boolean {
  const own = [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
  const { origin, referer } = request.headers;
  if (origin !== undefined) return own.includes(origin);
  if (!referer || !URL.canParse(referer)) return false;
  return own.includes(new URL(referer).origin);
}

/** The page's reply form: url-encoded from the page only; back to the page (303) once the shop has the reply. */
export async function takeReplyForm(context: ReplyContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (!fromOwnPage(request, context.port)) return sendPage(response, 403, replyResultPage('Refused', 'A reply is taken only from the messaging page itself.'));
  if (contentType(request) !== 'application/x-www-form-urlencoded')
    return sendPage(response, 415, replyResultPage('Refused', 'The reply form posts application/x-www-form-urlencoded.'));
  const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
  const accepted = await acceptReply(context, fields);
  if (accepted.status === 200) return redirect(response, '/');
  sendPage(response, accepted.status, replyResultPage(accepted.status === 500 ? 'Kept, but the shop failed' : 'Not sent', accepted.error));
}
