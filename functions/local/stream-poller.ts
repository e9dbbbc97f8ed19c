/**
 * The local stand-in for Lambda's DynamoDB stream event source: reads the table's stream from
 * DynamoDB Local, keeps the records that pass the same filter as the AWS mapping, and hands them to
 * the same handler in the same event shape. A record the handler reports in batchItemFailures is
 * delivered again, with the ones after it, after a growing pause: no record is ever skipped.
 */
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  ExpiredIteratorException,
  GetRecordsCommand,
  GetShardIteratorCommand,
  TrimmedDataAccessException,
  type _Record as StreamSdkRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';

/** A Lambda event-filter pattern: arrays list the allowed values, objects go one level down. */
export type EventPattern = { [field: string]: readonly (string | number | boolean)[] | EventPattern };

export function matchesPattern(value: unknown, pattern: EventPattern): boolean {
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(pattern).every(([field, rule]) => {
    const actual = (value as Record<string, unknown>)[field];
    return Array.isArray(rule) ? rule.includes(actual as string) : matchesPattern(actual, rule as EventPattern);
  });
}

export type StreamPollerOptions = {
  endpoint: string;
  region: string;
  tableName: string;
  handler: (event: DynamoDBStreamEvent) => Promise<DynamoDBBatchResponse | void>;
  filter: EventPattern;
  batchSize?: number;
  /** Pause between polls that found nothing. */
  idleMs?: number;
  /** Longest pause before delivering a failed record again. */
  maxBackoffMs?: number;
  log?: (line: string) => void;
};

export type StreamPoller = { stop: () => Promise<void> };

type ShardState = {
  id: string;
  parentId?: string;
  iterator?: string;
  /** The last record read from the shard (delivered or pending): where to resume when the iterator expires. */
  lastSequence?: string;
  /** Records read and matching the filter, not yet delivered successfully. */
  pending: DynamoDBRecord[];
  failures: number;
  retryAt: number;
  endOfShard: boolean;
  done: boolean;
};

const shardRefreshMs = 30_000;

function toLambdaRecord(record: StreamSdkRecord, streamArn: string): DynamoDBRecord {
  const change = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName as DynamoDBRecord['eventName'],
    eventVersion: record.eventVersion,
    eventSource: 'aws:dynamodb',
    awsRegion: record.awsRegion,
    eventSourceARN: streamArn,
    dynamodb: {
      ...(change.ApproximateCreationDateTime ? { ApproximateCreationDateTime: Math.floor(change.ApproximateCreationDateTime.getTime() / 1000) } : {}),
      Keys: change.Keys as never,
      ...(change.NewImage ? { NewImage: change.NewImage as never } : {}),
      ...(change.OldImage ? { OldImage: change.OldImage as never } : {}),
      SequenceNumber: change.SequenceNumber,
      SizeBytes: change.SizeBytes,
      StreamViewType: change.StreamViewType,
    },
  };
}

export function startStreamPoller(options: StreamPollerOptions): StreamPoller {
  const log = options.log ?? ((line: string) => console.error(line));
  const idleMs = options.idleMs ?? 500;
  const batchSize = options.batchSize ?? 10;
  const maxBackoffMs = options.maxBackoffMs ?? 30_000;
  const backoff = (failures: number) => Math.min(maxBackoffMs, 500 * 2 ** Math.max(0, failures - 1));
  const credentials = { accessKeyId: process.env.AWS_ACCESS_KEY_ID ?? 'local', secretAccessKey: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' };
  const tables = new DynamoDBClient({ region: options.region, endpoint: options.endpoint, credentials });
  const streams = new DynamoDBStreamsClient({ region: options.region, endpoint: options.endpoint, credentials });
  const aborter = new AbortController();
  const send = { abortSignal: aborter.signal };
  const shards = new Map<string, ShardState>();
  let streamArn: string | undefined;
  let lastStreamArn: string | undefined;
  let shardsReadAt = 0;
  let stopped = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        aborter.signal.removeEventListener('abort', wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      aborter.signal.addEventListener('abort', wake, { once: true });
    });

  async function readStreamArn(): Promise<string> {
    const { Table } = await tables.send(new DescribeTableCommand({ TableName: options.tableName }), send);
    if (!Table?.LatestStreamArn) throw new Error(`The table ${options.tableName} has no stream; owner e-mails cannot be sent locally.`);
    return Table.LatestStreamArn;
  }

  async function readShards(arn: string): Promise<void> {
    let startAfter: string | undefined;
    do {
      const { StreamDescription } = await streams.send(new DescribeStreamCommand({ StreamArn: arn, ExclusiveStartShardId: startAfter }), send);
      for (const shard of StreamDescription?.Shards ?? []) {
        if (!shard.ShardId || shards.has(shard.ShardId)) continue;
        shards.set(shard.ShardId, { id: shard.ShardId, parentId: shard.ParentShardId, pending: [], failures: 0, retryAt: 0, endOfShard: false, done: false });
      }
      startAfter = StreamDescription?.LastEvaluatedShardId;
    } while (startAfter);
    shardsReadAt = Date.now();
  }

  /** A child shard waits until its parent (if still known) is read to the end, as Lambda keeps order. */
  const ready = (shard: ShardState) => !shard.done && (!shard.parentId || !shards.get(shard.parentId) || shards.get(shard.parentId)!.done);

  async function deliver(shard: ShardState): Promise<void> {
    let failedIds: string[];
    try {
      const result = await options.handler({ Records: shard.pending });
      failedIds = (result?.batchItemFailures ?? []).map((failure) => failure.itemIdentifier);
    } catch (error) {
      log(`[stream] the stream handler threw (${String(error)}); the batch will be delivered again`);
      failedIds = [shard.pending[0]?.dynamodb?.SequenceNumber ?? ''];
    }
    if (failedIds.length === 0) {
      shard.pending = [];
      shard.failures = 0;
      shard.done = shard.endOfShard;
      return;
    }
    const failedAt = shard.pending.findIndex((record) => failedIds.includes(record.dynamodb?.SequenceNumber ?? ''));
    // An identifier the batch does not contain means Lambda would retry the whole batch.
    shard.pending = shard.pending.slice(Math.max(0, failedAt));
    shard.failures += 1;
    const pause = backoff(shard.failures);
    shard.retryAt = Date.now() + pause;
    log(`[stream] record ${shard.pending[0]?.dynamodb?.SequenceNumber} was not delivered (attempt ${shard.failures}); trying again in ${pause / 1000} s`);
  }

  async function poll(shard: ShardState, arn: string): Promise<boolean> {
    if (!shard.iterator) {
      const { ShardIterator } = await streams.send(
        new GetShardIteratorCommand({
          StreamArn: arn,
          ShardId: shard.id,
          ...(shard.lastSequence ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: shard.lastSequence } : { ShardIteratorType: 'TRIM_HORIZON' }),
        }),
        send,
      );
      shard.iterator = ShardIterator;
      if (!shard.iterator) {
        shard.done = true;
        return false;
      }
    }
    let page;
    try {
      page = await streams.send(new GetRecordsCommand({ ShardIterator: shard.iterator, Limit: batchSize }), send);
    } catch (error) {
      if (error instanceof ExpiredIteratorException) {
        shard.iterator = undefined;
        return true;
      }
      if (error instanceof TrimmedDataAccessException) {
        log(`[stream] records of shard ${shard.id} were trimmed before they were read; reading on from the oldest one left`);
        shard.iterator = undefined;
        shard.lastSequence = undefined;
        return true;
      }
      throw error;
    }
    const records = page.Records ?? [];
    shard.iterator = page.NextShardIterator;
    if (!shard.iterator) {
      shard.endOfShard = true;
      shardsReadAt = 0;
    }
    if (records.length) shard.lastSequence = records.at(-1)!.dynamodb?.SequenceNumber;
    shard.pending = records.map((record) => toLambdaRecord(record, arn)).filter((record) => matchesPattern(record, options.filter));
    if (shard.pending.length) await deliver(shard);
    else shard.done = shard.endOfShard;
    return records.length > 0;
  }

  async function run(): Promise<void> {
    let errors = 0;
    while (!stopped) {
      try {
        if (!streamArn) {
          const latest = await readStreamArn();
          // A re-created table has a new stream: its shards start afresh.
          if (latest !== lastStreamArn) shards.clear();
          streamArn = lastStreamArn = latest;
          shardsReadAt = 0;
        }
        if (Date.now() - shardsReadAt > shardRefreshMs) await readShards(streamArn);
        let busy = false;
        for (const shard of shards.values()) {
          if (stopped || !ready(shard)) continue;
          if (shard.pending.length) {
            if (Date.now() >= shard.retryAt) await deliver(shard);
            continue;
          }
          busy = (await poll(shard, streamArn)) || busy;
        }
        errors = 0;
        if (!busy) await sleep(idleMs);
      } catch (error) {
        if (stopped) return;
        streamArn = undefined;
        errors += 1;
        const pause = backoff(errors);
        log(`[stream] reading the table's stream failed (${String((error as Error)?.message ?? error)}); trying again in ${pause / 1000} s`);
        await sleep(pause);
      }
    }
  }

  const running = run();
  return {
    stop: async () => {
      stopped = true;
      aborter.abort();
      await running;
      tables.destroy();
      streams.destroy();
    },
  };
}
