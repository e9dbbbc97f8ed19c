/** POST /owner/menu/dishes/{dishId}/photos/uploads: a presigned upload for one photo (type and size checked first). */
import { photoUploadRequestSchema } from '../../contracts/menu-photos.ts';
import { http } from '../../middleware/http.ts';
import { startPhotoUpload } from '../../services/menu-photo-uploads.ts';

export const handler = http({ route: 'owner/post-owner-menu-dish-photo-uploads', body: photoUploadRequestSchema }, async ({ pathParameters, body, user }) =>
  startPhotoUpload(pathParameters, body, user.id),
);
