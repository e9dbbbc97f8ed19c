/**
 * The media bucket (docs/architecture.md#media): owners' uploads under uploads/ (presigned POSTs,
 * expired by the bucket after a day), the renditions the shop makes, under spices/media/, which
 * CloudFront serves as /spices/media/* (locally the local host does, from s3rver), and the owner's
 * large exports under exports/ (a presigned GET for a few minutes; expired by the bucket after a
 * day). Every S3 call of the shop is here; no other file spells a key.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { env } from '../config/env.ts';

/** Where uploads wait for their renditions (the bucket's lifecycle rule removes them after a day). */
export const uploadsPrefix = 'uploads/';
/** The renditions' keys: the site path under spices/, as CloudFront asks for /spices/media/<…>. */
export const mediaKeyPrefix = 'spices/media/';
/** Where large exports wait for their download (the bucket's lifecycle rule removes them after a day). */
export const exportsPrefix = 'exports/';
export const exportKey = (exportId: string, fileName: string) => `${exportsPrefix}${exportId}/${fileName}`;
/** Renditions are named by their content: a browser or CloudFront may keep them for good. */
export const renditionCacheControl = 'public, max-age=31536000, immutable';

export const uploadKey = (uploadId: string) => `${uploadsPrefix}${uploadId}`;
/** A rendition's key from its site-relative path (media/dishes/…). */
export const mediaKey = (sitePath: `media/${string}`) => `spices/${sitePath}`;

let client: S3Client | undefined;

function s3(): S3Client {
  if (!client) {
    const { AWS_REGION, MEDIA_BUCKET_REGION, S3_ENDPOINT } = env();
    client = new S3Client({
      // The bucket is in us-east-1 beside CloudFront; the functions may run elsewhere.
      region: MEDIA_BUCKET_REGION ?? AWS_REGION,
      // s3rver (or LocalStack) off AWS: one host, the bucket in the path.
      ...(S3_ENDPOINT ? { endpoint: S3_ENDPOINT, forcePathStyle: true } : {}),
    });
  }
  return client;
}

function bucket(): string {
  const name = env().MEDIA_BUCKET;
  if (!name) throw new Error('MEDIA_BUCKET is not set: this function has no media bucket.');
  return name;
}

/** A missing key: 404, or 403 where the function may not list the bucket (S3 then hides whether a key exists). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.$metadata.httpStatusCode === 404 || error.$metadata.httpStatusCode === 403);
}

/**
 * The metadata S3 keeps with an upload (`x-amz-meta-*`), as the presigned POST's policy fixes it: the
 * dish and the owner the upload was signed for, so its confirmation is bound to both.
 */
const uploadMetadata = { dishId: 'dish', ownerId: 'owner' } as const;

/**
 * A presigned POST for one upload: only this key, only this content type, 1 byte to `maxBytes`
 * (S3 refuses anything else before it stores a byte), usable for `expiresInSeconds`, and stored with
 * the dish and the owner it is for as its metadata (the policy holds the form to those values too).
 */
export async function presignUpload(input: {
  uploadId: string;
  dishId: string;
  ownerId: string;
  contentType: string;
  maxBytes: number;
  expiresInSeconds: number;
}): Promise<{ url: string; fields: Record<string, string> }> {
  return createPresignedPost(s3(), {
    Bucket: bucket(),
    Key: uploadKey(input.uploadId),
    Conditions: [
      ['content-length-range', 1, input.maxBytes],
      ['eq', '$Content-Type', input.contentType],
    ],
    // Every field is also an exact condition of the policy (createPresignedPost adds one per field).
    Fields: {
      'Content-Type': input.contentType,
      [`x-amz-meta-${uploadMetadata.dishId}`]: input.dishId,
      [`x-amz-meta-${uploadMetadata.ownerId}`]: input.ownerId,
    },
    Expires: input.expiresInSeconds,
  });
}

/** What S3 knows of an upload before its bytes are read: its size and the dish and owner it was signed for. */
export type UploadHead = { size: number; dishId: string | undefined; ownerId: string | undefined };

/** The upload's size and binding ('missing' when nothing was uploaded, or it expired). */
export async function headUpload(uploadId: string): Promise<UploadHead | 'missing'> {
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: bucket(), Key: uploadKey(uploadId) }));
    return { size: head.ContentLength ?? 0, dishId: head.Metadata?.[uploadMetadata.dishId], ownerId: head.Metadata?.[uploadMetadata.ownerId] };
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

/** The uploaded bytes, 'missing' when nothing was uploaded (or it expired), 'too-large' past `maxBytes` (read no further). */
export async function readUpload(uploadId: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: uploadKey(uploadId) }));
    if (!object.Body) return 'missing';
    if ((object.ContentLength ?? 0) > maxBytes) {
      // Not read: the connection goes with the stream.
      (object.Body as { destroy?: () => void }).destroy?.();
      return 'too-large';
    }
    const bytes = await object.Body.transformToByteArray();
    // The object may have been replaced since its size was read.
    return bytes.byteLength > maxBytes ? 'too-large' : bytes;
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

export async function deleteUpload(uploadId: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: uploadKey(uploadId) }));
}

/**
 * Writes renditions, each with its type and a cache that never asks again. All are tried; when any
 * fails, the error is thrown once every write has settled (the caller removes what may have been written).
 */
export async function putRenditions(renditions: readonly { path: `media/${string}`; contentType: string; body: Uint8Array }[]): Promise<void> {
  const results = await Promise.allSettled(
    renditions.map((rendition) =>
      s3().send(
        new PutObjectCommand({
          Bucket: bucket(),
          Key: mediaKey(rendition.path),
          Body: rendition.body,
          ContentType: rendition.contentType,
          CacheControl: renditionCacheControl,
        }),
      ),
    ),
  );
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

/** Removes renditions (a key that is not there is no error, as S3 answers). */
export async function deleteRenditions(paths: readonly `media/${string}`[]): Promise<void> {
  await Promise.all(paths.map((path) => s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: mediaKey(path) }))));
}

/** One media object as CloudFront would serve it (the local host's /spices/media/*); undefined when there is none. */
export async function getMediaObject(
  sitePath: `media/${string}`,
): Promise<{ body: Uint8Array; contentType: string; cacheControl: string; etag?: string } | undefined> {
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: bucket(), Key: mediaKey(sitePath) }));
    if (!object.Body) return undefined;
    return {
      body: await object.Body.transformToByteArray(),
      contentType: object.ContentType ?? 'application/octet-stream',
      cacheControl: object.CacheControl ?? renditionCacheControl,
      ...(object.ETag ? { etag: object.ETag } : {}),
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Writes an export's file under exports/ (private: only a presigned link reads it). */
export async function putExport(key: string, body: string, contentType: string): Promise<void> {
  if (!key.startsWith(exportsPrefix)) throw new Error(`An export's key is under ${exportsPrefix}: ${key}`);
  await s3().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType }));
}

type PresignableRequest = {
  headers: Record<string, string>;
  protocol: string;
  hostname: string;
  port?: number;
  path: string;
  query: Record<string, string | string[] | null>;
};
type Presigner = {
  presign(
    request: PresignableRequest,
    options: { expiresIn: number; signingDate?: Date; unsignableHeaders?: Set<string>; signingRegion?: string; signingService?: string },
  ): Promise<PresignableRequest>;
};

const rfc3986 = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * A presigned GET of an export, saved under `fileName` (S3 answers it as an attachment), usable for `expiresInSeconds`
 * from `signedAt`, and signed with the function's own rights (its role may read exports/ and nothing else). As
 * @aws-sdk/s3-request-presigner does: the request the client would send, stopped before it is signed, then signed
 * into its query string by the client's own SigV4 signer.
 */
export async function presignExportDownload(input: { key: string; fileName: string; expiresInSeconds: number; signedAt?: Date }): Promise<string> {
  const client = s3();
  const region = await client.config.region();
  const signer = (await client.config.signer()) as unknown as Presigner;
  const command = new GetObjectCommand({
    Bucket: bucket(),
    Key: input.key,
    ResponseContentDisposition: `attachment; filename="${input.fileName}"`,
    ResponseContentType: 'text/csv; charset=utf-8',
  });
  let url: string | undefined;
  const presign: Parameters<typeof command.middlewareStack.addRelativeTo>[0] = () => async (args: unknown) => {
    const request = (args as { request: PresignableRequest }).request;
    // Retry and user-agent headers mean nothing in a link (and the user agent would tell too much).
    for (const header of ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent']) delete request.headers[header];
    request.headers['x-amz-content-sha256'] = 'UNSIGNED-PAYLOAD';
    const signed = await signer.presign(request, {
      expiresIn: input.expiresInSeconds,
      signingRegion: region,
      signingService: 's3',
      unsignableHeaders: new Set(['content-type']),
      ...(input.signedAt ? { signingDate: input.signedAt } : {}),
    });
    const query = Object.entries(signed.query)
      .flatMap(([name, value]) => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, value]]))
      .map(([name, value]) => (value === null || value === undefined ? rfc3986(String(name)) : `${rfc3986(String(name))}=${rfc3986(String(value))}`))
      .join('&');
    url = `${signed.protocol}//${signed.hostname}${signed.port ? `:${signed.port}` : ''}${signed.path}?${query}`;
    // Nothing is sent: the answer is made up, as the presigner's is.
    return { response: {}, output: { $metadata: {} } as never };
  };
  command.middlewareStack.addRelativeTo(presign, { name: 'presignExportDownload', relation: 'before', toMiddleware: 'awsAuthMiddleware', override: true });
  await client.send(command);
  if (!url) throw new Error('The export link was not signed');
  return url;
}
