/**
 * The table's stream → e-mails (the owner's, the customers'). Failures are logged with the item's key
 * and counted (EmailsFailed). The event source mapping (and the local poller) pass
 * only new items of the notified types. A record that fails is reported in batchItemFailures, so
 * it and the records after it are delivered again; the ones already sent are skipped then.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { count, logger, metricNames, publishMetrics } from '../../config/telemetry.ts';
import { notifyOwner } from '../../services/notifications.ts';

type Image = Parameters<typeof unmarshall>[0];

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  try {
    for (const record of event.Records) {
      const image = record.dynamodb?.NewImage;
      if (record.eventName !== 'INSERT' || !image) continue;
      const item = unmarshall(image as Image);
      try {
        await notifyOwner(item);
      } catch (error) {
        // The order's or enquiry's own key names it in the log.
        logger().error('Sending the e-mail failed; the record will be retried', {
          eventID: record.eventID,
          pk: item.pk,
          sk: item.sk,
          itemType: item.type,
          error: error instanceof Error ? error : String(error),
        });
        count(metricNames.emailsFailed);
        // Stops here: the stream is retried from this record, in order.
        return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }] };
      }
    }
    return { batchItemFailures: [] };
  } finally {
    publishMetrics();
  }
}
