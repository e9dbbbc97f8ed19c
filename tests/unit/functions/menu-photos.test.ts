import { crc32, deflateSync } from 'node:zlib';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { photoFileProblem, photoLimits, photoMessages } from '../../../functions/src/catalogue/contract/menu-photo-limits.ts';
import { AppError } from '../../../functions/src/platform/errors.ts';
import { photoAltRequestSchema } from '../../../functions/src/catalogue/contract/menu-photos.ts';
import {
  photoHash,
  renditionPath,
  renditionPathsOf,
  renditionWidths,
  withFirstPhoto,
  withoutPhoto,
  withPhotoAlt,
  withPhotoAt,
} from '../../../functions/src/catalogue/rules/menu-photos.ts';
import { makePhotoRenditions, photoHeaderProblem } from '../../../functions/src/catalogue/rules/photo-renditions.ts';
import { mediaUploadOrigin } from '../../../infra/constructs/media.ts';

describe('photoFileProblem', () => {
  it('takes JPEG, PNG, WebP and AVIF files of 1 byte to 10 MB', () => {
    for (const contentType of ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'IMAGE/JPEG']) {
      expect(photoFileProblem({ contentType, size: 1 }), contentType).toBeUndefined();
    }
    expect(photoFileProblem({ contentType: 'image/png', size: photoLimits.maxBytes })).toBeUndefined();
  });

  it('refuses other types, empty files and files over 10 MB, saying why', () => {
    for (const contentType of ['image/gif', 'image/svg+xml', 'image/heic', 'application/pdf', 'text/plain', '']) {
      expect(photoFileProblem({ contentType, size: 1000 }), contentType).toEqual({ field: 'contentType', message: photoMessages.notAPhoto });
    }
    expect(photoFileProblem({ contentType: 'image/jpeg', size: 0 })).toEqual({ field: 'size', message: photoMessages.notAPhoto });
    expect(photoFileProblem({ contentType: 'image/jpeg', size: 1.5 })).toEqual({ field: 'size', message: photoMessages.notAPhoto });
    expect(photoFileProblem({ contentType: 'image/jpeg', size: photoLimits.maxBytes + 1 })).toEqual({ field: 'size', message: 'Photos can be at most 10 MB.' });
  });
});

describe('renditionWidths', () => {
  it('makes 320, 480, 640 and 960 px from a photo at least 960 px wide', () => {
    expect(renditionWidths(4032)).toEqual([320, 480, 640, 960]);
    expect(renditionWidths(960)).toEqual([320, 480, 640, 960]);
  });

  it('never makes a photo wider than it is: the photo’s own width is the widest', () => {
    expect(renditionWidths(700)).toEqual([320, 480, 640, 700]);
    expect(renditionWidths(480)).toEqual([320, 480]);
    expect(renditionWidths(200)).toEqual([200]);
  });
});

describe('rendition names', () => {
  it('are site paths under media/dishes/<dishId>/, named by a hash of the photo’s bytes', () => {
    const hash = photoHash(new Uint8Array([1, 2, 3]));
    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    expect(photoHash(new Uint8Array([1, 2, 3]))).toBe(hash);
    expect(photoHash(new Uint8Array([1, 2, 4]))).not.toBe(hash);
    expect(renditionPath('jollof-rice', hash, 480, 'avif')).toBe(`media/dishes/jollof-rice/${hash}-480.avif`);
  });
});

describe('withFirstPhoto', () => {
  const photo = (n: number) => ({ image: `media/dishes/akara/${String(n).padStart(16, '0')}-960.webp`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH' });

  it('puts the new photo first and keeps the others in order', () => {
    expect(withFirstPhoto([photo(1), photo(2)], photo(3))).toEqual([photo(3), photo(1), photo(2)]);
  });

  it('moves a photo sent again to the front instead of listing it twice', () => {
    expect(withFirstPhoto([photo(1), photo(2)], photo(2))).toEqual([photo(2), photo(1)]);
  });

  it('keeps the alt text of a photo sent again', () => {
    expect(withFirstPhoto([photo(1), { ...photo(2), alt: 'Akara on a plate' }], photo(2))).toEqual([{ ...photo(2), alt: 'Akara on a plate' }, photo(1)]);
  });

  it('keeps the newest photos up to the limit', () => {
    const many = Array.from({ length: photoLimits.photosPerDish }, (_, i) => photo(i));
    const next = withFirstPhoto(many, photo(99));
    expect(next).toHaveLength(photoLimits.photosPerDish);
    expect(next[0]).toEqual(photo(99));
    expect(next).not.toContainEqual(photo(photoLimits.photosPerDish - 1));
  });
});

describe('the owner’s photo tools', () => {
  const photo = (n: number) => ({ image: `media/dishes/akara/${String(n).padStart(16, '0')}-960.webp`, blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH' });
  const three = [photo(1), photo(2), photo(3)];

  it('removes one photo and keeps the others in order', () => {
    expect(withoutPhoto(three, photo(2).image)).toEqual([photo(1), photo(3)]);
    expect(withoutPhoto([photo(1)], photo(1).image)).toEqual([]);
  });

  it('moves one photo to a place (0 is the menu card’s), the others keeping their order; past the end is last', () => {
    expect(withPhotoAt(three, photo(3).image, 0)).toEqual([photo(3), photo(1), photo(2)]);
    expect(withPhotoAt(three, photo(1).image, 1)).toEqual([photo(2), photo(1), photo(3)]);
    expect(withPhotoAt(three, photo(1).image, 11)).toEqual([photo(2), photo(3), photo(1)]);
    expect(withPhotoAt(three, photo(2).image, 1)).toEqual(three);
  });

  it('sets one photo’s alt text, and removes it when empty', () => {
    const described = withPhotoAlt(three, photo(2).image, 'Akara, golden, with pepper sauce');
    expect(described).toEqual([photo(1), { ...photo(2), alt: 'Akara, golden, with pepper sauce' }, photo(3)]);
    expect(withPhotoAlt(described, photo(2).image, '')).toEqual(three);
  });

  it('answers 404 for a photo the dish does not have', () => {
    for (const change of [
      () => withoutPhoto(three, 'media/dishes/akara/x.webp'),
      () => withPhotoAt(three, 'nope', 0),
      () => withPhotoAlt(three, 'nope', 'x'),
    ]) {
      expect(change).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: photoMessages.noSuchPhoto }));
    }
  });

  it('finds every rendition of an uploaded photo of this dish, and none of the drawn art or another dish’s', () => {
    const hash = 'abcdef0123456789';
    expect(renditionPathsOf('akara', `media/dishes/akara/${hash}-960.webp`)).toEqual(
      [320, 480, 640, 960].flatMap((width) => [`media/dishes/akara/${hash}-${width}.avif`, `media/dishes/akara/${hash}-${width}.webp`]),
    );
    expect(renditionPathsOf('akara', `media/dishes/akara/${hash}-700.webp`)).toHaveLength(8);
    expect(renditionPathsOf('akara', `media/dishes/jollof-rice/${hash}-960.webp`)).toEqual([]);
    expect(renditionPathsOf('akara', 'Images/dishes/akara-1.0123abcd-960.webp')).toEqual([]);
  });

  it('takes an alt text of at most 150 characters on one line, tidied; an empty one removes it', () => {
    const image = photo(1).image;
    expect(photoAltRequestSchema.parse({ image, alt: '  Akara,   golden  ' })).toEqual({ image, alt: 'Akara, golden' });
    expect(photoAltRequestSchema.parse({ image, alt: '   ' })).toEqual({ image, alt: '' });
    expect(photoAltRequestSchema.parse({ image, alt: 'x'.repeat(150) }).alt).toHaveLength(150);
    expect(photoAltRequestSchema.safeParse({ image, alt: 'x'.repeat(151) }).error?.issues[0]?.message).toBe(photoMessages.altTooLong);
    expect(photoAltRequestSchema.safeParse({ image, alt: 'Akara\non a plate' }).error?.issues[0]?.message).toBe(photoMessages.altOneLine);
  });
});

describe('photoHeaderProblem', () => {
  it('takes a photo up to the pixel cap whose longer side is at most 4 times its shorter', () => {
    expect(photoHeaderProblem({ format: 'jpeg', width: 4032, height: 3024 })).toBeUndefined();
    expect(photoHeaderProblem({ format: 'png', width: 4000, height: 1000 })).toBeUndefined();
    expect(photoHeaderProblem({ format: 'webp', width: 1000, height: 4000 })).toBeUndefined();
    const side = Math.floor(Math.sqrt(photoLimits.maxPixels));
    expect(photoHeaderProblem({ format: 'jpeg', width: side, height: side })).toBeUndefined();
  });

  it('refuses a long phone screenshot (1080×20000) and a panorama past 4:1 for their shape', () => {
    expect(photoHeaderProblem({ format: 'png', width: 1080, height: 20_000 })).toBe(photoMessages.badShape);
    expect(photoHeaderProblem({ format: 'jpeg', width: 4001, height: 1000 })).toBe(photoMessages.badShape);
  });

  it('refuses too many pixels, and what is not a photo', () => {
    const side = Math.floor(Math.sqrt(photoLimits.maxPixels)) + 1;
    expect(photoHeaderProblem({ format: 'jpeg', width: side, height: side })).toBe(photoMessages.tooManyPixels);
    expect(photoHeaderProblem({ format: 'gif', width: 10, height: 10 })).toBe(photoMessages.notAPhoto);
    expect(photoHeaderProblem({ format: 'jpeg', width: 0, height: 10 })).toBe(photoMessages.notAPhoto);
  });
});

/** A PNG that claims a size but holds one row of pixels: enough for a reader that looks before it decodes. */
function pngClaiming(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return new Uint8Array(
    Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 4))),
      chunk('IEND', Buffer.alloc(0)),
    ]),
  );
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('makePhotoRenditions', () => {
  it('makes AVIF and WebP at each width of a small PNG, keeps its transparency, and sums it up in a blurhash', async () => {
    const png = await sharp({ create: { width: 500, height: 250, channels: 4, background: { r: 200, g: 80, b: 40, alpha: 0.5 } } })
      .png()
      .toBuffer();
    const photo = await makePhotoRenditions('akara', png);
    expect(photo.image).toBe(`media/dishes/akara/${photoHash(png)}-500.webp`);
    expect(photo.renditions.map((r) => `${r.width}.${r.format}`)).toEqual(['320.avif', '320.webp', '480.avif', '480.webp', '500.avif', '500.webp']);
    for (const rendition of photo.renditions) {
      const metadata = await sharp(rendition.body).metadata();
      expect([metadata.format, metadata.width, metadata.height, metadata.hasAlpha]).toEqual([
        rendition.format === 'avif' ? 'heif' : 'webp',
        rendition.width,
        rendition.width / 2,
        true,
      ]);
      expect(rendition.contentType).toBe(`image/${rendition.format}`);
    }
    expect(isBlurhashValid(photo.blurHash).result).toBe(true);
  });

  it('refuses what is not a JPEG, PNG, WebP or AVIF photo: words, a GIF, an SVG, a broken JPEG', async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } })
      .gif()
      .toBuffer();
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const files = [
      new TextEncoder().encode('just words'),
      gif,
      new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      jpeg.subarray(0, jpeg.length / 2),
      new Uint8Array(0),
    ];
    for (const file of files) {
      const error = await refusal(makePhotoRenditions('akara', file));
      expect([error.code, error.message]).toEqual(['VALIDATION', photoMessages.notAPhoto]);
    }
  });

  it('refuses a photo of more pixels than the cap before it decodes it', async () => {
    const side = Math.ceil(Math.sqrt(photoLimits.maxPixels)) + 1;
    const error = await refusal(makePhotoRenditions('akara', pngClaiming(side * 2, side)));
    expect([error.code, error.message]).toEqual(['VALIDATION', photoMessages.tooManyPixels]);
  });

  it('refuses a tall screenshot (1080×20000) for its shape with a 400, never an encoder’s error', async () => {
    const tall = await sharp({ create: { width: 1080, height: 20_000, channels: 3, background: '#eee' } })
      .png()
      .toBuffer();
    const error = await refusal(makePhotoRenditions('akara', tall));
    expect([error.code, error.message, error.details]).toEqual([
      'VALIDATION',
      photoMessages.badShape,
      [{ path: 'body.uploadId', message: photoMessages.badShape }],
    ]);
  });

  it('makes a photo at the widest shape it takes (4:1) into renditions at every width', async () => {
    const wide = await sharp({ create: { width: 4000, height: 1000, channels: 3, background: '#c8502a' } })
      .jpeg()
      .toBuffer();
    const photo = await makePhotoRenditions('akara', wide);
    expect(photo.renditions.map((r) => r.width)).toEqual([320, 320, 480, 480, 640, 640, 960, 960]);
    expect(await sharp(photo.renditions.at(-1)!.body).metadata()).toMatchObject({ width: 960, height: 240 });
  });

  it('turns a sideways JPEG upright while shrinking it on load', async () => {
    const sideways = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: '#3d7a3a' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const photo = await makePhotoRenditions('akara', sideways);
    expect([photo.width, photo.height]).toEqual([1000, 2000]);
    expect(await sharp(photo.renditions.at(-1)!.body).metadata()).toMatchObject({ width: 960, height: 1920 });
  });
});

describe('the presigned upload', () => {
  it('goes to the media bucket’s us-east-1 endpoint, which the CSP lets fetches reach, with the policy’s limits', async () => {
    const bucket = 'spices-production-media-123456789012';
    // Stubbed for this test only (vi.unstubAllEnvs below), as the Lambda environment would set them.
    const stubs = {
      TABLE_NAME: 'spices-unit',
      AWS_REGION: 'eu-west-1',
      MEDIA_BUCKET: bucket,
      MEDIA_BUCKET_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
      AWS_SECRET_ACCESS_KEY: 'example',
      // In AWS there is no S3_ENDPOINT (npm test passes the local stack's s3rver to every test).
      S3_ENDPOINT: undefined,
    };
    for (const [name, value] of Object.entries(stubs)) vi.stubEnv(name, value);
    onTestFinished(() => void vi.unstubAllEnvs());
    const { presignUpload } = await import('../../../functions/src/platform/media/media.ts');
    const { url, fields } = await presignUpload({
      uploadId: '01J8Z6Q1S2T3V4W5X6Y7Z8A9BC',
      dishId: 'akara',
      ownerId: '01J8Z6Q1S2T3V4W5X6Y7Z8OWNR',
      contentType: 'image/png',
      maxBytes: photoLimits.maxBytes,
      expiresInSeconds: 600,
    });
    expect(new URL(url).origin).toBe(mediaUploadOrigin(bucket));
    expect(fields).toMatchObject({
      key: 'uploads/01J8Z6Q1S2T3V4W5X6Y7Z8A9BC',
      'Content-Type': 'image/png',
      'x-amz-meta-dish': 'akara',
      'x-amz-meta-owner': '01J8Z6Q1S2T3V4W5X6Y7Z8OWNR',
    });
    expect(fields['X-Amz-Credential']).toMatch(/\/us-east-1\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, photoLimits.maxBytes],
        ['eq', '$Content-Type', 'image/png'],
        // The upload is bound to its dish and owner: S3 refuses a form with other values.
        { 'x-amz-meta-dish': 'akara' },
        { 'x-amz-meta-owner': '01J8Z6Q1S2T3V4W5X6Y7Z8OWNR' },
      ]),
    );
  });
});
