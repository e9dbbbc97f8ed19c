/**
 * The public pages follow the menu, in AWS (docs/architecture.md#pre-rendered-pages; infra/stacks/pages-stack.ts):
 *
 * - On the table's stream (the menu version's rises only, by the mapping's filter): the pages are rendered from the
 *   live catalogue and published to the site bucket (functions/src/pages/use-cases/pages-stream.ts).
 * - As the onEvent function of a custom resource that every deploy of new pages updates: the deploy has just put the
 *   build's pages (the starter menu) in the bucket and the build's list in CloudFront's routing function, so the live
 *   menu's pages are published again at once. Delete does nothing (the bucket's pages stay until the site goes).
 *
 * The renderer and page kit are copied beside this bundle (renderer/), as the build left them in web/dist-server.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CloudFrontClient } from '@aws-sdk/client-cloudfront';
import { S3Client } from '@aws-sdk/client-s3';
import type { CdkCustomResourceEvent, CdkCustomResourceResponse, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { env } from '../../platform/config/env.ts';
import { logger, publishMetrics } from '../../platform/config/telemetry.ts';
import { pagesStreamHandler } from '../use-cases/pages-stream.ts';
import { bucketTarget } from '../use-cases/publish-bucket.ts';
import { publishLivePages, type PageTarget } from '../use-cases/publish-pages.ts';

export const pagesPhysicalResourceId = 'spices-published-pages';

/** Where the deployment copies the renderer and page kit: beside the bundle. */
const kitDir = join(dirname(fileURLToPath(import.meta.url)), 'renderer');

let target: PageTarget | undefined;

function siteBucket(): PageTarget {
  const { SITE_BUCKET, SITE_BUCKET_REGION, SITE_ROUTING_FUNCTION, AWS_REGION, S3_ENDPOINT } = env();
  if (!SITE_BUCKET || !SITE_ROUTING_FUNCTION) throw new Error('The pages publisher needs SITE_BUCKET and SITE_ROUTING_FUNCTION');
  target ??= bucketTarget(
    { bucket: SITE_BUCKET, routingFunction: SITE_ROUTING_FUNCTION },
    // CloudFront's API is global, answered in us-east-1.
    {
      // LocalStack off AWS: one host, the bucket in the path.
      s3: new S3Client({ region: SITE_BUCKET_REGION ?? AWS_REGION, ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}) }),
      cloudFront: new CloudFrontClient({ region: 'us-east-1' }),
    },
  );
  return target;
}

const onStream = pagesStreamHandler(siteBucket, kitDir);

export async function handler(event: DynamoDBStreamEvent | CdkCustomResourceEvent): Promise<DynamoDBBatchResponse | CdkCustomResourceResponse> {
  try {
    if (!('RequestType' in event)) return await onStream(event);
    if (event.RequestType !== 'Delete') {
      const published = await publishLivePages(siteBucket(), kitDir);
      logger().info('Deploy: published the live menu’s pages over the build’s', { requestType: event.RequestType, ...published });
    }
    // An Update keeps the id it has: a different one would make CloudFormation replace (delete) the resource.
    return { PhysicalResourceId: event.RequestType === 'Create' ? pagesPhysicalResourceId : event.PhysicalResourceId };
  } finally {
    publishMetrics();
  }
}
