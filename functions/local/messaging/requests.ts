/**
 * The two sending requests the local messaging service takes, checked against the API's model as AWS checks them
 * (docs/local-messaging.md#what-it-checks): lengths in characters (Unicode code points, as the model's
 * length traits count), the patterns, the enums the SDK itself exports, and the text type's limit on a
 * call. A wrong JSON type is a SerializationException; a missing or bad value a ValidationException naming
 * each field. Members the shop never sends (MaxPrice, Keyword, ProtectConfigurationId, …) are accepted
 * and ignored, as the service would for a message it does not price.
 */
import { MessageType, VoiceId, VoiceMessageBodyTextType } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import * as z from 'zod';
import { serializationError, validationError, type MessagingApiError, type ValidationField } from './protocol.ts';

/** Destination numbers: E.164, a + and 2 to 15 digits, the first not 0. */
export const e164 = /^\+[1-9]\d{1,14}$/;

const characters = (text: string) => [...text].length;
/** A string of `min`..`max` characters (code points, not UTF-16 units: an emoji is one character). */
export const text = (min: number, max: number) =>
  z.string().refine((value) => characters(value) >= min && characters(value) <= max, `Member must have length between ${min} and ${max}`);
const notBlank = (schema: z.ZodType<string>) => schema.refine((value) => value.trim() !== '', 'Member must not be blank');

const phoneNumber = z.string().regex(e164, 'Member must be a phone number in E.164 format, e.g. +12065550100');
const originationIdentity = text(1, 256).pipe(z.string().regex(/^[A-Za-z0-9_:/+-]+$/, 'Member must satisfy the pattern [A-Za-z0-9_:/+-]+'));
/** Context: up to 5 entries; keys without spaces, values without a leading or trailing one. */
const context = z
  .record(
    text(1, 100).pipe(z.string().regex(/^\S+$/, 'Context keys must not contain spaces')),
    text(1, 800).pipe(z.string().regex(/^\S(?:[\s\S]*\S)?$/, 'Context values must not begin or end with a space')),
  )
  .refine((entries) => Object.keys(entries).length <= 5, 'Member must have at most 5 entries');

const common = {
  DestinationPhoneNumber: phoneNumber,
  OriginationIdentity: originationIdentity,
  ConfigurationSetName: text(1, 256)
    .pipe(z.string().regex(/^[A-Za-z0-9_:/-]+$/, 'Member must satisfy the pattern [A-Za-z0-9_:/-]+'))
    .optional(),
  TimeToLive: z.number().int().min(5).max(259_200).optional(),
  Context: context.optional(),
  DryRun: z.boolean().optional(),
};

const sendTextSchema = z.object({
  ...common,
  MessageBody: notBlank(text(1, 1600)),
  MessageType: z.enum(Object.values(MessageType)).optional(),
});

/** TEXT reads up to 3,000 characters; SSML up to 6,000 with its tags (the API reference's limits). */
const voiceLimits = { TEXT: 3_000, SSML: 6_000 } as const;

const sendVoiceSchema = z
  .object({
    ...common,
    MessageBody: notBlank(text(1, 6_000)),
    MessageBodyTextType: z.enum(Object.values(VoiceMessageBodyTextType)).default('TEXT'),
    VoiceId: z.enum(Object.values(VoiceId)).default('MATTHEW'),
  })
  .superRefine((request, problems) => {
    const limit = voiceLimits[request.MessageBodyTextType];
    if (characters(request.MessageBody) > limit)
      problems.addIssue({ code: 'custom', path: ['MessageBody'], message: `A ${request.MessageBodyTextType} message must have at most ${limit} characters` });
  });

export type SendTextRequest = z.infer<typeof sendTextSchema>;
export type SendVoiceRequest = z.infer<typeof sendVoiceSchema>;

/** The JSON type of each member a request may carry. */
export type MemberTypes = Record<string, 'string' | 'number' | 'boolean' | 'object' | 'array'>;

/** The JSON types each member must have; anything else is a SerializationException before any validation. */
const sendMemberTypes: MemberTypes = {
  DestinationPhoneNumber: 'string',
  OriginationIdentity: 'string',
  MessageBody: 'string',
  MessageType: 'string',
  MessageBodyTextType: 'string',
  VoiceId: 'string',
  ConfigurationSetName: 'string',
  TimeToLive: 'number',
  Context: 'object',
  DryRun: 'boolean',
};

function checkTypes(body: unknown, memberTypes: MemberTypes): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw serializationError('The request body must be a JSON object.');
  const request = body as Record<string, unknown>;
  for (const [name, type] of Object.entries(memberTypes)) {
    const value = request[name];
    if (value === undefined || value === null) continue;
    const actual = Array.isArray(value) ? 'array' : typeof value;
    if (actual !== type) throw serializationError(`Expected ${type} for ${name}, got ${actual}.`);
  }
  return request;
}

function refusal(error: z.ZodError, request: Record<string, unknown>): MessagingApiError {
  const absent = (issue: z.core.$ZodIssue) => issue.path.length === 1 && request[String(issue.path[0])] == null;
  const fields: ValidationField[] = error.issues.map((issue) => ({
    Name: issue.path.map(String).join('.'),
    // A record's bad key comes wrapped: its own issue says what is wrong with it.
    Message: absent(issue) ? 'Member must not be null' : issue.code === 'invalid_key' ? (issue.issues[0]?.message ?? issue.message) : issue.message,
  }));
  return validationError(error.issues.some(absent) ? 'MISSING_PARAMETER' : 'FIELD_VALIDATION_FAILED', fields);
}

/** JSON's null stands for an absent member, as AWS's deserialisers read it. */
const withoutNulls = (request: Record<string, unknown>) => Object.fromEntries(Object.entries(request).filter(([, value]) => value !== null));

/** Checks a request's JSON types, then its values against `schema`, refusing as AWS would. */
export function parseRequest<T extends z.ZodType>(schema: T, memberTypes: MemberTypes, body: unknown): z.output<T> {
  const request = checkTypes(body, memberTypes);
  const result = schema.safeParse(withoutNulls(request));
  if (!result.success) throw refusal(result.error, request);
  return result.data;
}

export const parseSendText = (body: unknown): SendTextRequest => parseRequest(sendTextSchema, sendMemberTypes, body);

export const parseSendVoice = (body: unknown): SendVoiceRequest => parseRequest(sendVoiceSchema, sendMemberTypes, body);
