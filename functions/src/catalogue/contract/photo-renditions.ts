/**
 * Where a menu photo's renditions are found (docs/business-rules.md#menu-photos): their widths and the uploaded
 * photos' names. Apart from the photos' limits and messages (menu-photo-limits.ts), which only the menu editor and
 * the server use, so the shop's image helpers (web/src/lib/image.ts), loaded on every page, carry these two alone.
 */

/** The renditions' widths in px (never wider than the photo); the widest is the dish's image. */
export const photoRenditionWidths = [320, 480, 640, 960] as const;

/** Uploaded photos live under media/ (site-relative); their renditions sit beside each other, one per width and format. */
export const uploadedPhotoPattern = /^media\/dishes\/[a-z0-9-]+\/[0-9a-f]{16}-(\d+)\.webp$/;
