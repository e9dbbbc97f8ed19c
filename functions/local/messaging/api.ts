/**
 * `POST /` with `X-Amz-Target: PinpointSMSVoiceV2.<operation>`: the operations the shop calls, each checked as AWS
 * checks it: texts and calls kept and answered with their MessageId, the opt-out list's numbers put, deleted and
 * described (docs/local-messaging.md#what-it-answers).
 * The signature must be there, as the SDK always signs, but is not verified: there is no secret to check it
 * against on this machine.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../stripe/http-io.ts';
import { deleteOptedOutNumber, describeOptedOutNumbers, putOptedOutNumber } from './opt-outs.ts';
import {
  conflict,
  incompleteSignature,
  MessagingApiError,
  missingAuthentication,
  resourceNotFound,
  sendError,
  sendInternalError,
  sendResult,
  serializationError,
  unknownOperation,
} from './protocol.ts';
import { parseSendText, parseSendVoice } from './requests.ts';
import type { MessagingStore, SentText } from './store.ts';

const targetPrefix = 'PinpointSMSVoiceV2.';
const jsonContentType = 'application/x-amz-json-1.0';

export type ApiContext = {
  store: MessagingStore;
  /** The account's origination identities: the numbers the service was started with. */
  originationNumbers: ReadonlySet<string>;
  log: (line: string) => void;
  /** Called with each text kept, once its answer has gone (its delivery events follow the answer, as at AWS). */
  onTextAccepted?: (text: SentText) => void;
};

/** What an operation answers, and what must happen only once the answer has gone. */
type Outcome = { result: Record<string, unknown>; afterAnswer?: () => void };

/** The caller's account owns only the numbers it was started with; AWS answers any other as not found. */
function checkOrigination(context: ApiContext, identity: string): void {
  if (!context.originationNumbers.has(identity)) throw resourceNotFound('phone-number', identity);
}

const operations: Record<string, (context: ApiContext, body: unknown) => Outcome> = {
  SendTextMessage: (context, body) => {
    const request = parseSendText(body);
    checkOrigination(context, request.OriginationIdentity);
    // The number's opt-out list (Default) refuses the text before anything is kept or sent.
    const to = request.DestinationPhoneNumber;
    if (context.store.isOptedOut(to))
      throw conflict('DESTINATION_PHONE_NUMBER_OPTED_OUT', 'opted-out-number', to, `The destination phone number ${to} is opted out.`);
    // A dry run is checked and answered but, as at AWS, never reaches the phone (nor the list).
    if (request.DryRun) return { result: { MessageId: randomUUID() } };
    const text = context.store.addText({
      to: request.DestinationPhoneNumber,
      from: request.OriginationIdentity,
      body: request.MessageBody,
      ...(request.MessageType ? { messageType: request.MessageType } : {}),
      ...(request.ConfigurationSetName ? { configurationSet: request.ConfigurationSetName } : {}),
      ...(request.Context ? { context: request.Context } : {}),
    });
    context.log(`[messaging-local] text ${text.id} to ${text.to}`);
    return { result: { MessageId: text.id }, afterAnswer: () => context.onTextAccepted?.(text) };
  },
  SendVoiceMessage: (context, body) => {
    const request = parseSendVoice(body);
    checkOrigination(context, request.OriginationIdentity);
    if (request.DryRun) return { result: { MessageId: randomUUID() } };
    const call = context.store.addCall({
      to: request.DestinationPhoneNumber,
      from: request.OriginationIdentity,
      body: request.MessageBody,
      textType: request.MessageBodyTextType,
      voice: request.VoiceId,
      ...(request.ConfigurationSetName ? { configurationSet: request.ConfigurationSetName } : {}),
      ...(request.Context ? { context: request.Context } : {}),
    });
    context.log(`[messaging-local] call ${call.id} to ${call.to}`);
    return { result: { MessageId: call.id } };
  },
  PutOptedOutNumber: (context, body) => ({ result: putOptedOutNumber(context.store, body) }),
  DeleteOptedOutNumber: (context, body) => ({ result: deleteOptedOutNumber(context.store, body) }),
  DescribeOptedOutNumbers: (context, body) => ({ result: describeOptedOutNumbers(context.store, body) }),
};

function checkSignature(request: IncomingMessage): void {
  const authorization = request.headers.authorization;
  if (!authorization) throw missingAuthentication();
  if (!/^AWS4-HMAC-SHA256 Credential=\S+, ?SignedHeaders=\S+, ?Signature=[0-9a-f]+$/.test(authorization)) throw incompleteSignature();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text === '' ? '{}' : text);
  } catch {
    throw serializationError('The request body is not JSON.');
  }
}

async function answer(context: ApiContext, request: IncomingMessage): Promise<Outcome> {
  checkSignature(request);
  const target = request.headers['x-amz-target'];
  const name = typeof target === 'string' && target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : undefined;
  const operation = name !== undefined && Object.hasOwn(operations, name) ? operations[name] : undefined;
  // Without the protocol's content type AWS cannot tell which operation is meant.
  if (!operation || request.headers['content-type']?.split(';')[0]?.trim() !== jsonContentType) throw unknownOperation(target as string | undefined);
  return operation(context, parseJson(await readBody(request)));
}

export async function handleApiRequest(context: ApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  let outcome: Outcome;
  try {
    outcome = await answer(context, request);
    sendResult(response, outcome.result);
  } catch (error) {
    if (error instanceof MessagingApiError) return sendError(response, error);
    context.log(`[messaging-local] ${request.headers['x-amz-target']} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return sendInternalError(response);
  }
  outcome.afterAnswer?.();
}
