/**
 * The AWS JSON 1.0 protocol as the SMS and voice v2 API speaks it (docs/local-messaging.md#what-it-answers):
 * answers are `application/x-amz-json-1.0` with an `x-amzn-RequestId`; an error carries its shape id in
 * `__type` (and `x-amzn-ErrorType`) beside the members the API's model gives it, so the AWS SDK raises the
 * same exception class, with the same `Reason`, `Fields`, `ResourceType` and `ResourceId`, as against AWS.
 */
import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';

const serviceNamespace = 'com.amazonaws.pinpointsmsvoicev2';
/** Errors raised by the AWS front door before the service runs (signature, protocol) are Coral's own. */
const frontDoorNamespace = 'com.amazon.coral.service';

export type ValidationField = { Name: string; Message: string };

/** A refusal, with the members of its shape in the API's model. */
export class MessagingApiError extends Error {
  override name = 'MessagingApiError';

  constructor(
    /** The exception's shape id, e.g. com.amazonaws.pinpointsmsvoicev2#ValidationException. */
    readonly type: string,
    message: string,
    readonly members: Record<string, unknown> = {},
    /** The API reference gives every client error of this service HTTP 400. */
    readonly status = 400,
  ) {
    super(message);
  }
}

/** ValidationException: one or more fields fail the model's constraints (Reason says which kind of failure). */
export function validationError(
  reason: 'FIELD_VALIDATION_FAILED' | 'MISSING_PARAMETER' | 'CANNOT_PARSE' | 'INVALID_NEXT_TOKEN',
  fields: ValidationField[],
): MessagingApiError {
  const count = `${fields.length} validation error${fields.length === 1 ? '' : 's'} detected`;
  const message = `${count}: ${fields.map((field) => `${field.Name}: ${field.Message}`).join('; ')}`;
  return new MessagingApiError(`${serviceNamespace}#ValidationException`, message, { Reason: reason, Fields: fields });
}

/** The ResourceType values (the SDK's enum) the stand-in names in its refusals. */
export type ResourceType = 'phone-number' | 'opt-out-list' | 'opted-out-number';

/** ResourceNotFoundException: the account has no such origination identity, opt-out list, or opted-out number. */
export function resourceNotFound(resourceType: ResourceType, resourceId: string): MessagingApiError {
  return new MessagingApiError(`${serviceNamespace}#ResourceNotFoundException`, `The ${resourceType} ${resourceId} was not found in this account.`, {
    ResourceType: resourceType,
    ResourceId: resourceId,
  });
}

/**
 * ConflictException: the request is valid but the resource's state forbids it. A text to a number on the opt-out
 * list is refused this way (Reason DESTINATION_PHONE_NUMBER_OPTED_OUT, a ConflictExceptionReason in the SDK).
 */
export function conflict(reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT', resourceType: ResourceType, resourceId: string, message: string): MessagingApiError {
  return new MessagingApiError(`${serviceNamespace}#ConflictException`, message, { Reason: reason, ResourceType: resourceType, ResourceId: resourceId });
}

export function unknownOperation(target: string | undefined): MessagingApiError {
  return new MessagingApiError(
    `${frontDoorNamespace}#UnknownOperationException`,
    target
      ? `Unknown operation ${target}: the local messaging service answers SendTextMessage, SendVoiceMessage, PutOptedOutNumber, DeleteOptedOutNumber and DescribeOptedOutNumbers.`
      : 'No X-Amz-Target header.',
  );
}

export function missingAuthentication(): MessagingApiError {
  return new MessagingApiError(`${frontDoorNamespace}#MissingAuthenticationTokenException`, 'Missing Authentication Token');
}

export function incompleteSignature(): MessagingApiError {
  return new MessagingApiError(
    `${frontDoorNamespace}#IncompleteSignatureException`,
    'Authorization header requires an AWS4-HMAC-SHA256 signature with Credential, SignedHeaders and Signature.',
  );
}

export function serializationError(message: string): MessagingApiError {
  return new MessagingApiError(`${frontDoorNamespace}#SerializationException`, message);
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/x-amz-json-1.0',
    'content-length': String(Buffer.byteLength(text)),
    'x-amzn-requestid': randomUUID(),
    ...headers,
  });
  response.end(text);
}

export function sendResult(response: ServerResponse, result: Record<string, unknown>): void {
  send(response, 200, result);
}

export function sendError(response: ServerResponse, error: MessagingApiError): void {
  const shortName = error.type.split('#')[1]!;
  send(response, error.status, { __type: error.type, Message: error.message, ...error.members }, { 'x-amzn-errortype': shortName });
}

/** What the AWS front door answers when the service itself fails. */
export function sendInternalError(response: ServerResponse): void {
  send(response, 500, {
    __type: `${serviceNamespace}#InternalServerException`,
    Message: 'The local messaging service failed; its log says why.',
    RequestId: randomUUID(),
  });
}
