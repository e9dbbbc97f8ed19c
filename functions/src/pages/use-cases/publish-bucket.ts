/**
 * The public pages in AWS: the site bucket behind CloudFront (infra/stacks/pages-stack.ts). Each page is put where the
 * build's deployment puts it (spices/<page>/index.html, `no-cache`), a page taken down becomes a copy of the not-found
 * page with its status marker (CloudFront's response function answers it 404), the list of pages is kept beside them
 * (spices/prerendered.json); when the list changed, CloudFront's routing function gets it (the function carries the
 * list: a new dish's address must reach its page, a removed one the 404). Nothing is invalidated: CloudFront keeps an
 * HTML page for at most a second (pages are `no-cache`; the site's cache policy, CachingOptimized, has a 1 s minimum).
 */
import { type CloudFrontClient, DescribeFunctionCommand, PublishFunctionCommand, UpdateFunctionCommand } from '@aws-sdk/client-cloudfront';
import { CopyObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { notFoundPageFile, notFoundStatusMetadata, siteRoutingFunctionCode, sitePrefix } from '../contract/site-routes.ts';
import type { PageTarget } from './publish-pages.ts';
import { pageFileOf } from '../rules/site-pages.ts';
import { pageListFile } from './publish-folder.ts';

export type BucketTargetConfig = {
  bucket: string;
  /** The name of CloudFront's site routing function (infra/stacks/web-stack.ts `SiteRouting`). */
  routingFunction: string;
};

/** How the build's deployment stores a page (infra/stacks/web-stack.ts SiteIndex), so a published page is served alike. */
const pageObject = { ContentType: 'text/html; charset=utf-8', CacheControl: 'no-cache' } as const;

const keyOf = (file: string) => `${sitePrefix}/${file}`;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

export function bucketTarget(config: BucketTargetConfig, clients: { s3: S3Client; cloudFront: CloudFrontClient }): PageTarget {
  const { s3, cloudFront } = clients;
  const publishedPaths = async (): Promise<string[]> => {
    try {
      const answer = await s3.send(new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(pageListFile) }));
      return JSON.parse((await answer.Body?.transformToString()) ?? '[]') as string[];
    } catch (error) {
      if (error instanceof NoSuchKey) return [];
      throw error;
    }
  };

  /** CloudFront's routing function with this list of pages, published (DEVELOPMENT, then LIVE), over the version just read. */
  const route = async (paths: readonly string[], appRoutes: readonly string[]) => {
    const described = await cloudFront.send(new DescribeFunctionCommand({ Name: config.routingFunction, Stage: 'DEVELOPMENT' }));
    const functionConfig = described.FunctionSummary?.FunctionConfig;
    if (!described.ETag || !functionConfig) throw new Error(`CloudFront's function ${config.routingFunction} has no configuration to keep`);
    const updated = await cloudFront.send(
      new UpdateFunctionCommand({
        Name: config.routingFunction,
        IfMatch: described.ETag,
        FunctionConfig: functionConfig,
        FunctionCode: new TextEncoder().encode(siteRoutingFunctionCode(paths, appRoutes)),
      }),
    );
    await cloudFront.send(new PublishFunctionCommand({ Name: config.routingFunction, IfMatch: updated.ETag }));
  };

  return {
    publishedPaths,
    async publish({ pages, removed, published, appRoutes }) {
      for (const page of pages) {
        await s3.send(new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(page.file), Body: page.html, ...pageObject }));
      }
      for (const path of removed) {
        await s3.send(
          new CopyObjectCommand({
            Bucket: config.bucket,
            Key: keyOf(pageFileOf(path)),
            CopySource: `${config.bucket}/${keyOf(notFoundPageFile)}`,
            MetadataDirective: 'REPLACE',
            Metadata: { [notFoundStatusMetadata.key]: notFoundStatusMetadata.value },
            ...pageObject,
          }),
        );
      }
      const paths = pages.map((page) => page.path);
      await s3.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: keyOf(pageListFile), Body: `${JSON.stringify(paths)}\n`, ContentType: 'application/json' }),
      );
      if (!sameList(published, paths)) await route(paths, appRoutes);
    },
  };
}
