/**
 * Texts and calls through AWS End User Messaging SMS and voice (the v2 API), from the shop's number
 * (SMS_ORIGINATION_NUMBER). Locally and in tests SMS_VOICE_ENDPOINT points the SDK at the messaging
 * stand-in (docs/local-messaging.md), so this code runs unchanged there. A stage deployed without a
 * number sends push and e-mail only: callers ask `messagingConfigured()` first.
 */
import { PinpointSMSVoiceV2Client, SendTextMessageCommand, SendVoiceMessageCommand } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import * as z from 'zod';
import { env } from '../config/env.ts';

/** An unset and an empty variable mean the same: the CDK stack writes '' for a stage without a number. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const messagingEnvSchema = z.object({
  /** The shop's number (E.164), or its phone-number id or ARN: the OriginationIdentity of every text and call. */
  SMS_ORIGINATION_NUMBER: optional(z.string().regex(/^[A-Za-z0-9_:/+-]{1,256}$/)),
  /** The configuration set whose event destinations receive delivery events, when the stage has one. */
  SMS_CONFIGURATION_SET: optional(z.string().regex(/^[A-Za-z0-9_:/-]{1,256}$/)),
  /** Set only off AWS: the local messaging stand-in. */
  SMS_VOICE_ENDPOINT: optional(z.url()),
});

type MessagingEnv = z.infer<typeof messagingEnvSchema>;

let cachedEnv: MessagingEnv | undefined;
let client: PinpointSMSVoiceV2Client | undefined;

/** Read at first use, like env(), so the local host can set the variables before. */
function messagingEnv(): MessagingEnv {
  cachedEnv ??= messagingEnvSchema.parse(process.env);
  return cachedEnv;
}

function smsVoice(): PinpointSMSVoiceV2Client {
  const { SMS_VOICE_ENDPOINT } = messagingEnv();
  client ??= new PinpointSMSVoiceV2Client({ region: env().AWS_REGION, ...(SMS_VOICE_ENDPOINT ? { endpoint: SMS_VOICE_ENDPOINT } : {}) });
  return client;
}

/** Whether this stage has a number to text and call from. */
export function messagingConfigured(): boolean {
  return messagingEnv().SMS_ORIGINATION_NUMBER !== undefined;
}

function origination(): { OriginationIdentity: string; ConfigurationSetName?: string } {
  const { SMS_ORIGINATION_NUMBER, SMS_CONFIGURATION_SET } = messagingEnv();
  if (!SMS_ORIGINATION_NUMBER)
    throw new Error('Texts and calls are not configured on this stage (no SMS_ORIGINATION_NUMBER): check messagingConfigured() first.');
  return { OriginationIdentity: SMS_ORIGINATION_NUMBER, ...(SMS_CONFIGURATION_SET ? { ConfigurationSetName: SMS_CONFIGURATION_SET } : {}) };
}

/**
 * What a text or call carries besides its words: at most 5 entries, keys without spaces, values of 1 to 800
 * characters not beginning or ending with a space. The service logs it with the message's delivery events.
 */
export type MessageContext = Record<string, string>;

export type TextMessage = {
  /** The phone number in E.164, e.g. +12065550100. */
  to: string;
  /** At most 1,600 characters; long texts go out in several parts, each billed. */
  body: string;
  context?: MessageContext;
};

export type VoiceMessage = {
  /** The phone number in E.164. */
  to: string;
  /** What the call says, read aloud as written; at most 3,000 characters. */
  text: string;
  context?: MessageContext;
};

function messageId(answer: { MessageId?: string }, what: string): string {
  if (!answer.MessageId) throw new Error(`The ${what} was accepted without a MessageId`);
  return answer.MessageId;
}

/** Sends a transactional text (time-sensitive, not marketing) and answers its MessageId. */
export async function sendText({ to, body, context }: TextMessage): Promise<string> {
  const answer = await smsVoice().send(
    new SendTextMessageCommand({
      DestinationPhoneNumber: to,
      MessageBody: body,
      MessageType: 'TRANSACTIONAL',
      ...origination(),
      ...(context ? { Context: context } : {}),
    }),
  );
  return messageId(answer, 'text');
}

/** The voice that reads the shop's calls (Amazon Polly's US English voice; the service's default is MATTHEW). */
const callVoice = 'JOANNA';

/** Calls the number and reads the text aloud; answers the call's MessageId. */
export async function sendVoice({ to, text, context }: VoiceMessage): Promise<string> {
  const answer = await smsVoice().send(
    new SendVoiceMessageCommand({
      DestinationPhoneNumber: to,
      MessageBody: text,
      MessageBodyTextType: 'TEXT',
      VoiceId: callVoice,
      ...origination(),
      ...(context ? { Context: context } : {}),
    }),
  );
  return messageId(answer, 'call');
}
