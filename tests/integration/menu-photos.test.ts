/**
 * Menu photos over HTTP against the local host and s3rver (docs/business-rules.md#menu-photos): the
 * owner asks for a presigned upload, posts the file to the media bucket as a browser would, and asks
 * for its renditions; the dish's first image is then the new photo, served under /spices/media/.
 */
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish, MenuDish } from '@contracts/catalogue';
import { errorBodySchema } from '@contracts/error';
import { photoLimits, photoMessages } from '@contracts/menu-photo-limits';
import { dishPhotosSchema, photoUploadTicketSchema, type PhotoUploadTicket } from '@contracts/menu-photos';
import { photoHash, renditionPath } from '../../functions/src/domain/menu-photos.ts';
import { call, shopOrigin, type Customer } from '../fixtures/api.ts';
import { addTestDish, removeTestDish, type TestDish } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (data/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let testDish: TestDish;
const uploadsPath = () => `/owner/menu/dishes/${testDish.dish.id}/photos/uploads`;
const photosPath = () => `/owner/menu/dishes/${testDish.dish.id}/photos`;

beforeAll(async () => {
  [{ owner }, testDish] = await Promise.all([signedInOwner(), addTestDish()]);
}, 30_000);

afterAll(async () => {
  if (testDish) await removeTestDish(testDish);
});

async function ticketFor(contentType: string, size: number): Promise<PhotoUploadTicket> {
  const answer = await owner.call('POST', uploadsPath(), { json: { contentType, size } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return photoUploadTicketSchema.parse(answer.body);
}

/** What the browser does with the ticket: the fields, then the file, as multipart/form-data to the bucket. */
async function upload(ticket: PhotoUploadTicket, bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<number> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', new Blob([bytes], { type: contentType }), 'photo');
  const response = await fetch(ticket.url, { method: 'POST', body: form });
  await response.arrayBuffer();
  return response.status;
}

const media = (path: string) => fetch(`${shopOrigin}/spices/${path}`);

/** A 1280×960 JPEG photo stored sideways: its EXIF orientation (6) says to turn it a quarter right. */
async function sidewaysJpeg(): Promise<Uint8Array<ArrayBuffer>> {
  const stripes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="960"><rect width="1280" height="960" fill="#c8502a"/><rect width="640" height="960" fill="#f3c24b"/><circle cx="900" cy="480" r="200" fill="#3d7a3a"/></svg>`,
  );
  return new Uint8Array(
    await sharp(stripes)
      .jpeg({ quality: 85 })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Spices test', Artist: 'Efua Owusu' } } })
      .toBuffer(),
  );
}

describe('POST /owner/menu/dishes/{dishId}/photos/uploads', () => {
  it('answers a presigned POST for one upload: the key, the type and the policy, for 10 minutes', async () => {
    const before = Date.now();
    const ticket = await ticketFor('image/jpeg', 250_000);
    const after = Date.now();
    expect(ticket.fields).toMatchObject({ key: `uploads/${ticket.uploadId}`, 'Content-Type': 'image/jpeg' });
    const policy = JSON.parse(Buffer.from(ticket.fields.Policy!, 'base64').toString('utf8')) as { expiration: string; conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([['content-length-range', 1, photoLimits.maxBytes], ['eq', '$Content-Type', 'image/jpeg'], { key: `uploads/${ticket.uploadId}` }]),
    );
    // Ten minutes from when the ticket was made (within the request; the policy may keep whole seconds), however long that took.
    const expiration = Date.parse(policy.expiration);
    expect(expiration).toBeGreaterThanOrEqual(before + 10 * 60_000 - 1_000);
    expect(expiration).toBeLessThanOrEqual(after + 10 * 60_000 + 1_000);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF image, and anything over 10 MB, with the words the owner reads', async () => {
    for (const [contentType, size, message, path] of [
      ['application/pdf', 20_000, photoMessages.notAPhoto, 'body.contentType'],
      ['image/gif', 20_000, photoMessages.notAPhoto, 'body.contentType'],
      ['image/svg+xml', 2_000, photoMessages.notAPhoto, 'body.contentType'],
      ['image/jpeg', photoLimits.maxBytes + 1, photoMessages.tooLarge, 'body.size'],
      ['image/png', 0, photoMessages.notAPhoto, 'body.size'],
    ] as const) {
      const answer = await owner.call('POST', uploadsPath(), { json: { contentType, size } });
      expect(answer.status, contentType).toBe(400);
      expect(errorBodySchema.parse(answer.body).error).toMatchObject({ code: 'VALIDATION', message, details: [{ path, message }] });
    }
    expect(photoMessages.tooLarge).toBe('Photos can be at most 10 MB.');
  });

  it('answers 404 for a dish that is not on the menu, or an id that could not be one', async () => {
    for (const dishId of ['no-such-dish', 'Jollof-Rice', '..%2Fuploads', 'a%00b']) {
      const answer = await owner.call('POST', `/owner/menu/dishes/${dishId}/photos/uploads`, { json: { contentType: 'image/jpeg', size: 1000 } });
      expect(answer.status, dishId).toBe(404);
    }
  });
});

describe('POST /owner/menu/dishes/{dishId}/photos', () => {
  it('refuses a file that is not a photo (text sent as image/jpeg): 400, nothing written, the upload gone', async () => {
    const text = new TextEncoder().encode('Not a photo at all, only words.\n'.repeat(40));
    const ticket = await ticketFor('image/jpeg', text.byteLength);
    expect(await upload(ticket, text, 'image/jpeg')).toBe(204);

    const refused = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error).toMatchObject({ code: 'VALIDATION', message: photoMessages.notAPhoto });

    // No rendition under the names this upload would have had, the dish as it was, and the upload removed.
    for (const format of ['webp', 'avif'] as const) {
      expect((await media(renditionPath(testDish.dish.id, photoHash(text), 320, format))).status).toBe(404);
    }
    const menu = await call<MenuDish[]>('GET', '/dishes');
    expect(menu.body.find((dish) => dish.id === testDish.dish.id)?.image).toBe(testDish.dish.images[0]!.image);
    const again = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(again.status).toBe(400);
    expect(errorBodySchema.parse(again.body).error.message).toBe(photoMessages.notUploaded);
  });

  it('checks the stored size itself (the local S3 keeps no POST policy): a file over 10 MB is refused', async () => {
    const ticket = await ticketFor('image/jpeg', 1000);
    expect(await upload(ticket, new Uint8Array(photoLimits.maxBytes + 1), 'image/jpeg')).toBe(204);
    const refused = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error.message).toBe(photoMessages.tooLarge);
  });

  it('refuses an upload id that is not one, and one that was never uploaded', async () => {
    for (const uploadId of ['../dish-art', 'uploads/01J00000000000000000000000', '01j0000000000000000000000a']) {
      const answer = await owner.call('POST', photosPath(), { json: { uploadId } });
      expect(answer.status, uploadId).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.details).toEqual([{ path: 'body.uploadId', message: 'Must be an upload id' }]);
    }
    const never = await owner.call('POST', photosPath(), { json: { uploadId: '01J0000000000000000000000A' } });
    expect(never.status).toBe(400);
    expect(errorBodySchema.parse(never.body).error.message).toBe(photoMessages.notUploaded);
  });

  it('turns a JPEG into upright AVIF and WebP renditions at 320–960 px without metadata, and makes it the dish’s first image', async () => {
    const jpeg = await sidewaysJpeg();
    const ticket = await ticketFor('image/jpeg', jpeg.byteLength);
    expect(await upload(ticket, jpeg, 'image/jpeg')).toBe(204);

    const added = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const { images } = dishPhotosSchema.parse(added.body);
    const hash = photoHash(jpeg);
    expect(images[0]!.image).toBe(`media/dishes/${testDish.dish.id}/${hash}-960.webp`);
    expect(isBlurhashValid(images[0]!.blurHash).result).toBe(true);
    expect(images.slice(1)).toEqual(testDish.dish.images);

    for (const width of photoLimits.widths) {
      for (const [format, contentType, sharpFormat] of [
        ['webp', 'image/webp', 'webp'],
        ['avif', 'image/avif', 'heif'],
      ] as const) {
        const response = await media(renditionPath(testDish.dish.id, hash, width, format));
        expect(response.status, `${width} ${format}`).toBe(200);
        expect(response.headers.get('content-type')).toBe(contentType);
        expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        // Turned upright: the 1280×960 sideways photo is 960×1280, so each rendition is 3 wide by 4 high.
        expect([metadata.format, metadata.width, metadata.height], `${width} ${format}`).toEqual([sharpFormat, width, Math.round((width * 4) / 3)]);
        expect(metadata.exif, `${width} ${format}`).toBeUndefined();
      }
    }
    // Nothing wider than the photo's 960 px, and the upload is gone.
    expect((await media(renditionPath(testDish.dish.id, hash, 1280, 'webp'))).status).toBe(404);
    expect((await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } })).status).toBe(400);

    const menu = await call<MenuDish[]>('GET', '/dishes');
    expect(menu.body.find((dish) => dish.id === testDish.dish.id)).toMatchObject({ image: images[0]!.image, blurHash: images[0]!.blurHash });
    const dish = await call<Dish>('POST', '/dishes/dish', { json: { id: testDish.dish.id } });
    expect(dish.body.images[0]).toEqual(images[0]);
  }, 60_000);

  it('is the owner’s alone: 401 signed out, 403 for a customer, on both calls', async () => {
    const { customer } = await signedInCustomer();
    for (const [path, json] of [
      [uploadsPath(), { contentType: 'image/jpeg', size: 1000 }],
      [photosPath(), { uploadId: '01J0000000000000000000000A' }],
    ] as const) {
      expect((await call('POST', path, { json })).status, path).toBe(401);
      const refused = await customer.call('POST', path, { json });
      expect(refused.status, path).toBe(403);
      expect(errorBodySchema.parse(refused.body).error.code).toBe('FORBIDDEN');
    }
  });
});
