/**
 * Menu photos (docs/business-rules.md#menu-photos): the owner's two calls that put a photo on a dish
 * (a presigned upload straight to the media bucket, then its renditions). The limits and messages are
 * in menu-photo-limits.ts. Shared by functions/ and web/.
 */
import * as z from 'zod';
import { imageSchema } from './catalogue.ts';

/**
 * POST /owner/menu/dishes/{dishId}/photos/uploads: the file's type and size (bytes). Loosely typed
 * here so that a wrong type or size is refused with photoFileProblem's sentence, not a schema's words.
 */
export const photoUploadRequestSchema = z.strictObject({
  contentType: z.string().max(100),
  size: z.number(),
});
export type PhotoUploadRequest = z.infer<typeof photoUploadRequestSchema>;

/** An upload id is a ULID; the server alone builds the key it names. */
export const photoUploadIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Must be an upload id');

/** The presigned upload: POST `fields` and then the file (last) as multipart/form-data to `url`. */
export const photoUploadTicketSchema = z.object({
  uploadId: photoUploadIdSchema,
  url: z.url(),
  fields: z.record(z.string(), z.string()),
  expiresAt: z.iso.datetime(),
});
export type PhotoUploadTicket = z.infer<typeof photoUploadTicketSchema>;

/** POST /owner/menu/dishes/{dishId}/photos: the upload to turn into the dish's first photo. */
export const dishPhotoRequestSchema = z.strictObject({ uploadId: photoUploadIdSchema });
export type DishPhotoRequest = z.infer<typeof dishPhotoRequestSchema>;

/** The answer: the dish's photos as they are now, the new one first. */
export const dishPhotosSchema = z.object({ dishId: z.string(), images: z.array(imageSchema) });
export type DishPhotos = z.infer<typeof dishPhotosSchema>;
