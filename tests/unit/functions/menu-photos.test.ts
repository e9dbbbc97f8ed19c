import { crc32, deflateSync } from 'node:zlib';
import { isBlurhashValid } from 'blurhash';
import sharp from 'sharp';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { photoFileProblem, photoLimits, photoMessages } from '../../../functions/src/contracts/menu-photo-limits.ts';
import { AppError } from '../../../functions/src/domain/errors.ts';
import { photoHash, renditionPath, renditionWidths, withFirstPhoto } from '../../../functions/src/domain/menu-photos.ts';
import { makePhotoRenditions } from '../../../functions/src/domain/photo-renditions.ts';
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

  it('keeps the newest photos up to the limit', () => {
    const many = Array.from({ length: photoLimits.photosPerDish }, (_, i) => photo(i));
    const next = withFirstPhoto(many, photo(99));
    expect(next).toHaveLength(photoLimits.photosPerDish);
    expect(next[0]).toEqual(photo(99));
    expect(next).not.toContainEqual(photo(photoLimits.photosPerDish - 1));
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

  it('refuses a photo of more than 100 megapixels before it decodes it', async () => {
    const error = await refusal(makePhotoRenditions('akara', pngClaiming(20_000, 6_000)));
    expect([error.code, error.message]).toEqual(['VALIDATION', photoMessages.tooManyPixels]);
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
    const { presignUpload } = await import('../../../functions/src/data/media.ts');
    const { url, fields } = await presignUpload({
      uploadId: '01J8Z6Q1S2T3V4W5X6Y7Z8A9BC',
      contentType: 'image/png',
      maxBytes: photoLimits.maxBytes,
      expiresInSeconds: 600,
    });
    expect(new URL(url).origin).toBe(mediaUploadOrigin(bucket));
    expect(fields).toMatchObject({ key: 'uploads/01J8Z6Q1S2T3V4W5X6Y7Z8A9BC', 'Content-Type': 'image/png' });
    expect(fields['X-Amz-Credential']).toMatch(/\/us-east-1\/s3\/aws4_request$/);
    const policy = JSON.parse(Buffer.from(fields.Policy!, 'base64').toString('utf8')) as { conditions: unknown[] };
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 1, photoLimits.maxBytes],
        ['eq', '$Content-Type', 'image/png'],
      ]),
    );
  });
});
