/**
 * A stand-in of our own for AWS End User Messaging SMS and voice (the v2 API, PinpointSMSVoiceV2), for
 * `npm start` and the tests (docs/local-messaging.md): the real SDK sends the shop's texts and calls to
 * it (SMS_VOICE_ENDPOINT), it checks them as AWS does and keeps them in memory, lists them on a page, and
 * takes a customer's replies through its control API. Nothing leaves this machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as z from 'zod';
import { readBody, sendHtml } from '../stripe/http-io.ts';
import { handleApiRequest } from './api.ts';
import { messagesPage } from './page.ts';
import { e164 } from './requests.ts';
import { MessagingStore, type InboundText, type PlacedCall, type SentText } from './store.ts';

export type { InboundText, PlacedCall, SentText } from './store.ts';

const optionsSchema = z.strictObject({
  /** The port to listen on (127.0.0.1); 0 or none: one the system picks. */
  port: z.number().int().min(0).max(65_535).default(0),
  /** The account's origination identities (the shop's numbers): a send from any other is refused. */
  originationNumbers: z.array(z.string().regex(/^[A-Za-z0-9_:/+-]{1,256}$/)).min(1),
  log: z.custom<(line: string) => void>((value) => typeof value === 'function').optional(),
  /** Called with each reply handed in (POST /_control/inbound), once it is kept; its failure is the caller's answer. */
  onInbound: z.custom<(message: InboundText) => void | Promise<void>>((value) => typeof value === 'function').optional(),
});

export type MessagingLocalOptions = z.input<typeof optionsSchema>;

export type RunningMessagingLocal = {
  /** The service's origin, e.g. http://127.0.0.1:8808: the SDK's endpoint, and its page. */
  url: string;
  port: number;
  /** What was sent so far, newest first (copies). */
  sent: () => { texts: SentText[]; calls: PlacedCall[] };
  stop: () => Promise<void>;
};

const inboundSchema = z.strictObject({
  from: z.string().regex(e164, 'from must be a phone number in E.164 format'),
  to: z.string().min(1),
  body: z.string().min(1).max(1600),
});

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store' });
  response.end(text);
}

/** A reply from a customer's phone to one of the shop's numbers. JSON only, so no web page's form can post one. */
async function takeInbound(store: MessagingStore, options: z.output<typeof optionsSchema>, request: IncomingMessage, response: ServerResponse) {
  if (request.headers['content-type']?.split(';')[0]?.trim() !== 'application/json')
    return sendJson(response, 415, { error: 'Send the reply as JSON: { "from", "to", "body" }.' });
  let input: z.infer<typeof inboundSchema>;
  try {
    input = inboundSchema.parse(JSON.parse(await readBody(request)));
  } catch (error) {
    return sendJson(response, 400, { error: error instanceof z.ZodError ? z.prettifyError(error) : 'The body is not JSON.' });
  }
  if (!options.originationNumbers.includes(input.to)) return sendJson(response, 404, { error: `${input.to} is not one of the shop's numbers.` });
  const message = store.addInbound(input);
  try {
    await options.onInbound?.(message);
  } catch (error) {
    return sendJson(response, 500, { error: `onInbound failed: ${error instanceof Error ? error.message : String(error)}`, message });
  }
  sendJson(response, 200, message);
}

export async function startMessagingLocal(input: MessagingLocalOptions): Promise<RunningMessagingLocal> {
  const options = optionsSchema.parse(input);
  const log = options.log ?? console.log;
  const store = new MessagingStore();
  const apiContext = { store, originationNumbers: new Set(options.originationNumbers), log };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const route = `${request.method} ${path}`;
    if (route === 'POST /') return handleApiRequest(apiContext, request, response);
    if (route === 'GET /') return sendHtml(response, 200, messagesPage(store.records()));
    if (route === 'GET /store') return sendJson(response, 200, store.records());
    if (route === 'DELETE /store') {
      store.clear();
      return sendJson(response, 200, {});
    }
    if (route === 'POST /_control/inbound') return takeInbound(store, options, request, response);
    sendJson(response, 404, { error: 'Not a path of the local messaging service (POST / for the API, GET / for the page, /store, /_control/inbound).' });
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[messaging-local] ${request.method} ${request.url} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'Something went wrong in the local messaging service.' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    sent: () => {
      const { texts, calls } = store.records();
      return { texts, calls };
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
