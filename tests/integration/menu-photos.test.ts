/**
 * Menu photos over HTTP against the local host and s3rver (docs/business-rules.md#menu-photos): the
 * owner asks for a presigned upload, posts the file to the media bucket as a browser would, and asks
 * for its renditions; the dish's first image is then the new photo, served under /spices/media/.
 * Refusals (shape, pixels, content, another dish's or owner's upload) attach nothing and leave no
 * rendition; the owner removes, moves and describes photos; the local bucket checks a POST's policy,
 * and the local host serves media only as pictures (docs/decisions.md#the-local-s3-checks-presigned-posts).
 */
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dish, MenuDish } from '@functions/catalogue/contract/catalogue';
import { errorBodySchema } from '@functions/platform/contract/error';
import { ownerMenuSchema, type EditableDish, type OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { photoLimits, photoMessages } from '@functions/catalogue/contract/menu-photo-limits';
import { dishPhotosSchema, photoUploadTicketSchema, type DishPhotos, type PhotoUploadTicket } from '@functions/catalogue/contract/menu-photos';
import { photoHash, renditionPath, renditionPathsOf } from '../../functions/src/catalogue/rules/menu-photos.ts';
import { localMediaBucket } from '../../functions/local/s3-local.ts';
import { call, shopOrigin, type Customer } from '../fixtures/api.ts';
import { addTestDish, removeTestDish, type TestDish } from '../fixtures/menu-table.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let otherOwner: Customer;
let testDish: TestDish;
let otherDish: TestDish;
const uploadsPath = (dishId = testDish.dish.id) => `/owner/menu/dishes/${dishId}/photos/uploads`;
const photosPath = (dishId = testDish.dish.id) => `/owner/menu/dishes/${dishId}/photos`;

/** The media bucket as the functions reach it (a signed SDK call, as only a process on this machine can make). */
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: process.env.S3_ENDPOINT,
  forcePathStyle: true,
  credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
});

beforeAll(async () => {
  [{ owner }, { owner: otherOwner }, testDish, otherDish] = await Promise.all([signedInOwner(), signedInOwner('Kojo Mensah'), addTestDish(), addTestDish()]);
}, 60_000);

afterAll(async () => {
  await Promise.all([testDish, otherDish].filter(Boolean).map((dish) => removeTestDish(dish)));
});

async function ticketFor(contentType: string, size: number, { who = owner, dishId = testDish.dish.id } = {}): Promise<PhotoUploadTicket> {
  const answer = await who.call('POST', uploadsPath(dishId), { json: { contentType, size } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return photoUploadTicketSchema.parse(answer.body);
}

/** A photo-like JPEG (or PNG) of this size, different for each `seed`, so each is a new photo. */
async function photoOf(width: number, height: number, seed: number, format: 'jpeg' | 'png' = 'jpeg'): Promise<Uint8Array<ArrayBuffer>> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#c8502a"/><circle cx="${(seed * 97) % width}" cy="50%" r="${Math.min(width, height) / 3}" fill="#f3c24b"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg({ quality: 85 })).toBuffer());
}

/** The whole way of a photo: ticket, upload, confirmation; answers the confirmation. */
async function addPhoto(bytes: Uint8Array<ArrayBuffer>, contentType = 'image/jpeg', dishId = testDish.dish.id) {
  const ticket = await ticketFor(contentType, bytes.byteLength, { dishId });
  expect(await upload(ticket, bytes, contentType)).toBe(204);
  return { ticket, answer: await owner.call('POST', photosPath(dishId), { json: { uploadId: ticket.uploadId } }) };
}

async function addedPhotos(bytes: Uint8Array<ArrayBuffer>, contentType = 'image/jpeg'): Promise<DishPhotos> {
  const { answer } = await addPhoto(bytes, contentType);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return dishPhotosSchema.parse(answer.body);
}

/** The dish as the owner's editor reads it. */
async function editorDish(dishId = testDish.dish.id): Promise<OwnerMenuDish> {
  const menu = ownerMenuSchema.parse((await owner.call('GET', '/owner/menu')).body);
  return menu.dishes.find((dish) => dish.id === dishId)!;
}

/** No rendition of this photo is in the bucket (asked through the shop's /spices/media/). */
async function expectNoRenditions(bytes: Uint8Array, dishId = testDish.dish.id) {
  for (const path of renditionPathsOf(dishId, renditionPath(dishId, photoHash(bytes), 960, 'webp'))) {
    expect((await media(path)).status, path).toBe(404);
  }
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

  it('refuses a file over 10 MB at the bucket (the POST policy), and checks the stored size itself too', async () => {
    const ticket = await ticketFor('image/jpeg', 1000);
    expect(await upload(ticket, new Uint8Array(photoLimits.maxBytes + 1), 'image/jpeg')).toBe(400);
    // Stored anyway (as only a signed call can): the confirmation reads the size before the bytes.
    await s3.send(
      new PutObjectCommand({
        Bucket: localMediaBucket,
        Key: ticket.fields.key,
        Body: new Uint8Array(photoLimits.maxBytes + 1),
        ContentType: 'image/jpeg',
        Metadata: { dish: testDish.dish.id, owner: ticket.fields['x-amz-meta-owner']! },
      }),
    );
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

describe('a photo the shop refuses is never attached', () => {
  it('answers a tall screenshot (1080×20000) with 400, not 500: nothing attached, no rendition, the upload gone', async () => {
    const before = await editorDish();
    const tall = new Uint8Array(
      await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: '#eeeeee' } })
        .png()
        .toBuffer(),
    );
    const { ticket, answer } = await addPhoto(tall, 'image/png');
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error).toMatchObject({
      code: 'VALIDATION',
      message: photoMessages.badShape,
      details: [{ path: 'body.uploadId', message: photoMessages.badShape }],
    });
    await expectNoRenditions(tall);
    expect(await editorDish()).toEqual(before);
    const again = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(errorBodySchema.parse(again.body).error.message).toBe(photoMessages.notUploaded);
  }, 60_000);

  it('refuses a panorama past 4:1 for its shape, and takes one at exactly 4:1', async () => {
    const wide = await photoOf(4010, 1000, 1);
    const refused = (await addPhoto(wide)).answer;
    expect(refused.status).toBe(400);
    expect(errorBodySchema.parse(refused.body).error.message).toBe(photoMessages.badShape);
    await expectNoRenditions(wide);

    const taken = await addedPhotos(await photoOf(4000, 1000, 2));
    expect(taken.images[0]!.image).toMatch(/-960\.webp$/);
  }, 60_000);

  it('leaves the dish as it was when the file breaks while it decodes (a JPEG cut short): 400, no rendition, version unchanged', async () => {
    const before = await editorDish();
    const whole = await photoOf(1600, 1200, 3);
    const cut = whole.slice(0, Math.floor(whole.byteLength * 0.6));
    const { answer } = await addPhoto(cut);
    expect(answer.status).toBe(400);
    expect(errorBodySchema.parse(answer.body).error.message).toBe(photoMessages.notAPhoto);
    await expectNoRenditions(cut);
    expect(await editorDish()).toEqual(before);
  }, 60_000);
});

describe('an upload is bound to the dish and the owner it was signed for', () => {
  it('refuses it for another dish (400) and by another owner (403), touching nothing; its own dish and owner still take it', async () => {
    const bytes = await photoOf(800, 600, 4);
    const ticket = await ticketFor('image/jpeg', bytes.byteLength);
    expect(await upload(ticket, bytes, 'image/jpeg')).toBe(204);
    const otherBefore = await editorDish(otherDish.dish.id);

    const forOtherDish = await owner.call('POST', photosPath(otherDish.dish.id), { json: { uploadId: ticket.uploadId } });
    expect(forOtherDish.status).toBe(400);
    expect(errorBodySchema.parse(forOtherDish.body).error).toMatchObject({ code: 'VALIDATION', message: photoMessages.otherDish });
    const byOtherOwner = await otherOwner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(byOtherOwner.status).toBe(403);
    expect(errorBodySchema.parse(byOtherOwner.body).error).toMatchObject({ code: 'FORBIDDEN', message: photoMessages.otherOwner });
    const both = await otherOwner.call('POST', photosPath(otherDish.dish.id), { json: { uploadId: ticket.uploadId } });
    expect(both.status).toBe(403);
    expect(await editorDish(otherDish.dish.id)).toEqual(otherBefore);
    await expectNoRenditions(bytes);
    await expectNoRenditions(bytes, otherDish.dish.id);

    const mine = await owner.call('POST', photosPath(), { json: { uploadId: ticket.uploadId } });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(dishPhotosSchema.parse(mine.body).images[0]!.image).toBe(renditionPath(testDish.dish.id, photoHash(bytes), 800, 'webp'));
  }, 60_000);

  it('cannot be rebound in the form: the bucket refuses a form whose dish or owner is not the signed one', async () => {
    const bytes = await photoOf(640, 480, 5);
    const ticket = await ticketFor('image/jpeg', bytes.byteLength);
    for (const field of ['x-amz-meta-dish', 'x-amz-meta-owner']) {
      const status = await upload({ ...ticket, fields: { ...ticket.fields, [field]: 'someone-else' } }, bytes, 'image/jpeg');
      expect(status, field).toBe(403);
    }
  });
});

describe('the owner’s photo tools', () => {
  it('move a photo (the first is the menu card’s), describe it, and remove it with its renditions; each raises the dish’s version', async () => {
    const first = await photoOf(1200, 900, 6);
    const second = await photoOf(1200, 900, 7);
    await addedPhotos(first);
    const added = await addedPhotos(second);
    const [newest, older] = added.images;
    expect(older!.image).toBe(renditionPath(testDish.dish.id, photoHash(first), 960, 'webp'));

    // The older photo becomes the menu card's.
    const moved = await owner.call('PUT', `${photosPath()}/position`, { json: { image: older!.image, position: 0 } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = dishPhotosSchema.parse(moved.body);
    expect(afterMove.images.slice(0, 2)).toEqual([older, newest]);
    expect(afterMove.version).toBe(added.version + 1);

    const described = await owner.call('PUT', `${photosPath()}/alt`, { json: { image: older!.image, alt: '  Akara,  golden, with pepper sauce ' } });
    expect(described.status).toBe(200);
    const afterAlt = dishPhotosSchema.parse(described.body);
    expect(afterAlt.images[0]).toEqual({ ...older, alt: 'Akara, golden, with pepper sauce' });
    expect(afterAlt.version).toBe(added.version + 2);

    // The shop follows at its next read: the card's photo and alt, the dish page's photos.
    const menu = await call<MenuDish[]>('GET', '/dishes');
    expect(menu.body.find((dish) => dish.id === testDish.dish.id)).toMatchObject({ image: older!.image, imageAlt: 'Akara, golden, with pepper sauce' });
    const page = await call<Dish>('POST', '/dishes/dish', { json: { id: testDish.dish.id } });
    expect(page.body.images.slice(0, 2)).toEqual(afterAlt.images.slice(0, 2));

    const removed = await owner.call('DELETE', `${photosPath()}?image=${encodeURIComponent(newest!.image)}`);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    const afterRemove = dishPhotosSchema.parse(removed.body);
    expect(afterRemove.images.map((photo) => photo.image)).not.toContain(newest!.image);
    expect(afterRemove.images[0]).toEqual(afterAlt.images[0]);
    expect(afterRemove.version).toBe(added.version + 3);
    await expectNoRenditions(second);
    // The other photo's renditions stay.
    expect((await media(older!.image)).status).toBe(200);

    // A removed photo is gone: removing, moving or describing it again is a 404.
    expect((await owner.call('DELETE', `${photosPath()}?image=${encodeURIComponent(newest!.image)}`)).status).toBe(404);
    expect((await owner.call('PUT', `${photosPath()}/position`, { json: { image: newest!.image, position: 0 } })).status).toBe(404);
    expect((await owner.call('PUT', `${photosPath()}/alt`, { json: { image: newest!.image, alt: 'x' } })).status).toBe(404);
  }, 90_000);

  it('removes the drawn art from the dish without touching the site’s files, and an empty alt removes the description', async () => {
    const art = testDish.dish.images[0]!.image;
    const photos = dishPhotosSchema.parse((await owner.call('PUT', `${photosPath()}/alt`, { json: { image: art, alt: 'Drawn akara' } })).body);
    expect(photos.images.find((photo) => photo.image === art)?.alt).toBe('Drawn akara');
    const cleared = dishPhotosSchema.parse((await owner.call('PUT', `${photosPath()}/alt`, { json: { image: art, alt: '' } })).body);
    expect(cleared.images.find((photo) => photo.image === art)).toEqual(testDish.dish.images[0]);

    const removed = await owner.call('DELETE', `${photosPath()}?image=${encodeURIComponent(art)}`);
    expect(removed.status).toBe(200);
    expect(dishPhotosSchema.parse(removed.body).images.map((photo) => photo.image)).not.toContain(art);
    expect((await fetch(`${shopOrigin}/spices/${art}`)).status).toBe(200);
  });

  it('refuses bad input with 400: an alt over 150 characters or on two lines, a place past the list’s limit, an unknown query', async () => {
    const image = testDish.dish.images[0]!.image;
    for (const [method, path, json, field] of [
      ['PUT', `${photosPath()}/alt`, { image, alt: 'x'.repeat(151) }, 'body.alt'],
      ['PUT', `${photosPath()}/alt`, { image, alt: 'one\ntwo' }, 'body.alt'],
      ['PUT', `${photosPath()}/position`, { image, position: photoLimits.photosPerDish }, 'body.position'],
      ['PUT', `${photosPath()}/position`, { image, position: -1 }, 'body.position'],
    ] as const) {
      const answer = await owner.call(method, path, { json });
      expect(answer.status, JSON.stringify(json)).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.details?.[0]?.path).toBe(field);
    }
    expect((await owner.call('DELETE', `${photosPath()}?image=${encodeURIComponent(image)}&all=true`)).status).toBe(400);
    expect((await owner.call('DELETE', photosPath())).status).toBe(400);
  });

  it('answers 404 for a dish not on the menu', async () => {
    expect((await owner.call('PUT', `${photosPath('no-such-dish')}/alt`, { json: { image: 'x', alt: 'y' } })).status).toBe(404);
    expect((await owner.call('DELETE', `${photosPath('no-such-dish')}?image=x`)).status).toBe(404);
  });

  it('keeps every change when photo calls meet: two photos added at once and a move meanwhile', async () => {
    const [one, two] = await Promise.all([photoOf(700, 500, 8), photoOf(700, 500, 9)]);
    const tickets = await Promise.all([ticketFor('image/jpeg', one.byteLength), ticketFor('image/jpeg', two.byteLength)]);
    expect(await Promise.all([upload(tickets[0], one, 'image/jpeg'), upload(tickets[1], two, 'image/jpeg')])).toEqual([204, 204]);
    const before = await editorDish();
    const last = before.images.at(-1)!;
    const answers = await Promise.all([
      owner.call('POST', photosPath(), { json: { uploadId: tickets[0].uploadId } }),
      owner.call('POST', photosPath(), { json: { uploadId: tickets[1].uploadId } }),
      owner.call('PUT', `${photosPath()}/position`, { json: { image: last.image, position: 0 } }),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const after = await editorDish();
    const images = after.images.map((photo) => photo.image);
    expect(images).toEqual(
      expect.arrayContaining([
        renditionPath(testDish.dish.id, photoHash(one), 700, 'webp'),
        renditionPath(testDish.dish.id, photoHash(two), 700, 'webp'),
        last.image,
      ]),
    );
    expect(after.version).toBe(before.version + 3);
  }, 90_000);

  it('raise the dish’s version, so an editor holding the dish as read before gets a 409 instead of saving it back', async () => {
    const read = await editorDish();
    await addedPhotos(await photoOf(900, 700, 10));
    const { id: _id, position: _p, images: _i, startingPrice: _s, soldOut: _so, version, sizes, extras, ...rest } = read;
    const dish: EditableDish = {
      ...rest,
      sizes: sizes.map(({ id: _sizeId, ...size }) => size),
      extras: extras.map(({ soldOut: _extraSoldOut, ...extra }) => ({ ...extra, allergens: extra.allergens as EditableDish['allergens'] })),
      allergens: rest.allergens as EditableDish['allergens'],
      dietLabels: rest.dietLabels as EditableDish['dietLabels'],
      description: 'Saved from an old read.',
    };
    const stale = await owner.call('PUT', `/owner/menu/dishes/${testDish.dish.id}`, { json: { ...dish, version } });
    expect(stale.status).toBe(409);
    expect((await editorDish()).description).toBe(read.description);
  }, 60_000);
});

describe('the local media bucket and the local host', () => {
  const evilKey = 'spices/media/dishes/akara/0123456789abcdef-960.webp';

  it('refuses a forged POST (no signature, text/html) with 403, as S3 does, and stores nothing', async () => {
    const form = new FormData();
    form.append('key', evilKey);
    form.append('Content-Type', 'text/html');
    form.append('file', new Blob(['<script>alert(document.cookie)</script>'], { type: 'text/html' }), 'x.html');
    const response = await fetch(`${process.env.S3_ENDPOINT}/${localMediaBucket}`, { method: 'POST', body: form, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect(await response.text()).toMatch(/<Code>AccessDenied<\/Code>/);
    expect((await media(evilKey.replace(/^spices\//, ''))).status).toBe(404);
  });

  it('refuses a signed POST whose form was changed to text/html or another key', async () => {
    const bytes = await photoOf(320, 240, 11);
    const ticket = await ticketFor('image/jpeg', bytes.byteLength);
    expect(await upload({ ...ticket, fields: { ...ticket.fields, 'Content-Type': 'text/html' } }, bytes, 'text/html')).toBe(403);
    expect(await upload({ ...ticket, fields: { ...ticket.fields, key: evilKey } }, bytes, 'image/jpeg')).toBe(403);
    expect(await upload({ ...ticket, fields: { ...ticket.fields, success_action_redirect: 'https://evil.example' } }, bytes, 'image/jpeg')).toBe(403);
  });

  it('lets a browser do nothing else there: a PUT or a DELETE from a page is refused', async () => {
    for (const method of ['PUT', 'DELETE']) {
      const response = await fetch(`${process.env.S3_ENDPOINT}/${localMediaBucket}/${evilKey}`, {
        method,
        body: method === 'PUT' ? '<p>x</p>' : undefined,
        headers: { origin: 'https://evil.example' },
      });
      expect(response.status, method).toBe(403);
    }
  });

  it('serves media only with the type its extension names, nosniff, whatever was stored; .html and other types are 404', async () => {
    const stored = async (key: string) =>
      s3.send(new PutObjectCommand({ Bucket: localMediaBucket, Key: key, Body: '<script>alert(1)</script>', ContentType: 'text/html' }));
    await stored(evilKey);
    await stored('spices/media/dishes/akara/page.html');
    await stored('spices/media/dishes/akara/page.svg');

    const webp = await media(evilKey.replace(/^spices\//, ''));
    expect(webp.status).toBe(200);
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect(webp.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['media/dishes/akara/page.html', 'media/dishes/akara/page.svg', 'media/dishes/akara/page.constructor']) {
      const response = await media(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toMatch(/html|svg/);
    }
  });
});
