/**
 * The media bucket on this machine: s3rver (an S3 emulator from the npm registry) serving the same
 * S3 API the functions use in AWS (presigned POSTs included), with the bucket's CORS rule for the
 * shop's pages, behind a small front on the S3 port that checks what s3rver does not
 * (docs/decisions.md#the-local-s3-checks-presigned-posts): a browser's POST upload must carry a valid
 * SigV4 signature over a policy it meets (./s3-post-policy.ts), an export is read only by a valid,
 * unexpired presigned link (./s3-presigned-get.ts), and a browser may do nothing else
 * (s3rver lets unsigned requests through, and a web page can POST a form anywhere). Its data is kept
 * in .local-data/s3 for `npm start` and in a temporary folder for tests.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as forward, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import s3rverAccount from 's3rver/lib/models/account.js';
import { exportsPrefix, uploadsPrefix } from '../src/platform/media/media.ts';
import { freePort } from './ports.ts';
import { checkPostUpload, parseMultipart, type PostRefusal } from './s3-post-policy.ts';
import { checkPresignedGet } from './s3-presigned-get.ts';

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

/** The origins the bucket's CORS rule allows (above): a refusal is readable by the page that sent the upload. */
const allowedOrigin = /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/;

/** The largest form POST read: above any policy's content-length-range the shop signs (10 MB) and its fields. */
export const maxPostBytes = 16 * 1024 * 1024;

/** An S3 error as S3 answers it: XML, with the CORS headers the page needs to read it. */
function sendS3Error(request: IncomingMessage, response: ServerResponse, refusal: PostRefusal) {
  const origin = request.headers.origin;
  const escape = (text: string) => text.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${refusal.code}</Code><Message>${escape(refusal.message)}</Message></Error>`;
  response.writeHead(refusal.status, {
    'content-type': 'application/xml',
    'content-length': Buffer.byteLength(body),
    'x-content-type-options': 'nosniff',
    ...(origin && allowedOrigin.test(origin) ? { 'access-control-allow-origin': origin, vary: 'Origin' } : {}),
    connection: 'close',
  });
  response.end(body);
}

/** The request's body, or undefined past `limit` bytes (reading stops there). */
function readBody(request: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        request.pause();
        resolve(undefined);
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Passes the request on to s3rver as it came (`body`: already read), and its answer back, marked nosniff. */
function pass(request: IncomingMessage, response: ServerResponse, target: number, body?: Buffer) {
  const { expect: _expect, ...headers } = request.headers;
  const upstream = forward(
    {
      host: '127.0.0.1',
      port: target,
      method: request.method,
      path: request.url,
      headers: body ? { ...headers, 'content-length': String(body.length) } : headers,
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-content-type-options': 'nosniff' });
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (!response.headersSent) response.writeHead(502);
    response.end();
  });
  if (body) upstream.end(body);
  else request.pipe(upstream);
}

/**
 * The front of s3rver on the S3 port. A browser (its requests carry `Origin`) may only ask CORS's
 * preflight and POST an upload form to the bucket, whose signature and policy are checked first; the
 * functions' own calls (signed by the SDK, without `Origin`) pass as they are. Unsigned writes are refused.
 */
function s3Front(options: { bucket: string; target: number; secretOf: (accessKeyId: string) => string | undefined }): Server {
  return createServer((request, response) => {
    const method = request.method ?? 'GET';
    const path = (request.url ?? '/').split('?')[0]!;
    const fromBrowser = request.headers.origin !== undefined;
    const signed = request.headers.authorization !== undefined || /[?&]X-Amz-Signature=/i.test(request.url ?? '');
    if (method === 'OPTIONS') return pass(request, response, options.target);
    const formPost = method === 'POST' && (path === `/${options.bucket}` || path === `/${options.bucket}/`) && !signed;
    if (formPost) {
      void readBody(request, maxPostBytes).then(
        (body) => {
          if (!body)
            return sendS3Error(request, response, { status: 400, code: 'EntityTooLarge', message: 'Your proposed upload exceeds the maximum allowed size.' });
          const parts = parseMultipart(request.headers['content-type'], body);
          const refusal = parts
            ? checkPostUpload({ bucket: options.bucket, parts, now: new Date(), secretOf: options.secretOf, keyPrefix: uploadsPrefix })
            : { status: 400, code: 'MalformedPOSTRequest', message: 'The body of your POST request is not well-formed multipart/form-data.' };
          if (refusal) return sendS3Error(request, response, refusal);
          pass(request, response, options.target, body);
        },
        () => response.destroy(),
      );
      return;
    }
    // An export is read only by its presigned link (a browser follows it from the API's 303), checked as S3 checks it.
    if ((method === 'GET' || method === 'HEAD') && path.startsWith(`/${options.bucket}/${exportsPrefix}`)) {
      const refusal = checkPresignedGet({
        method,
        path,
        query: (request.url ?? '').split('?')[1] ?? '',
        host: request.headers.host ?? '',
        now: new Date(),
        secretOf: options.secretOf,
      });
      return refusal ? sendS3Error(request, response, refusal) : pass(request, response, options.target);
    }
    if (fromBrowser || (!signed && method !== 'GET' && method !== 'HEAD')) {
      return sendS3Error(request, response, { status: 403, code: 'AccessDenied', message: 'Access Denied' });
    }
    pass(request, response, options.target);
  });
}

/**
 * Starts s3rver on a free port with the media bucket, and its front on `port`. s3rver checks SigV2
 * request signatures only, so the key pair the functions sign with (the local stack's
 * AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY) is made known to it and to the front.
 */
export async function startS3Local(options: { port: number; dataDir?: string; accessKeyId: string; secretAccessKey: string }): Promise<RunningS3> {
  const directory = options.dataDir ?? mkdtempSync(join(tmpdir(), 'spices-s3-'));
  mkdirSync(directory, { recursive: true });
  s3rverAccount.DUMMY_ACCOUNT.createKeyPair(options.accessKeyId, options.secretAccessKey);
  const target = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port: target,
    directory,
    silent: true,
    configureBuckets: [{ name: localMediaBucket, configs: [corsConfiguration] }],
  });
  await server.run();
  const front = s3Front({
    bucket: localMediaBucket,
    target,
    secretOf: (accessKeyId) => (accessKeyId === options.accessKeyId ? options.secretAccessKey : undefined),
  });
  await new Promise<void>((resolve, reject) => {
    front.once('error', reject);
    front.listen(options.port, '127.0.0.1', () => resolve());
  });
  return {
    endpoint: `http://127.0.0.1:${options.port}`,
    bucket: localMediaBucket,
    stop: async () => {
      await new Promise<void>((resolve) => {
        front.close(() => resolve());
        front.closeAllConnections();
      });
      await server.close();
      if (!options.dataDir) rmSync(directory, { recursive: true, force: true });
    },
  };
}
