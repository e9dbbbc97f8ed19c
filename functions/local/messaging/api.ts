/**
 * `POST /` with `X-Amz-Target: PinpointSMSVoiceV2.<operation>`: the two operations the shop calls, each
 * checked as AWS checks it, then kept and answered with its MessageId (docs/local-messaging.md#what-it-answers).
 * The signature must be there, as the SDK always signs, but is not verified: there is no secret to check it
 * against on this machine.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody } from '../stripe/http-io.ts';
import {
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
import type { MessagingStore } from './store.ts';

const targetPrefix = 'PinpointSMSVoiceV2.';
const jsonContentType = 'application/x-amz-json-1.0';

export type ApiContext = {
  store: MessagingStore;
  /** The account's origination identities: the numbers the service was started with. */
  originationNumbers: ReadonlySet<string>;
  log: (line: string) => void;
};

/** The caller's account owns only the numbers it was started with; AWS answers any other as not found. */
function checkOrigination(context: ApiContext, identity: string): void {
  if (!context.originationNumbers.has(identity)) throw resourceNotFound('phone-number', identity);
}

const operations: Record<string, (context: ApiContext, body: unknown) => { MessageId: string }> = {
  SendTextMessage: (context, body) => {
    const request = parseSendText(body);
    checkOrigination(context, request.OriginationIdentity);
    // A dry run is checked and answered but, as at AWS, never reaches the phone (nor the list).
    if (request.DryRun) return { MessageId: randomUUID() };
    const text = context.store.addText({
      to: request.DestinationPhoneNumber,
      from: request.OriginationIdentity,
      body: request.MessageBody,
      ...(request.MessageType ? { messageType: request.MessageType } : {}),
      ...(request.ConfigurationSetName ? { configurationSet: request.ConfigurationSetName } : {}),
      ...(request.Context ? { context: request.Context } : {}),
    });
    context.log(`[messaging-local] text ${text.id} to ${text.to}`);
    return { MessageId: text.id };
  },
  SendVoiceMessage: (context, body) => {
    const request = parseSendVoice(body);
    checkOrigination(context, request.OriginationIdentity);
    if (request.DryRun) return { MessageId: randomUUID() };
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
    return { MessageId: call.id };
  },
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

async function answer(context: ApiContext, request: IncomingMessage): Promise<{ MessageId: string }> {
  checkSignature(request);
  const target = request.headers['x-amz-target'];
  const name = typeof target === 'string' && target.startsWith(targetPrefix) ? target.slice(targetPrefix.length) : undefined;
  const operation = name !== undefined && Object.hasOwn(operations, name) ? operations[name] : undefined;
  // Without the protocol's content type AWS cannot tell which operation is meant.
  if (!operation || request.headers['content-type']?.split(';')[0]?.trim() !== jsonContentType) throw unknownOperation(target as string | undefined);
  return operation(context, parseJson(await readBody(request)));
}

export async function handleApiRequest(context: ApiContext, request: IncomingMessage, response: ServerResponse): Promise<void> {
  try {
    sendResult(response, await answer(context, request));
  } catch (error) {
    if (error instanceof MessagingApiError) return sendError(response, error);
    context.log(`[messaging-local] ${request.headers['x-amz-target']} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    sendInternalError(response);
  }
}
