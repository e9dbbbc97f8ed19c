/**
 * A stand-in of our own for AWS End User Messaging SMS and voice (the v2 API, PinpointSMSVoiceV2), for
 * `npm start` and the tests (docs/local-messaging.md): the real SDK sends the shop's texts and calls to
 * it (SMS_VOICE_ENDPOINT), it checks them as AWS does, keeps them and its opt-out list in memory and lists
 * them on a page; customers' replies come in through its control API or the page's form, and replies and
 * delivery events reach the shop as SNS would deliver them. Nothing leaves this machine.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { handleApiRequest } from './api.ts';
import { takeInboundJson, takeReplyForm, type ReplyContext } from './control.ts';
import { messagesPage, sendPage } from './page.ts';
import { deliveryEventSnsEvent } from './sns.ts';
import { MessagingStore, type InboundText, type PlacedCall, type SentText } from './store.ts';

export type { InboundText, OptedOutNumber, PlacedCall, SentText } from './store.ts';
export { deliveryEventSnsEvent, failingNumberSuffix, inboundSnsEvent, localEventTopicArn, localInboundTopicArn } from './sns.ts';
export type { InboundSmsMessage, TextDeliveryEvent } from './sns.ts';

const callback = <T extends (...args: never[]) => unknown>() => z.custom<T>((value) => typeof value === 'function').optional();

const optionsSchema = z.strictObject({
  /** The port to listen on (127.0.0.1); 0 or none: one the system picks. */
  port: z.number().int().min(0).max(65_535).default(0),
  /** The account's origination identities (the shop's numbers): a send from any other is refused. */
  originationNumbers: z.array(z.string().regex(/^[A-Za-z0-9_:/+-]{1,256}$/)).min(1),
  log: callback<(line: string) => void>(),
  /** Called with each reply handed in, once it is kept; its failure is the caller's answer. */
  onInbound: callback<(message: InboundText) => void | Promise<void>>(),
  /** Called with each reply as SNS invokes a Lambda subscribed to the number's two-way topic; its failure is the caller's answer. */
  onInboundSns: callback<(event: SNSEvent) => Promise<void>>(),
  /**
   * Called with each accepted text's delivery event (one naming a ConfigurationSetName) as SNS invokes a Lambda
   * subscribed to the event destination's topic, after the API has answered; its failure is logged, never answered.
   */
  onEvent: callback<(event: SNSEvent) => Promise<void>>(),
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

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body, null, 2);
  response.writeHead(status, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)), 'cache-control': 'no-store' });
  response.end(text);
}

const describe = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

export async function startMessagingLocal(input: MessagingLocalOptions): Promise<RunningMessagingLocal> {
  const options = optionsSchema.parse(input);
  const log = options.log ?? console.log;
  const store = new MessagingStore();
  const { onEvent } = options;
  // A carrier's receipt comes after the API's answer, never inside it: the event goes out on a later turn, and its
  // failure is only logged, as SNS's failed delivery to a Lambda never reaches the sender.
  const onTextAccepted = (text: SentText) => {
    if (!onEvent || !text.configurationSet) return;
    setImmediate(() => {
      onEvent(deliveryEventSnsEvent(text)).catch((error: unknown) => log(`[messaging-local] onEvent failed for ${text.id}: ${describe(error)}`));
    });
  };
  const apiContext = { store, originationNumbers: new Set(options.originationNumbers), log, onTextAccepted };
  // Its port is set once the server listens, before any request can arrive: the form's origin check needs it.
  const replyContext: ReplyContext = {
    store,
    originationNumbers: options.originationNumbers,
    port: 0,
    onInbound: options.onInbound,
    onInboundSns: options.onInboundSns,
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const path = (request.url ?? '/').split('?')[0]!;
    const route = `${request.method} ${path}`;
    if (route === 'POST /') return handleApiRequest(apiContext, request, response);
    if (route === 'GET /') return sendPage(response, 200, messagesPage(store.records()));
    if (route === 'GET /store') return sendJson(response, 200, store.records());
    if (route === 'DELETE /store') {
      store.clear();
      return sendJson(response, 200, {});
    }
    if (route === 'POST /_control/inbound') return takeInboundJson(replyContext, request, response);
    if (route === 'POST /_control/reply-form') return takeReplyForm(replyContext, request, response);
    sendJson(response, 404, {
      error: 'Not a path of the local messaging service (POST / for the API, GET / for the page, /store, /_control/inbound, /_control/reply-form).',
    });
  };
  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`[messaging-local] ${request.method} ${request.url} failed: ${describe(error)}`);
      if (!response.headersSent) sendJson(response, 500, { error: 'Something went wrong in the local messaging service.' });
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  replyContext.port = port;

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
