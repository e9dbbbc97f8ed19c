/**
 * What reaches the shop's functions from AWS End User Messaging SMS through Amazon SNS, built as SNS invokes a
 * Lambda with it (docs/local-messaging.md#what-reaches-the-shop-through-sns): a customer's reply, published by the
 * number's two-way channel to its topic, and a text's delivery event, published by the configuration set's event
 * destination to its topic. The lead's tests build the same events with these functions.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { SNSEvent } from 'aws-lambda';
import type { InboundText, SentText } from './store.ts';

/** The stand-in's topics, in its account (000000000000) and the local stack's region. */
export const localInboundTopicArn = 'arn:aws:sns:us-east-1:000000000000:spices-local-sms-inbound';
export const localEventTopicArn = 'arn:aws:sns:us-east-1:000000000000:spices-local-sms-events';

/** The stand-in's failing destinations: a text to a number ending in 0199 is never delivered. */
export const failingNumberSuffix = '0199';

/** The JSON AWS publishes for a text to the shop's number (originationNumber is the customer). */
export type InboundSmsMessage = {
  originationNumber: string;
  destinationNumber: string;
  messageKeyword: string;
  messageBody: string;
  inboundMessageId: string;
  previousPublishedMessageId?: string;
};

/** The JSON AWS publishes for one step of a text's delivery (the fields the stand-in fills). */
export type TextDeliveryEvent = {
  eventType: 'TEXT_DELIVERED' | 'TEXT_CARRIER_UNREACHABLE';
  eventVersion: '1.0';
  /** Milliseconds since the epoch. */
  eventTimestamp: number;
  isFinal: boolean;
  originationPhoneNumber: string;
  destinationPhoneNumber: string;
  messageId: string;
  messageRequestTimestamp: number;
  messageEncoding: 'GSM' | 'Unicode';
  messageType?: 'TRANSACTIONAL' | 'PROMOTIONAL';
  messageStatus: 'DELIVERED' | 'CARRIER_UNREACHABLE';
  messageStatusDescription: string;
  context?: Record<string, string>;
  configurationSetName?: string;
  totalMessageParts: number;
};

/** One record, as SNS hands a notification to a subscribed Lambda. */
function snsEvent(topicArn: string, message: string, at: Date): SNSEvent {
  const region = topicArn.split(':')[3] ?? 'us-east-1';
  const subscriptionArn = `${topicArn}:${randomUUID()}`;
  return {
    Records: [
      {
        EventSource: 'aws:sns',
        EventVersion: '1.0',
        EventSubscriptionArn: subscriptionArn,
        Sns: {
          Type: 'Notification',
          MessageId: randomUUID(),
          TopicArn: topicArn,
          Message: message,
          Timestamp: at.toISOString(),
          SignatureVersion: '1',
          // Lambda never checks an SNS signature (the invoke is authorised by IAM); there is no SNS key here to sign with.
          Signature: randomBytes(256).toString('base64'),
          SigningCertUrl: `https://sns.${region}.amazonaws.com/SimpleNotificationService-local.pem`,
          UnsubscribeUrl: `https://sns.${region}.amazonaws.com/?Action=Unsubscribe&SubscriptionArn=${subscriptionArn}`,
          MessageAttributes: {},
        },
      },
    ],
  };
}

/** The reply's first word, upper-cased: what the shop matches STOP, HELP and START against. */
export const messageKeyword = (body: string) => (body.trim().split(/\s+/)[0] ?? '').toUpperCase();

export function inboundSmsMessage(reply: InboundText): InboundSmsMessage {
  return {
    originationNumber: reply.from,
    destinationNumber: reply.to,
    messageKeyword: messageKeyword(reply.body),
    messageBody: reply.body,
    inboundMessageId: reply.id,
    ...(reply.previousPublishedMessageId ? { previousPublishedMessageId: reply.previousPublishedMessageId } : {}),
  };
}

/** A customer's reply wrapped as SNS invokes the shop's inbound function with it. */
export function inboundSnsEvent(reply: InboundText, topicArn: string = localInboundTopicArn): SNSEvent {
  return snsEvent(topicArn, JSON.stringify(inboundSmsMessage(reply)), new Date(reply.at));
}

/** The GSM 03.38 alphabet; its extension characters take two of a part's septets. */
const gsmBasic = /^[@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&'()*+,\-./0-9:;<=>?¡A-ZÄÖÑÜ§¿a-zäöñüà]$/u;
const gsmExtension = /^[\f^{}\\[~\]|€]$/u;

/** How a carrier would encode the text and into how many parts it splits (160 GSM septets or 70 UCS-2 characters, less a header when split). */
function encoding(body: string): { messageEncoding: 'GSM' | 'Unicode'; totalMessageParts: number } {
  const characters = [...body];
  if (characters.every((character) => gsmBasic.test(character) || gsmExtension.test(character))) {
    const septets = characters.reduce((sum, character) => sum + (gsmExtension.test(character) ? 2 : 1), 0);
    return { messageEncoding: 'GSM', totalMessageParts: septets <= 160 ? 1 : Math.ceil(septets / 153) };
  }
  const units = body.length;
  return { messageEncoding: 'Unicode', totalMessageParts: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The final delivery event of an accepted text: delivered, or unreachable for the stand-in's failing numbers. */
export function textDeliveryEvent(text: SentText, at: Date = new Date()): TextDeliveryEvent {
  const fails = text.to.endsWith(failingNumberSuffix);
  return {
    eventType: fails ? 'TEXT_CARRIER_UNREACHABLE' : 'TEXT_DELIVERED',
    eventVersion: '1.0',
    eventTimestamp: at.getTime(),
    isFinal: true,
    originationPhoneNumber: text.from,
    destinationPhoneNumber: text.to,
    messageId: text.id,
    messageRequestTimestamp: Date.parse(text.at),
    ...encoding(text.body),
    ...(text.messageType ? { messageType: text.messageType } : {}),
    messageStatus: fails ? 'CARRIER_UNREACHABLE' : 'DELIVERED',
    messageStatusDescription: fails ? "The recipient's carrier could not be reached" : 'Message has been accepted by phone',
    ...(text.context ? { context: text.context } : {}),
    ...(text.configurationSet ? { configurationSetName: text.configurationSet } : {}),
  };
}

/** A text's delivery event wrapped as SNS invokes the shop's delivery-event function with it. */
export function deliveryEventSnsEvent(text: SentText, topicArn: string = localEventTopicArn, at: Date = new Date()): SNSEvent {
  return snsEvent(topicArn, JSON.stringify(textDeliveryEvent(text, at)), at);
}
