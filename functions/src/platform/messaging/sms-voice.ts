/**
 * Texts and calls through AWS End User Messaging SMS and voice (the v2 API), from the shop's number
 * (SMS_ORIGINATION_NUMBER), and the opt-out list the number's texts obey (SMS_OPT_OUT_LIST). Locally and in tests
 * SMS_VOICE_ENDPOINT points the SDK at the messaging stand-in (docs/local-messaging.md), so this code runs unchanged
 * there. A stage deployed without a number sends push and e-mail only: callers ask `messagingConfigured()` first.
 */
import {
  ConflictException,
  DeleteOptedOutNumberCommand,
  DescribeOptedOutNumbersCommand,
  PinpointSMSVoiceV2Client,
  PutOptedOutNumberCommand,
  ResourceNotFoundException,
  SendTextMessageCommand,
  SendVoiceMessageCommand,
} from '@aws-sdk/client-pinpoint-sms-voice-v2';
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
  /** The opt-out list of the shop's number (its name or ARN); a new number uses the account's `Default`. */
  SMS_OPT_OUT_LIST: optional(z.string().regex(/^[A-Za-z0-9_:/-]{1,256}$/)),
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

/**
 * The number is on the opt-out list, so the service refused the text and sent nothing (AWS answers a
 * ConflictException with Reason DESTINATION_PHONE_NUMBER_OPTED_OUT). Not worth a retry: only the customer's
 * START, or the shop taking the number off the list, lets a text through again.
 */
export class OptedOutError extends Error {
  override name = 'OptedOutError';

  constructor(readonly to: string) {
    super(`${to} is on the opt-out list: the text was not sent`);
  }
}

/** Sends a transactional text (time-sensitive, not marketing) and answers its MessageId; throws OptedOutError for an opted-out number. */
export async function sendText({ to, body, context }: TextMessage): Promise<string> {
  try {
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
  } catch (error) {
    if (error instanceof ConflictException && error.Reason === 'DESTINATION_PHONE_NUMBER_OPTED_OUT') throw new OptedOutError(to);
    throw error;
  }
}

/** The list named by SMS_OPT_OUT_LIST; unset or empty, the account's `Default`. */
const optOutList = () => messagingEnv().SMS_OPT_OUT_LIST ?? 'Default';

/** A number missing from the list is answered as not found, with this resource type. */
const notOnTheList = (error: unknown) => error instanceof ResourceNotFoundException && error.ResourceType === 'opted-out-number';

/** Puts the number (E.164) on the opt-out list: no text reaches it until `deleteOptedOut`. Putting it twice changes nothing. */
export async function putOptedOut(number: string): Promise<void> {
  await smsVoice().send(new PutOptedOutNumberCommand({ OptOutListName: optOutList(), OptedOutNumber: number }));
}

/** Takes the number off the opt-out list; answers whether it was on it (a number that was not is no error). */
export async function deleteOptedOut(number: string): Promise<boolean> {
  try {
    await smsVoice().send(new DeleteOptedOutNumberCommand({ OptOutListName: optOutList(), OptedOutNumber: number }));
    return true;
  } catch (error) {
    if (notOnTheList(error)) return false;
    throw error;
  }
}

/** Whether the number is on the opt-out list (a text to it would throw OptedOutError). */
export async function isOptedOut(number: string): Promise<boolean> {
  try {
    const answer = await smsVoice().send(new DescribeOptedOutNumbersCommand({ OptOutListName: optOutList(), OptedOutNumbers: [number] }));
    return (answer.OptedOutNumbers ?? []).some((entry) => entry.OptedOutNumber === number);
  } catch (error) {
    // Asked about a number it does not hold, the service may answer not found rather than an empty list.
    if (notOnTheList(error)) return false;
    throw error;
  }
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
