/**
 * Menu photos (docs/business-rules.md#menu-photos), after the browser has sent the file straight to
 * the media bucket (menu-photo-uploads.ts): the shop checks the upload was signed for this dish and
 * owner, makes its renditions and blurhash, writes them all, and only then puts the photo first among
 * the dish's photos (menu-photo-edits.ts `changePhotos`, which raises the dish's version); any failure
 * on the way leaves the dish as it was and removes what was written.
 */
import { logger } from '../../platform/config/telemetry.ts';
import type { DishPhotos } from '../contract/menu-photos.ts';
import { photoLimits, photoMessages } from '../contract/menu-photo-limits.ts';
import { getDishPartition } from '../store/dish.ts';
import { deleteRenditions, deleteUpload, headUpload, putRenditions, readUpload } from '../../platform/media/media.ts';
import { forbidden, validationError } from '../../platform/errors.ts';
import { noSuchDish, photoDishId, withFirstPhoto } from '../rules/menu-photos.ts';
import { makePhotoRenditions, type PhotoRenditions } from '../rules/photo-renditions.ts';
import { changePhotos, removeRenditionsOf, type PhotosChange } from './menu-photo-edits.ts';

const uploadRefusal = (message: string) => validationError(message, [{ path: 'body.uploadId', message }]);

/**
 * After a failure past the renditions' writes: removes them, unless the dish names that photo (the
 * same photo added before, or by a call that won meanwhile: its names are the same).
 */
async function cleanUp(dishId: string, photo: PhotoRenditions): Promise<void> {
  const partition = await getDishPartition(dishId, { consistent: true }).catch(() => undefined);
  if (partition?.dish.images.some((image) => image.image === photo.image)) return;
  await deleteRenditions(photo.renditions.map((rendition) => rendition.path)).catch((error: unknown) =>
    logger().warn('Renditions of a failed photo left in the bucket', { dishId, image: photo.image, error }),
  );
}

/**
 * POST /owner/menu/dishes/{dishId}/photos: the upload (signed for this dish and this owner) becomes
 * AVIF and WebP renditions and a blurhash, all written, and then the dish's first photo. Refused
 * before anything is written: another owner's upload (403), one for another dish, missing or too
 * large, not a photo, too many pixels or too long and narrow (400). The upload is removed once used
 * or refused for its content; one refused for its binding stays for its own dish and owner.
 */
export async function addDishPhoto(pathParameters: Record<string, string>, uploadId: string, ownerId: string): Promise<DishPhotos> {
  const dishId = photoDishId(pathParameters);
  if (!(await getDishPartition(dishId))) throw noSuchDish();
  const head = await headUpload(uploadId);
  if (head === 'missing' || head.ownerId === undefined || head.dishId === undefined) throw uploadRefusal(photoMessages.notUploaded);
  if (head.ownerId !== ownerId) throw forbidden(photoMessages.otherOwner);
  if (head.dishId !== dishId) throw uploadRefusal(photoMessages.otherDish);

  const upload = head.size > photoLimits.maxBytes ? 'too-large' : await readUpload(uploadId, photoLimits.maxBytes);
  if (upload === 'missing') throw uploadRefusal(photoMessages.notUploaded);
  if (upload === 'too-large') {
    await deleteUpload(uploadId);
    throw uploadRefusal(photoMessages.tooLarge);
  }
  const photo = await makePhotoRenditions(dishId, upload).catch(async (error: unknown) => {
    await deleteUpload(uploadId);
    throw error;
  });

  let changed: PhotosChange;
  try {
    // Every rendition is in the bucket before the dish names the photo.
    await putRenditions(photo.renditions);
    changed = await changePhotos(dishId, (images) => withFirstPhoto(images, { image: photo.image, blurHash: photo.blurHash }));
  } catch (error) {
    await cleanUp(dishId, photo);
    throw error;
  }
  // The photo is on the dish: what follows cannot undo that, so it never fails the call (the bucket removes old uploads after a day).
  await deleteUpload(uploadId).catch((error: unknown) => logger().warn('Upload left in the bucket', { uploadId, error }));
  const dropped = changed.before.filter((image) => !changed.after.some((kept) => kept.image === image.image));
  await removeRenditionsOf(dishId, dropped);
  logger().info('Menu photo added', { dishId, image: photo.image, width: photo.width, height: photo.height, renditions: photo.renditions.length });
  return { dishId, images: changed.after, version: changed.version };
}
