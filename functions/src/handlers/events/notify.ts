/**
 * The table's stream → e-mails to the owner. The event source mapping (and the local poller) pass
 * only new items of the notified types. A record that fails is reported in batchItemFailures, so
 * it and the records after it are delivered again; the ones already sent are skipped then.
 */
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { notifyOwner } from '../../services/notifications.ts';

type Image = Parameters<typeof unmarshall>[0];

export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    const image = record.dynamodb?.NewImage;
    if (record.eventName !== 'INSERT' || !image) continue;
    try {
      await notifyOwner(unmarshall(image as Image));
    } catch (error) {
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Notifying the owner failed; the record will be retried',
          eventID: record.eventID,
          keys: record.dynamodb?.Keys,
          error: String(error),
        }),
      );
      // Stops here: the stream is retried from this record, in order.
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? record.eventID ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
