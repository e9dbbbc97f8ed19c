/**
 * The media bucket on this machine: s3rver (an S3 emulator from the npm registry) on its own port,
 * serving the same S3 API the functions use in AWS (presigned POSTs included), with the bucket's
 * CORS rule for the shop's pages. Its data is kept in .local-data/s3 for `npm start` and in a
 * temporary folder for tests.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';

/** The local media bucket's name (a deployed stage's is spices-<stage>-media-<account>). */
export const localMediaBucket = 'spices-media';

/** What S3's CORS rule allows in AWS (infra/stacks/web-stack.ts), for any local origin: the browser's POST of a photo. */
const corsConfiguration = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
  <CORSRule>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

export type RunningS3 = { endpoint: string; bucket: string; stop: () => Promise<void> };

/**
 * Starts s3rver on the port with the media bucket. It checks request signatures, so the key pair the
 * functions sign with (the local stack's AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) is made known to it.
 */
export async function startS3Local(options: { port: number; dataDir?: string; accessKeyId: string; secretAccessKey: string }): Promise<RunningS3> {
  const directory = options.dataDir ?? mkdtempSync(join(tmpdir(), 'spices-s3-'));
  mkdirSync(directory, { recursive: true });
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair(options.accessKeyId, options.secretAccessKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: options.port,
    directory,
    silent: true,
    configureBuckets: [{ name: localMediaBucket, configs: [corsConfiguration] }],
  });
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    bucket: localMediaBucket,
    stop: async () => {
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
