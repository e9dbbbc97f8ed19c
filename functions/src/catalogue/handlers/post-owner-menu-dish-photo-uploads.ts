/** POST /owner/menu/dishes/{dishId}/photos/uploads: a presigned upload for one photo (type and size checked first). */
import { photoUploadRequestSchema } from '../contract/menu-photos.ts';
import { http } from '../../platform/http/http.ts';
import { startPhotoUpload } from '../use-cases/menu-photo-uploads.ts';

export const handler = http({ route: 'catalogue/post-owner-menu-dish-photo-uploads', body: photoUploadRequestSchema }, async ({ pathParameters, body, user }) =>
  startPhotoUpload(pathParameters, body, user.id),
);
