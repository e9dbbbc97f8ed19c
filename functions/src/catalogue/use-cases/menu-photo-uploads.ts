/**
 * Menu photos (docs/business-rules.md#menu-photos), first step: a presigned POST that lets the owner's
 * browser send one file of the type and size it announced straight to the media bucket, under a key
 * the server chose, stored with the dish and the owner it is for (the confirmation checks both). Kept
 * apart from the renditions (menu-photos.ts), so this function bundles no sharp.
 */
import { ulid } from 'ulid';
import { photoFileProblem, photoLimits } from '../contract/menu-photo-limits.ts';
import type { PhotoUploadRequest, PhotoUploadTicket } from '../contract/menu-photos.ts';
import { getDishPartition } from '../store/dish.ts';
import { presignUpload } from '../../platform/media/media.ts';
import { validationError } from '../../platform/errors.ts';
import { noSuchDish, photoDishId } from '../rules/menu-photos.ts';

/** POST /owner/menu/dishes/{dishId}/photos/uploads: a presigned POST for one photo of this type and size, for this dish and owner. */
export async function startPhotoUpload(
  pathParameters: Record<string, string>,
  request: PhotoUploadRequest,
  ownerId: string,
  now = new Date(),
): Promise<PhotoUploadTicket> {
  const dishId = photoDishId(pathParameters);
  const problem = photoFileProblem(request);
  if (problem) throw validationError(problem.message, [{ path: `body.${problem.field}`, message: problem.message }]);
  if (!(await getDishPartition(dishId))) throw noSuchDish();
  const uploadId = ulid(now.getTime());
  const { url, fields } = await presignUpload({
    uploadId,
    dishId,
    ownerId,
    contentType: request.contentType.trim().toLowerCase(),
    maxBytes: photoLimits.maxBytes,
    expiresInSeconds: photoLimits.uploadSeconds,
  });
  return { uploadId, url, fields, expiresAt: new Date(now.getTime() + photoLimits.uploadSeconds * 1000).toISOString() };
}
