/**
 * Menu photos (docs/business-rules.md#menu-photos): the owner's two calls that put a photo on a dish
 * (a presigned upload straight to the media bucket, then its renditions), and the three that remove
 * one, move one (the first is the menu card's) and set one's alt text. The limits and messages are in
 * menu-photo-limits.ts. Shared by functions/ and web/.
 */
import * as z from 'zod';
import { imageSchema } from './catalogue.ts';
import { hasControlCharacter, normaliseName } from './dish-name.ts';
import { photoLimits, photoMessages } from './menu-photo-limits.ts';

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

/** A photo of the dish, by its `image` path as the dish lists it (the server looks it up among the dish's). */
const photoImageSchema = z.string().min(1).max(300);

/** DELETE /owner/menu/dishes/{dishId}/photos?image=…: the photo to take off the dish. */
export const removePhotoQuerySchema = z.strictObject({ image: photoImageSchema });
export type RemovePhotoQuery = z.infer<typeof removePhotoQuerySchema>;

/** PUT /owner/menu/dishes/{dishId}/photos/position: the photo's new place among the dish's (0: the menu card's). */
export const photoPositionRequestSchema = z.strictObject({
  image: photoImageSchema,
  position: z
    .number()
    .int()
    .min(0)
    .max(photoLimits.photosPerDish - 1),
});
export type PhotoPositionRequest = z.infer<typeof photoPositionRequestSchema>;

/**
 * PUT /owner/menu/dishes/{dishId}/photos/alt: what the photo shows, in words, for those who cannot see
 * it. Refused with control characters (a line break, a tab), then tidied as a name is (./dish-name.ts
 * `normaliseName`: one space between words, trimmed), at most `maxAltLength` characters; empty removes
 * it (the shop then says the dish's name).
 */
export const photoAltRequestSchema = z.strictObject({
  image: photoImageSchema,
  alt: z
    .string()
    .max(photoLimits.maxAltLength * 4, photoMessages.altTooLong)
    .refine((alt) => !hasControlCharacter(alt), photoMessages.altOneLine)
    .transform(normaliseName)
    .pipe(z.string().max(photoLimits.maxAltLength, photoMessages.altTooLong)),
});
export type PhotoAltRequest = z.infer<typeof photoAltRequestSchema>;

/**
 * Every photo call's answer: the dish's photos as they are now (the first is the menu card's), and
 * the dish's version after the change (a photo change raises it, docs/business-rules.md#the-menu-editor).
 */
export const dishPhotosSchema = z.object({ dishId: z.string(), images: z.array(imageSchema), version: z.number().int().nonnegative() });
export type DishPhotos = z.infer<typeof dishPhotosSchema>;
