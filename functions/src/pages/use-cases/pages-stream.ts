/**
 * The table's stream → the public pages (docs/architecture.md#pre-rendered-pages). The event source mapping (and the
 * local poller) pass only the menu version's item; a batch of rises publishes once, from the live catalogue, at least
 * at the highest version the batch carries. A failure (the catalogue read older than the change, a publish that
 * failed) reports the batch's last record, so it is delivered again and the pages are published again; a record
 * delivered twice, late or out of order publishes what the catalogue holds then, which is never older than it.
 */
import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { logger } from '../../platform/config/telemetry.ts';
import { publishLivePages, type PageTarget } from './publish-pages.ts';

export function pagesStreamHandler(target: () => PageTarget, kitDir: string): (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse> {
  return async (event) => {
    const records = event.Records.filter((record) => record.dynamodb?.SequenceNumber);
    const last = records.at(-1)?.dynamodb?.SequenceNumber;
    if (!last) return { batchItemFailures: [] };
    const versions = records.map((record) => Number(record.dynamodb?.NewImage?.version?.N ?? 0));
    try {
      await publishLivePages(target(), kitDir, Math.max(0, ...versions));
      return { batchItemFailures: [] };
    } catch (error) {
      logger().error('Publishing the public pages failed; the change will be delivered again', { error: error instanceof Error ? error : String(error) });
      return { batchItemFailures: [{ itemIdentifier: last }] };
    }
  };
}
