/**
 * Menu photos (docs/business-rules.md#menu-photos), second step: after the browser has sent the file
 * straight to the media bucket (menu-photo-uploads.ts), the shop makes its renditions and blurhash
 * and puts it first among the dish's photos. The size is checked again here on the stored object
 * (S3 holds the presigned POST to its policy; s3rver, locally, keeps none), and the content by decoding it.
 */
import { logger } from '../config/telemetry.ts';
import type { DishImage } from '../contracts/catalogue.ts';
import type { DishPhotos } from '../contracts/menu-photos.ts';
import { photoLimits, photoMessages } from '../contracts/menu-photo-limits.ts';
import { getDishPartition, setDishImages } from '../data/dish.ts';
import { deleteUpload, putRenditions, readUpload } from '../data/media.ts';
import { conflict, validationError } from '../domain/errors.ts';
import { noSuchDish, photoDishId, withFirstPhoto } from '../domain/menu-photos.ts';
import { makePhotoRenditions } from '../domain/photo-renditions.ts';

/** Puts the photo first among the dish's, over the dish as read; an edit saved in between is read again (a few times at most). */
async function putFirstPhoto(dishId: string, photo: DishImage): Promise<DishImage[]> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const partition = await getDishPartition(dishId);
    if (!partition) throw noSuchDish();
    const images = withFirstPhoto(partition.dish.images, photo);
    if (await setDishImages(partition.dish, images)) return images;
  }
  throw conflict('The dish kept changing while the photo was added. Please try again.');
}

/**
 * POST /owner/menu/dishes/{dishId}/photos: the upload becomes AVIF and WebP renditions and a
 * blurhash, and the dish's first photo. The upload is removed whether it was a photo or not.
 */
export async function addDishPhoto(pathParameters: Record<string, string>, uploadId: string): Promise<DishPhotos> {
  const dishId = photoDishId(pathParameters);
  if (!(await getDishPartition(dishId))) throw noSuchDish();
  const upload = await readUpload(uploadId, photoLimits.maxBytes);
  if (upload === 'missing') throw validationError(photoMessages.notUploaded, [{ path: 'body.uploadId', message: photoMessages.notUploaded }]);
  if (upload === 'too-large') {
    await deleteUpload(uploadId);
    throw validationError(photoMessages.tooLarge, [{ path: 'body.uploadId', message: photoMessages.tooLarge }]);
  }
  const photo = await makePhotoRenditions(dishId, upload).catch(async (error: unknown) => {
    await deleteUpload(uploadId);
    throw error;
  });
  await putRenditions(photo.renditions);
  const images = await putFirstPhoto(dishId, { image: photo.image, blurHash: photo.blurHash });
  await deleteUpload(uploadId);
  logger().info('Menu photo added', { dishId, image: photo.image, width: photo.width, height: photo.height, renditions: photo.renditions.length });
  return { dishId, images };
}
