/**
 * The order of a photo's confirmation (functions/src/catalogue/use-cases/menu-photos.ts;
 * docs/business-rules.md#menu-photos): every rendition is written before the dish names the photo,
 * a failure on the way leaves the dish as it was and removes what was written, and nothing after the
 * photo is on the dish can fail the call. Storage and pixels are stubbed, so each failure can be made to happen.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DishImage } from '../../../functions/src/catalogue/contract/catalogue.ts';
import { photoMessages } from '../../../functions/src/catalogue/contract/menu-photo-limits.ts';

const dish = vi.hoisted(() => ({ images: [] as DishImage[], gone: false }));
const storage = vi.hoisted(() => ({
  getDishPartition: vi.fn(),
  setDishImages: vi.fn(),
  headUpload: vi.fn(),
  readUpload: vi.fn(),
  deleteUpload: vi.fn(),
  putRenditions: vi.fn(),
  deleteRenditions: vi.fn(),
}));

vi.mock('../../../functions/src/catalogue/store/dish.ts', () => ({ getDishPartition: storage.getDishPartition, setDishImages: storage.setDishImages }));
vi.mock('../../../functions/src/platform/media/media.ts', () => ({
  headUpload: storage.headUpload,
  readUpload: storage.readUpload,
  deleteUpload: storage.deleteUpload,
  putRenditions: storage.putRenditions,
  deleteRenditions: storage.deleteRenditions,
}));
vi.mock('../../../functions/src/platform/config/telemetry.ts', () => ({ logger: () => ({ info: vi.fn(), warn: vi.fn() }) }));
vi.mock('../../../functions/src/catalogue/rules/photo-renditions.ts', () => ({
  makePhotoRenditions: vi.fn(async (dishId: string) => ({
    hash: '0123456789abcdef',
    width: 1200,
    height: 900,
    blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH',
    image: `media/dishes/${dishId}/0123456789abcdef-960.webp`,
    renditions: [320, 960].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        path: `media/dishes/${dishId}/0123456789abcdef-${width}.${format}`,
        format,
        width,
        contentType: `image/${format}`,
        body: Buffer.alloc(1),
      })),
    ),
  })),
}));

const { addDishPhoto } = await import('../../../functions/src/catalogue/use-cases/menu-photos.ts');

const uploadId = '01J8Z6Q1S2T3V4W5X6Y7Z8A9BC';
const art = { image: 'Images/dishes/akara-1.0123abcd-960.webp', blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH' };
const added = 'media/dishes/akara/0123456789abcdef-960.webp';
const written = ['320.avif', '320.webp', '960.avif', '960.webp'].map((name) => `media/dishes/akara/0123456789abcdef-${name}`);

beforeEach(() => {
  vi.clearAllMocks();
  dish.images = [art];
  dish.gone = false;
  storage.getDishPartition.mockImplementation(async () =>
    dish.gone ? undefined : { dish: { id: 'akara', images: dish.images }, prices: [], ingredients: [] },
  );
  storage.setDishImages.mockImplementation(async (_id: string, _seen: DishImage[], images: DishImage[]) => {
    dish.images = images;
    return { version: 5 };
  });
  storage.headUpload.mockResolvedValue({ size: 1000, dishId: 'akara', ownerId: 'owner-1' });
  storage.readUpload.mockResolvedValue(new Uint8Array(1000));
  storage.deleteUpload.mockResolvedValue(undefined);
  storage.putRenditions.mockResolvedValue(undefined);
  storage.deleteRenditions.mockResolvedValue(undefined);
});

describe('addDishPhoto', () => {
  it('writes every rendition before the dish names the photo, then removes the upload', async () => {
    const order: string[] = [];
    storage.putRenditions.mockImplementation(async () => void order.push('renditions'));
    storage.setDishImages.mockImplementation(async (_id: string, _seen: DishImage[], images: DishImage[]) => {
      order.push('dish');
      dish.images = images;
      return { version: 5 };
    });
    storage.deleteUpload.mockImplementation(async () => void order.push('upload removed'));
    const answer = await addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1');
    expect(order).toEqual(['renditions', 'dish', 'upload removed']);
    expect(answer).toEqual({ dishId: 'akara', images: [{ image: added, blurHash: art.blurHash }, art], version: 5 });
  });

  it('attaches nothing when a rendition cannot be written, and removes the ones that were', async () => {
    storage.putRenditions.mockRejectedValue(new Error('S3 is down'));
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toThrow('S3 is down');
    expect(storage.setDishImages).not.toHaveBeenCalled();
    expect(storage.deleteRenditions).toHaveBeenCalledWith(written);
    expect(dish.images).toEqual([art]);
  });

  it('removes the renditions when the dish cannot take the photo: its photos kept changing (409), or it is gone (404)', async () => {
    storage.setDishImages.mockResolvedValue('changed');
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toMatchObject({ code: 'CONFLICT' });
    expect(storage.deleteRenditions).toHaveBeenCalledWith(written);

    vi.clearAllMocks();
    storage.putRenditions.mockImplementation(async () => {
      dish.gone = true;
    });
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(storage.deleteRenditions).toHaveBeenCalledWith(written);
  });

  it('keeps the renditions after a failure when the dish already names that photo (the same file added before)', async () => {
    dish.images = [{ image: added, blurHash: art.blurHash }, art];
    storage.setDishImages.mockRejectedValue(new Error('DynamoDB is down'));
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toThrow('DynamoDB is down');
    expect(storage.deleteRenditions).not.toHaveBeenCalled();
  });

  it('answers 200 once the photo is on the dish, even when the upload cannot be removed after', async () => {
    storage.deleteUpload.mockRejectedValue(new Error('S3 is slow'));
    const answer = await addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1');
    expect(answer.images[0]!.image).toBe(added);
  });

  it('refuses another owner’s upload (403) and one for another dish (400) before reading or removing it', async () => {
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-2')).rejects.toMatchObject({ code: 'FORBIDDEN', message: photoMessages.otherOwner });
    storage.headUpload.mockResolvedValue({ size: 1000, dishId: 'jollof-rice', ownerId: 'owner-1' });
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toMatchObject({ code: 'VALIDATION', message: photoMessages.otherDish });
    storage.headUpload.mockResolvedValue({ size: 1000, dishId: undefined, ownerId: undefined });
    await expect(addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1')).rejects.toMatchObject({ code: 'VALIDATION', message: photoMessages.notUploaded });
    expect(storage.readUpload).not.toHaveBeenCalled();
    expect(storage.deleteUpload).not.toHaveBeenCalled();
  });

  it('removes the renditions of the oldest photo pushed off the list by the new one', async () => {
    dish.images = Array.from({ length: 12 }, (_, i) => ({ image: `media/dishes/akara/${String(i).padStart(16, 'a')}-960.webp`, blurHash: art.blurHash }));
    await addDishPhoto({ dishId: 'akara' }, uploadId, 'owner-1');
    expect(storage.deleteRenditions).toHaveBeenCalledWith(expect.arrayContaining([`media/dishes/akara/${'11'.padStart(16, 'a')}-960.avif`]));
  });
});
