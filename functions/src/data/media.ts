/**
 * The media bucket (docs/architecture.md#media): owners' uploads under uploads/ (presigned POSTs,
 * expired by the bucket after a day) and the renditions the shop makes, under spices/media/, which
 * CloudFront serves as /spices/media/* (locally the local host does, from s3rver). Every S3 call
 * of the shop is here; no other file spells a key.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { env } from '../config/env.ts';

/** Where uploads wait for their renditions (the bucket's lifecycle rule removes them after a day). */
export const uploadsPrefix = 'uploads/';
/** The renditions' keys: the site path under spices/, as CloudFront asks for /spices/media/<…>. */
export const mediaKeyPrefix = 'spices/media/';
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
 * A presigned POST for one upload: only this key, only this content type, 1 byte to `maxBytes`
 * (S3 refuses anything else before it stores a byte), usable for `expiresInSeconds`.
 */
export async function presignUpload(input: {
  uploadId: string;
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
    Fields: { 'Content-Type': input.contentType },
    Expires: input.expiresInSeconds,
  });
}

/** The uploaded bytes, 'missing' when nothing was uploaded (or it expired), 'too-large' past `maxBytes` (read no further). */
export async function readUpload(uploadId: string, maxBytes: number): Promise<Uint8Array | 'missing' | 'too-large'> {
  const key = { Bucket: bucket(), Key: uploadKey(uploadId) };
  try {
    const head = await s3().send(new HeadObjectCommand(key));
    if ((head.ContentLength ?? 0) > maxBytes) return 'too-large';
    const object = await s3().send(new GetObjectCommand(key));
    if (!object.Body) return 'missing';
    const bytes = await object.Body.transformToByteArray();
    // The object may have been replaced between the two calls.
    return bytes.byteLength > maxBytes ? 'too-large' : bytes;
  } catch (error) {
    if (isMissing(error)) return 'missing';
    throw error;
  }
}

export async function deleteUpload(uploadId: string): Promise<void> {
  await s3().send(new DeleteObjectCommand({ Bucket: bucket(), Key: uploadKey(uploadId) }));
}

/** Writes renditions, each with its type and a cache that never asks again. */
export async function putRenditions(renditions: readonly { path: `media/${string}`; contentType: string; body: Uint8Array }[]): Promise<void> {
  await Promise.all(
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
