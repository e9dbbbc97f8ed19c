/**
 * Menu photos (docs/business-rules.md#menu-photos): the owner's changes to the photos a dish has:
 * remove one (its renditions leave the bucket), move one (the first is the menu card's) and describe
 * one (its alt text). Each change is written over the dish's photos as read, read again a few times
 * when another photo call changed them meanwhile, and raises the dish's version. Kept apart from the
 * renditions (menu-photos.ts), so these functions bundle no sharp.
 */
import { logger } from '../../platform/config/telemetry.ts';
import type { DishImage } from '../contract/catalogue.ts';
import type { DishPhotos, PhotoAltRequest, PhotoPositionRequest } from '../contract/menu-photos.ts';
import { getDishPartition, setDishImages } from '../store/dish.ts';
import { deleteRenditions } from '../../platform/media/media.ts';
import { conflict } from '../../platform/errors.ts';
import { noSuchDish, photoDishId, renditionPathsOf, withoutPhoto, withPhotoAlt, withPhotoAt } from '../rules/menu-photos.ts';

export type PhotosChange = { before: DishImage[]; after: DishImage[]; version: number };

/**
 * Changes the dish's photos as `change` says, over the photos as read (strongly consistent); when
 * they changed in between (another photo call), reads them again and applies the change to those, a
 * few times at most. `change` may throw (no such photo). Answers the photos before and after, and the
 * dish's version after the write.
 */
export async function changePhotos(dishId: string, change: (images: readonly DishImage[]) => DishImage[]): Promise<PhotosChange> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const partition = await getDishPartition(dishId, { consistent: true });
    if (!partition) throw noSuchDish();
    const before = partition.dish.images;
    const after = change(before);
    const written = await setDishImages(dishId, before, after);
    if (written !== 'changed') return { before, after, version: written.version };
  }
  throw conflict('The dish’s photos kept changing meanwhile. Please try again.');
}

/** The renditions of photos that left the dish, removed from the bucket; a failure is logged (the dish no longer names them). */
export async function removeRenditionsOf(dishId: string, images: readonly DishImage[]): Promise<void> {
  const paths = images.flatMap((photo) => renditionPathsOf(dishId, photo.image));
  if (paths.length === 0) return;
  await deleteRenditions(paths).catch((error: unknown) => logger().warn('Renditions left in the bucket', { dishId, paths, error }));
}

/** DELETE /owner/menu/dishes/{dishId}/photos?image=: the photo leaves the dish, and its renditions the bucket (404 when the dish has no such photo). */
export async function removeDishPhoto(pathParameters: Record<string, string>, image: string): Promise<DishPhotos> {
  const dishId = photoDishId(pathParameters);
  const changed = await changePhotos(dishId, (images) => withoutPhoto(images, image));
  await removeRenditionsOf(
    dishId,
    changed.before.filter((photo) => photo.image === image),
  );
  logger().info('Menu photo removed', { dishId, image });
  return { dishId, images: changed.after, version: changed.version };
}

/** PUT /owner/menu/dishes/{dishId}/photos/position: the photo moves to `position` among the dish's (0: the menu card's). */
export async function moveDishPhoto(pathParameters: Record<string, string>, { image, position }: PhotoPositionRequest): Promise<DishPhotos> {
  const dishId = photoDishId(pathParameters);
  const changed = await changePhotos(dishId, (images) => withPhotoAt(images, image, position));
  return { dishId, images: changed.after, version: changed.version };
}

/** PUT /owner/menu/dishes/{dishId}/photos/alt: the photo's alt text (empty: none, the shop says the dish's name). */
export async function describeDishPhoto(pathParameters: Record<string, string>, { image, alt }: PhotoAltRequest): Promise<DishPhotos> {
  const dishId = photoDishId(pathParameters);
  const changed = await changePhotos(dishId, (images) => withPhotoAlt(images, image, alt));
  return { dishId, images: changed.after, version: changed.version };
}
