/**
 * The local S3's check of a browser's POST upload (functions/local/s3-post-policy.ts;
 * docs/decisions.md#the-local-s3-checks-presigned-posts): a form made from a presigned POST as the
 * shop signs it passes; unsigned, tampered, expired, oversized or padded forms are refused as S3 refuses them.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { describe, expect, it } from 'vitest';
import { checkPostUpload, parseMultipart, type FormPart } from '../../../functions/local/s3-post-policy.ts';

const secret = 'local-secret';
const client = new S3Client({
  region: 'us-east-1',
  endpoint: 'http://127.0.0.1:1',
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: secret },
});

async function presigned(overrides: { key?: string; expires?: number } = {}) {
  return createPresignedPost(client, {
    Bucket: 'spices-media',
    Key: overrides.key ?? 'uploads/01J8Z6Q1S2T3V4W5X6Y7Z8A9BC',
    Conditions: [
      ['content-length-range', 1, 1000],
      ['eq', '$Content-Type', 'image/jpeg'],
    ],
    Fields: { 'Content-Type': 'image/jpeg', 'x-amz-meta-dish': 'akara', 'x-amz-meta-owner': 'owner-1' },
    Expires: overrides.expires ?? 600,
  });
}

const partsOf = (fields: Record<string, string>, file: Buffer = Buffer.alloc(500, 1)): FormPart[] => [
  ...Object.entries(fields).map(([name, value]) => ({ name, body: Buffer.from(value) })),
  { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', body: file },
];

const check = (parts: FormPart[], now = new Date()) =>
  checkPostUpload({ bucket: 'spices-media', parts, now, secretOf: (id) => (id === 'local' ? secret : undefined), keyPrefix: 'uploads/' });

describe('checkPostUpload', () => {
  it('lets a form made from the shop’s presigned POST through', async () => {
    const { fields } = await presigned();
    expect(check(partsOf(fields))).toBeUndefined();
  });

  it('refuses a form with no policy or signature (anonymous), with a wrong signature, or signed by an unknown key', async () => {
    const { fields } = await presigned();
    expect(check(partsOf({ key: 'uploads/x', 'Content-Type': 'text/html' }))).toMatchObject({ status: 403, code: 'AccessDenied' });
    expect(check(partsOf({ ...fields, 'X-Amz-Signature': '0'.repeat(64) }))).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' });
    const forged = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    forged.conditions.push(['starts-with', '$key', '']);
    expect(check(partsOf({ ...fields, Policy: Buffer.from(JSON.stringify(forged)).toString('base64') }))).toMatchObject({
      status: 403,
      code: 'SignatureDoesNotMatch',
    });
    expect(check(partsOf({ ...fields, 'X-Amz-Credential': fields['X-Amz-Credential']!.replace(/^local\//, 'someone/') }))).toMatchObject({
      status: 403,
    });
  });

  it('holds the form to the policy: the key, the content type, the dish and owner it was signed for', async () => {
    const { fields } = await presigned();
    for (const tampered of [
      { key: 'spices/media/dishes/akara/evil.webp' },
      { 'Content-Type': 'text/html' },
      { 'x-amz-meta-dish': 'jollof-rice' },
      { 'x-amz-meta-owner': 'owner-2' },
    ] as Record<string, string>[]) {
      expect(check(partsOf({ ...fields, ...tampered })), JSON.stringify(tampered)).toMatchObject({ status: 403, code: 'AccessDenied' });
    }
  });

  it('refuses fields the policy does not name (a Content-Disposition, a redirect)', async () => {
    const { fields } = await presigned();
    expect(check(partsOf({ ...fields, 'Content-Disposition': 'inline' }))).toMatchObject({ status: 403, message: expect.stringMatching(/Extra input fields/) });
    expect(check(partsOf({ ...fields, success_action_redirect: 'https://example.com' }))).toMatchObject({ status: 403 });
  });

  it('refuses a file outside the content-length-range, and a form without a file', async () => {
    const { fields } = await presigned();
    expect(check(partsOf(fields, Buffer.alloc(1001)))).toMatchObject({ status: 400, code: 'EntityTooLarge' });
    expect(check(partsOf(fields, Buffer.alloc(0)))).toMatchObject({ status: 400, code: 'EntityTooSmall' });
    expect(check(partsOf(fields).slice(0, -1))).toMatchObject({ status: 400, code: 'InvalidArgument' });
  });

  it('refuses an expired policy', async () => {
    const { fields } = await presigned({ expires: 600 });
    expect(check(partsOf(fields), new Date(Date.now() + 601_000))).toMatchObject({
      status: 403,
      code: 'AccessDenied',
      message: expect.stringMatching(/expired/),
    });
  });

  it('refuses a key outside uploads/ even when signed for it (the signer may only put there)', async () => {
    const { fields } = await presigned({ key: 'spices/media/dishes/akara/page.html' });
    expect(check(partsOf(fields))).toMatchObject({ status: 403, code: 'AccessDenied' });
  });
});

describe('parseMultipart', () => {
  it('reads the fields and the file of a browser’s form, bytes as sent', async () => {
    const form = new FormData();
    form.append('key', 'uploads/x');
    form.append('file', new Blob([new Uint8Array([0, 255, 13, 10, 45, 45])], { type: 'image/jpeg' }), 'photo.jpg');
    const request = new Request('http://localhost/', { method: 'POST', body: form });
    const parts = parseMultipart(request.headers.get('content-type') ?? undefined, Buffer.from(await request.arrayBuffer()));
    expect(parts?.map((part) => [part.name, part.filename, part.contentType, [...part.body]])).toEqual([
      ['key', undefined, undefined, [...Buffer.from('uploads/x')]],
      ['file', 'photo.jpg', 'image/jpeg', [0, 255, 13, 10, 45, 45]],
    ]);
  });

  it('answers undefined for what is not multipart/form-data', () => {
    expect(parseMultipart('text/plain', Buffer.from('hello'))).toBeUndefined();
    expect(parseMultipart('multipart/form-data; boundary=x', Buffer.from('no delimiter here'))).toBeUndefined();
  });
});
