/**
 * What AWS End User Messaging SMS publishes to SNS, as a Lambda subscribed to the topic receives it: each record's
 * `Sns.Message` a JSON text. Read with a schema, so a record that is not what the shop expects (a test message, a
 * forged publish) is logged and passed over, never a crash that SNS would retry forever.
 */
import type { SNSEvent } from 'aws-lambda';
import * as z from 'zod';
import { logger, publishMetrics } from '../config/telemetry.ts';

/** A reply to the shop's number, from the number's two-way channel. */
export const inboundTextSchema = z.object({
  originationNumber: z.string().regex(/^\+[1-9]\d{1,14}$/),
  destinationNumber: z.string(),
  messageBody: z.string().max(1600),
});
export type InboundTextMessage = z.infer<typeof inboundTextSchema>;

/** A text's event from the configuration set's event destination (only what the shop reads). */
export const textEventSchema = z.object({
  eventType: z.string().max(64),
  messageId: z.string().min(1).max(200),
  isFinal: z.boolean().optional(),
  eventTimestamp: z.union([z.number(), z.string()]).optional(),
  messageRequestTimestamp: z.union([z.number(), z.string()]).optional(),
  /** The context the text was sent with (at most 5 entries). */
  context: z.record(z.string().max(100), z.string().max(800)).optional(),
});
export type TextEventMessage = z.infer<typeof textEventSchema>;

/** A handler for an SNS topic's messages of one shape: each parsed and handed on; an unreadable one logged and skipped. */
export function snsHandler<T>(schema: z.ZodType<T>, what: string, each: (message: T) => Promise<unknown>): (event: SNSEvent) => Promise<void> {
  return async (event) => {
    try {
      for (const record of event.Records) {
        let parsed: z.ZodSafeParseResult<T>;
        try {
          parsed = schema.safeParse(JSON.parse(record.Sns.Message));
        } catch {
          parsed = schema.safeParse(undefined);
        }
        if (!parsed.success) {
          logger().warn(`Not ${what}: passed over`, { messageId: record.Sns.MessageId, topic: record.Sns.TopicArn });
          continue;
        }
        await each(parsed.data);
      }
    } finally {
      publishMetrics();
    }
  };
}
