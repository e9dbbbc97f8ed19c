/**
 * Menu photos (docs/business-rules.md#menu-photos): the owner's POST /api/owner/menu/dishes/{dishId}/photos/uploads
 * (a presigned upload), the file's POST straight to the media bucket (with progress), and
 * POST /api/owner/menu/dishes/{dishId}/photos (its renditions, made the dish's first photo); and the
 * photo tools: DELETE …/photos?image= (remove), PUT …/photos/position (move; the first is the menu
 * card's) and PUT …/photos/alt (describe). The file's type and size are checked here first, in the
 * server's words. Every change puts the dish's photos (and, when no other write came between, its
 * version) into the editor's cached menu and has the shop's dishes read again.
 */
import type { DishPhotos, PhotoAltRequest, PhotoPositionRequest, PhotoUploadTicket } from '@functions/catalogue/contract/menu-photos';
import { photoFileProblem, photoMessages } from '@functions/catalogue/contract/menu-photo-limits';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { ApiError } from '../lib/api-error.ts';
import { dishQueries } from './dishes.ts';
import { menuEditorQueries, useKeepDishPhotos } from './menu-editor.ts';

const ticketSchema = () => import('@functions/catalogue/contract/menu-photos').then((contracts) => contracts.photoUploadTicketSchema);
const dishPhotosSchema = () => import('@functions/catalogue/contract/menu-photos').then((contracts) => contracts.dishPhotosSchema);

const dishPath = (dishId: string) => `/owner/menu/dishes/${encodeURIComponent(dishId)}/photos`;

/** A file the browser already knows to refuse, as the refusal the server would answer. */
export function photoFileError(file: { type: string; size: number }): ApiError | undefined {
  const problem = photoFileProblem({ contentType: file.type, size: file.size });
  if (!problem) return undefined;
  return new ApiError({ status: 400, code: 'VALIDATION', message: problem.message, details: [{ path: `file.${problem.field}`, message: problem.message }] });
}

/** A presigned upload for a file of this type and size (owners only). */
export function postPhotoUpload(dishId: string, file: { type: string; size: number }): Promise<PhotoUploadTicket> {
  return apiRequest(`${dishPath(dishId)}/uploads`, { method: 'POST', body: { contentType: file.type, size: file.size }, schema: ticketSchema });
}

/** What the bucket's XML refusal means for the owner. */
function bucketRefusal(status: number, body: string): ApiError {
  const code = /<Code>([^<]+)<\/Code>/.exec(body)?.[1];
  const message =
    code === 'EntityTooLarge'
      ? photoMessages.tooLarge
      : code === 'AccessDenied' && /expired/i.test(body)
        ? photoMessages.notUploaded
        : 'The photo could not be uploaded. Please try again.';
  return new ApiError({ status: status >= 400 && status < 500 ? 400 : status, code: status >= 500 ? 'INTERNAL' : 'VALIDATION', message });
}

/**
 * Sends the file to the media bucket as the ticket says: its fields, then the file (S3 reads the
 * file last). XMLHttpRequest rather than fetch, for the upload's progress (0 to 1).
 */
export function sendPhotoFile(ticket: PhotoUploadTicket, file: Blob, onProgress?: (fraction: number) => void): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(bucketRefusal(request.status, request.responseText));
    });
    request.addEventListener('error', () => reject(new ApiError({ status: 0, code: 'NETWORK', message: 'The photo could not be sent.' })));
    request.send(form);
  });
}

/** Makes the uploaded file the dish's first photo; answers the dish's photos. */
export function postDishPhoto(dishId: string, uploadId: string): Promise<DishPhotos> {
  return apiRequest(dishPath(dishId), { method: 'POST', body: { uploadId }, schema: dishPhotosSchema });
}

export type PhotoUploadStep = { step: 'sending'; fraction: number } | { step: 'processing' };

/** The three steps in one: check, upload, renditions. `onStep` follows the upload's progress, then the shop's work. */
export async function uploadDishPhoto(dishId: string, file: File, onStep?: (step: PhotoUploadStep) => void): Promise<DishPhotos> {
  const refusal = photoFileError(file);
  if (refusal) throw refusal;
  onStep?.({ step: 'sending', fraction: 0 });
  const ticket = await postPhotoUpload(dishId, file);
  await sendPhotoFile(ticket, file, (fraction) => onStep?.({ step: 'sending', fraction }));
  onStep?.({ step: 'processing' });
  return postDishPhoto(dishId, ticket.uploadId);
}

/** Takes the photo off the dish (its renditions are removed from the bucket); answers the dish's photos. */
export function deleteDishPhoto(dishId: string, image: string): Promise<DishPhotos> {
  return apiRequest(`${dishPath(dishId)}?${new URLSearchParams({ image })}`, { method: 'DELETE', schema: dishPhotosSchema });
}

/** Moves the photo to `position` among the dish's (0: the menu card's). */
export function putDishPhotoPosition(dishId: string, request: PhotoPositionRequest): Promise<DishPhotos> {
  return apiRequest(`${dishPath(dishId)}/position`, { method: 'PUT', body: request, schema: dishPhotosSchema });
}

/** Sets the photo's alt text (empty: none; the shop then says the dish's name). */
export function putDishPhotoAlt(dishId: string, request: PhotoAltRequest): Promise<DishPhotos> {
  return apiRequest(`${dishPath(dishId)}/alt`, { method: 'PUT', body: request, schema: dishPhotosSchema });
}

/**
 * After any photo change: the dish's photos into the editor's cached menu, with the answer's version
 * only when it is the cached one plus this change (another write in between leaves the form's
 * version alone, so its next save is checked against the other change: docs/business-rules.md#the-menu-editor),
 * and the shop's dishes (cards, pages, search) read again.
 */
function usePhotosChanged() {
  const queryClient = useQueryClient();
  const keepPhotos = useKeepDishPhotos();
  return async (answer: DishPhotos) => {
    const cached = queryClient.getQueryData(menuEditorQueries.menu().queryKey)?.dishes.find((dish) => dish.id === answer.dishId);
    const version = cached && answer.version === cached.version + 1 ? answer.version : undefined;
    await Promise.all([keepPhotos(answer.dishId, answer.images, version), queryClient.invalidateQueries({ queryKey: dishQueries.all() })]);
  };
}

/** The upload as a mutation. */
export function useUploadDishPhoto(dishId: string, onStep?: (step: PhotoUploadStep) => void) {
  const photosChanged = usePhotosChanged();
  return useMutation({
    mutationFn: (file: File) => uploadDishPhoto(dishId, file, onStep),
    onSuccess: photosChanged,
  });
}

/** One photo change of the owner's tools, run one after another for the dish (each is made on the photos the last left). */
export type PhotoChange = { kind: 'remove'; image: string } | ({ kind: 'move' } & PhotoPositionRequest) | ({ kind: 'describe' } & PhotoAltRequest);

export function useChangeDishPhoto(dishId: string) {
  const photosChanged = usePhotosChanged();
  return useMutation({
    scope: { id: `dish-photos-${dishId}` },
    mutationFn: (change: PhotoChange) =>
      change.kind === 'remove'
        ? deleteDishPhoto(dishId, change.image)
        : change.kind === 'move'
          ? putDishPhotoPosition(dishId, { image: change.image, position: change.position })
          : putDishPhotoAlt(dishId, { image: change.image, alt: change.alt }),
    onSuccess: photosChanged,
  });
}
