/**
 * The stream consumers' twin of `http()` (docs/architecture.md#notifications): the table's stream records are taken in
 * order, each new image unmarshalled and handed to the consumer's use case. A record that fails is logged with its
 * item's key (and counted, when the consumer names a metric) and reported in `batchItemFailures`, and nothing after it
 * is taken: it and the records after it are delivered again, in order. Metrics are published at the end.
 *
 * Powertools' batch processor takes every record of a batch and reports each failed one, so records after a failure
 * would be handled before it is retried; the consumers here rely on their order (an order's changes tallied in turn),
 * so they stop at the first failure instead.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { count, logger, publishMetrics, type metricNames } from '../config/telemetry.ts';

type Image = Parameters<typeof unmarshall>[0];

export type StreamItem = Record<string, unknown>;

export type StreamConsumer = {
  /** Which records to take: others are passed over (the event source mapping's filter already drops most). */
  takes: (record: DynamoDBRecord) => boolean;
  /** The log's words for a failure, e.g. 'Sending the e-mail failed'. */
  failure: string;
  /** A metric counted once per failure. */
  failureMetric?: (typeof metricNames)[keyof typeof metricNames];
};

export function streamHandler(
  consumer: StreamConsumer,
  each: (item: StreamItem, record: DynamoDBRecord & { sequence: string }) => Promise<unknown>,
): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    try {
      for (const record of event.Records) {
        const image = record.dynamodb?.NewImage;
        if (!image || !consumer.takes(record)) continue;
        const item = unmarshall(image as Image);
        const sequence = record.dynamodb?.SequenceNumber ?? record.eventID ?? '';
        try {
          await each(item, { ...record, sequence });
        } catch (error) {
          // The item's own key names it in the log.
          logger().error(`${consumer.failure}; the record will be retried`, {
            eventID: record.eventID,
            pk: item.pk,
            sk: item.sk,
            itemType: item.type,
            error: error instanceof Error ? error : String(error),
          });
          if (consumer.failureMetric) count(consumer.failureMetric);
          // Stops here: the stream is retried from this record, in order.
          return { batchItemFailures: [{ itemIdentifier: sequence }] };
        }
      }
      return { batchItemFailures: [] };
    } finally {
      publishMetrics();
    }
  };
}
