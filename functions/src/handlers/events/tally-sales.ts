/**
 * The table's stream → the owner's per-day sales totals (docs/business-rules.md#the-owners-reports). The event
 * source mapping (and the local poller) pass only order items, new or changed. Each record's order is tallied from
 * its new image; the sequence number makes a record delivered twice, or after a newer one, add nothing. A record
 * that fails is reported in batchItemFailures, so it and the ones after it are delivered again, in order.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger, publishMetrics } from '../../config/telemetry.ts';
import { tallyOrderItem } from '../../services/sales-report.ts';

type Image = Parameters<typeof unmarshall>[0];

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  try {
    for (const record of event.Records) {
      const image = record.dynamodb?.NewImage;
      const sequence = record.dynamodb?.SequenceNumber;
      if (!image || !sequence) continue;
      const item = unmarshall(image as Image);
      try {
        await tallyOrderItem(item, sequence);
      } catch (error) {
        logger().error('Adding an order to the sales totals failed; the record will be retried', {
          eventID: record.eventID,
          pk: item.pk,
          sk: item.sk,
          error: error instanceof Error ? error : String(error),
        });
        return { batchItemFailures: [{ itemIdentifier: sequence }] };
      }
    }
    return { batchItemFailures: [] };
  } finally {
    publishMetrics();
  }
}
