/**
 * The offer e-mails' drain (docs/business-rules.md#offer-e-mails), called two ways: by the table's stream when the
 * owner sends an e-mail (only new offer e-mails pass the mapping's filter, store/offer-mail-stream.ts), which starts on
 * its queue at once; and every minute (an EventBridge rule; locally the stack's tick) for whatever is still queued: a
 * queue longer than a round, a day's share of the quota reached, SES asking to slow down. Its concurrency is one, so
 * the pace holds whichever way it was called.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { publishMetrics } from '../../platform/config/telemetry.ts';
import { streamHandler } from '../../platform/stream/stream.ts';
import { drainOfferMail, drainSendingOfferMails } from '../use-cases/offer-mails.ts';

const fromStream = streamHandler({ takes: (record) => record.eventName === 'INSERT', failure: 'Sending an offer e-mail failed' }, async (item) => {
  if (typeof item.sk === 'string') await drainOfferMail(item.sk);
});

const isStreamEvent = (event: unknown): event is DynamoDBStreamEvent =>
  typeof event === 'object' && event !== null && Array.isArray((event as { Records?: unknown }).Records);

export async function handler(event: unknown): Promise<unknown> {
  if (isStreamEvent(event)) return fromStream(event);
  try {
    await drainSendingOfferMails();
    return undefined;
  } finally {
    publishMetrics();
  }
}
