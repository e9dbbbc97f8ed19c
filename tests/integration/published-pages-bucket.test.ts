/**
 * The pages published in AWS (functions/src/pages/use-cases/publish-bucket.ts), against a real S3 (the local stack's s3rver, a
 * bucket of the test's own) and a stand-in for CloudFront's API, which has no local emulator: every page is put where
 * the deployment puts it (no-cache HTML), a dish's page taken down becomes the not-found page with its 404 marker, the
 * list is kept beside them, and CloudFront's routing function gets the list (over the version just read, then
 * published) only when the list changed.
 */
import { randomUUID } from 'node:crypto';
import { CloudFrontClient, DescribeFunctionCommand, PublishFunctionCommand, UpdateFunctionCommand } from '@aws-sdk/client-cloudfront';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFoundPageFile, notFoundStatusMetadata } from '../../functions/src/pages/contract/site-routes.ts';
import { bucketTarget } from '../../functions/src/pages/use-cases/publish-bucket.ts';
import { publishLivePages } from '../../functions/src/pages/use-cases/publish-pages.ts';
import { rendererDir } from '../../repo-paths.ts';

Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

const bucket = `spices-test-site-${randomUUID().slice(0, 8)}`;
const routingFunction = 'spices-test-site-routing';
const s3 = new S3Client({ region: 'us-east-1', endpoint: process.env.S3_ENDPOINT, forcePathStyle: true });
const cloudFront = new CloudFrontClient({ region: 'us-east-1' });
const cloudFrontApi = mockClient(cloudFront);
const functionConfig = { Comment: 'routing', Runtime: 'cloudfront-js-2.0' as const };

const text = async (key: string) => (await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).Body!.transformToString();
const routedCode = () => new TextDecoder().decode(cloudFrontApi.commandCalls(UpdateFunctionCommand).at(-1)!.args[0].input.FunctionCode);

beforeAll(async () => {
  if (!process.env.S3_ENDPOINT) throw new Error('S3_ENDPOINT is not set: run against the local stack');
  await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  // What the deployment puts: the not-found page with its marker.
  await s3.send(
    new PutObjectCommand({
      Bucket: bucket,
      Key: `spices/${notFoundPageFile}`,
      Body: '<!doctype html><div id="root"></div>',
      ContentType: 'text/html',
      Metadata: { [notFoundStatusMetadata.key]: notFoundStatusMetadata.value },
    }),
  );
  let etag = 0;
  cloudFrontApi
    .on(DescribeFunctionCommand)
    .callsFake(async () => ({ ETag: `E${etag}`, FunctionSummary: { Name: routingFunction, FunctionConfig: functionConfig } }));
  cloudFrontApi.on(UpdateFunctionCommand).callsFake(async () => ({ ETag: `E${++etag}` }));
  cloudFrontApi.on(PublishFunctionCommand).resolves({});
});

afterAll(() => cloudFrontApi.restore());

describe('the pages published to the site bucket', () => {
  it('puts every page as no-cache HTML, keeps the list beside them and gives the routing function the list', async () => {
    const published = await publishLivePages(bucketTarget({ bucket, routingFunction }, { s3, cloudFront }), rendererDir);
    expect(published.removed).toEqual([]);
    const page = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'spices/menu/Jollof-Rice/index.html' }));
    expect(page.ContentType).toBe('text/html; charset=utf-8');
    expect(page.CacheControl).toBe('no-cache');
    expect(await text('spices/menu/Jollof-Rice/index.html')).toContain('>Jollof Rice</h1>');
    expect(await text('spices/index.html')).toContain('<div id="root">');
    const list = JSON.parse(await text('spices/prerendered.json')) as string[];
    expect(list).toEqual(expect.arrayContaining(['/', '/menu', '/catering', '/about', '/menu/Jollof-Rice']));
    // Over the version just read, then published: the function's configuration kept.
    const update = cloudFrontApi.commandCalls(UpdateFunctionCommand);
    expect(update).toHaveLength(1);
    expect(update[0]!.args[0].input).toMatchObject({ Name: routingFunction, IfMatch: 'E0', FunctionConfig: functionConfig });
    expect(cloudFrontApi.commandCalls(PublishFunctionCommand)[0]!.args[0].input).toEqual({ Name: routingFunction, IfMatch: 'E1' });
    expect(routedCode()).toContain('"/menu/Jollof-Rice":1');
  });

  it('takes down a page no longer on the shop: the not-found page with its marker, off the routing function’s list', async () => {
    const list = JSON.parse(await text('spices/prerendered.json')) as string[];
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'spices/menu/Gone-Dish/index.html', Body: '<h1>Gone Dish</h1>', ContentType: 'text/html' }));
    await s3.send(new PutObjectCommand({ Bucket: bucket, Key: 'spices/prerendered.json', Body: JSON.stringify([...list, '/menu/Gone-Dish']) }));
    const published = await publishLivePages(bucketTarget({ bucket, routingFunction }, { s3, cloudFront }), rendererDir);
    expect(published.removed).toEqual(['/menu/Gone-Dish']);
    const gone = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: 'spices/menu/Gone-Dish/index.html' }));
    expect(gone.Metadata?.[notFoundStatusMetadata.key]).toBe(notFoundStatusMetadata.value);
    expect(gone.CacheControl).toBe('no-cache');
    expect(await text('spices/menu/Gone-Dish/index.html')).not.toContain('Gone Dish');
    expect(JSON.parse(await text('spices/prerendered.json'))).not.toContain('/menu/Gone-Dish');
    expect(cloudFrontApi.commandCalls(UpdateFunctionCommand)).toHaveLength(2);
    expect(routedCode()).not.toContain('Gone-Dish');
  });

  it('leaves the routing function alone when the list is the same', async () => {
    await publishLivePages(bucketTarget({ bucket, routingFunction }, { s3, cloudFront }), rendererDir);
    expect(cloudFrontApi.commandCalls(UpdateFunctionCommand)).toHaveLength(2);
  });
});
