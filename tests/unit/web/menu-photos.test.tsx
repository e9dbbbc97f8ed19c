// @vitest-environment jsdom
import { photoMessages } from '@functions/catalogue/contract/menu-photo-limits';
import type { PhotoUploadTicket } from '@functions/catalogue/contract/menu-photos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { photoFileError } from '../../../web/src/api/menu-photos.ts';
import { DishPhotos } from '../../../web/src/features/menu-photos/components/dish-photos.tsx';
import { PhotoUpload } from '../../../web/src/features/menu-photos/components/photo-upload.tsx';
import { imageSrcSet } from '../../../web/src/lib/image.ts';

const dishId = 'jollof-rice';
const ticket: PhotoUploadTicket = {
  uploadId: '01J8Z6Q1S2T3V4W5X6Y7Z8A9BC',
  url: 'http://127.0.0.1:8806/spices-media',
  fields: { key: 'uploads/01J8Z6Q1S2T3V4W5X6Y7Z8A9BC', 'Content-Type': 'image/jpeg', Policy: 'eyJ9', 'X-Amz-Signature': 'abc' },
  expiresAt: '2026-03-10T17:10:00.000Z',
};
const newPhoto = { image: 'media/dishes/jollof-rice/0123456789abcdef-960.webp', blurHash: 'LKO2?U%2Tw=w]~RBVZRi};RPxuwH' };
const oldPhoto = { image: 'Images/dishes/jollof-rice-1-960.webp', blurHash: 'LJL44pxtImxZ-payWAjZ~qozM~oL' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answers: Response[];
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  calls.push({ url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined });
  return answers.shift() ?? json({ error: { code: 'INTERNAL', message: 'no answer' } }, 500);
});

/** The bucket's side of the upload: records what was posted, reports progress, then answers. */
let bucketPosts: { url: string; form: FormData }[];
let bucketAnswer: { status: number; body: string };
class FakeXhr extends EventTarget {
  upload = new EventTarget();
  status = 0;
  responseText = '';
  private url = '';
  open(_method: string, url: string) {
    this.url = url;
  }
  send(form: FormData) {
    bucketPosts.push({ url: this.url, form });
    setTimeout(() => {
      this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded: 50, total: 100 }));
      this.status = bucketAnswer.status;
      this.responseText = bucketAnswer.body;
      this.dispatchEvent(new Event('load'));
    }, 0);
  }
}

function fileOf(type: string, size?: number): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'jollof.jpg', { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

function renderUpload(onUploaded = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PhotoUpload dishId={dishId} onUploaded={onUploaded} />
    </QueryClientProvider>,
  );
  return { onUploaded, input: screen.getByLabelText(/add a photo/i) };
}

beforeEach(() => {
  calls = [];
  answers = [];
  bucketPosts = [];
  bucketAnswer = { status: 204, body: '' };
  vi.stubGlobal('fetch', api);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('photoFileError', () => {
  it('refuses in the server’s words what the server would refuse', () => {
    expect(photoFileError({ type: 'image/jpeg', size: 2_000_000 })).toBeUndefined();
    expect(photoFileError({ type: 'application/pdf', size: 2_000 })?.message).toBe(photoMessages.notAPhoto);
    expect(photoFileError({ type: 'image/jpeg', size: 11 * 1024 * 1024 })?.message).toBe('Photos can be at most 10 MB.');
  });
});

describe('PhotoUpload', () => {
  it('refuses a file over 10 MB or of another type in the browser, before any request', async () => {
    const { input } = renderUpload();
    fireEvent.change(input, { target: { files: [fileOf('image/jpeg', 10 * 1024 * 1024 + 1)] } });
    expect((await screen.findByRole('alert')).textContent).toContain('Photos can be at most 10 MB.');
    fireEvent.change(input, { target: { files: [fileOf('image/gif')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(photoMessages.notAPhoto));
    expect(calls).toEqual([]);
    expect(bucketPosts).toEqual([]);
  });

  it('asks for an upload, posts the fields and then the file to the bucket, asks for the renditions and hands on the dish’s photos', async () => {
    answers = [json(ticket), json({ dishId, images: [newPhoto, oldPhoto], version: 3 })];
    const { input, onUploaded } = renderUpload();
    const file = fileOf('image/jpeg');
    fireEvent.change(input, { target: { files: [file] } });

    await waitFor(() => expect(onUploaded).toHaveBeenCalledWith([newPhoto, oldPhoto]));
    expect(calls).toEqual([
      { url: `/api/owner/menu/dishes/${dishId}/photos/uploads`, method: 'POST', body: { contentType: 'image/jpeg', size: file.size } },
      { url: `/api/owner/menu/dishes/${dishId}/photos`, method: 'POST', body: { uploadId: ticket.uploadId } },
    ]);
    expect(bucketPosts).toHaveLength(1);
    const [{ url, form }] = bucketPosts as [{ url: string; form: FormData }];
    expect(url).toBe(ticket.url);
    expect([...form.keys()]).toEqual([...Object.keys(ticket.fields), 'file']);
    expect(form.get('key')).toBe(ticket.fields.key);
    expect((form.get('file') as File).name).toBe('jollof.jpg');
  });

  it('shows the server’s refusal, and the bucket’s in the owner’s words', async () => {
    answers = [json(ticket), json({ error: { code: 'VALIDATION', message: photoMessages.notAPhoto } }, 400)];
    const { input, onUploaded } = renderUpload();
    fireEvent.change(input, { target: { files: [fileOf('image/png')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(photoMessages.notAPhoto));

    answers = [json(ticket)];
    bucketAnswer = { status: 400, body: '<Error><Code>EntityTooLarge</Code><Message>Your proposed upload exceeds the maximum allowed size</Message></Error>' };
    fireEvent.change(input, { target: { files: [fileOf('image/png')] } });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Photos can be at most 10 MB.'));
    expect(onUploaded).not.toHaveBeenCalled();
  });
});

describe('DishPhotos', () => {
  const described = { ...oldPhoto, alt: 'Jollof rice in a clay bowl' };

  function renderPhotos(onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault())) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <form onSubmit={onSubmit}>
          <DishPhotos dish={{ id: dishId, name: 'Jollof Rice', images: [newPhoto, described] }} />
        </form>
      </QueryClientProvider>,
    );
    return { onSubmit };
  }

  it('lists the photos, the first marked as the menu card’s, each described by its alt text or the dish’s name', () => {
    renderPhotos();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Photo 1 of 2, the menu card’s', 'Photo 2 of 2']);
    expect(screen.getByRole('img', { name: 'Jollof Rice, photo 1' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Jollof rice in a clay bowl' })).toBeTruthy();
    // The card's photo cannot move earlier or be made the card's again.
    expect((screen.getByRole('button', { name: 'Move photo 1 earlier' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getAllByRole('button', { name: 'Use as card photo' })).toHaveLength(1);
  });

  it('makes another photo the menu card’s, and says so', async () => {
    answers = [json({ dishId, images: [described, newPhoto], version: 4 })];
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Use as card photo' }));
    expect(await screen.findByText('Now the menu card’s photo.')).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/owner/menu/dishes/${dishId}/photos/position`, method: 'PUT', body: { image: oldPhoto.image, position: 0 } }]);
  });

  it('saves the alt text with Enter without sending the dish’s form around it', async () => {
    answers = [json({ dishId, images: [{ ...newPhoto, alt: 'Steaming jollof' }, described], version: 4 })];
    const { onSubmit } = renderPhotos();
    const [first] = screen.getAllByLabelText(/alt text/i);
    fireEvent.change(first!, { target: { value: 'Steaming jollof' } });
    fireEvent.keyDown(first!, { key: 'Enter' });
    expect(await screen.findByText('Alt text saved.')).toBeTruthy();
    expect(calls).toEqual([{ url: `/api/owner/menu/dishes/${dishId}/photos/alt`, method: 'PUT', body: { image: newPhoto.image, alt: 'Steaming jollof' } }]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('removes a photo only after a second press, and shows a refusal in the server’s words', async () => {
    answers = [json({ error: { code: 'NOT_FOUND', message: photoMessages.noSuchPhoto } }, 404)];
    renderPhotos();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove it' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(photoMessages.noSuchPhoto));
    expect(calls).toEqual([{ url: `/api/owner/menu/dishes/${dishId}/photos?image=${encodeURIComponent(oldPhoto.image)}`, method: 'DELETE', body: undefined }]);
  });
});

describe('imageSrcSet for uploaded photos', () => {
  it('offers the 320, 480 and 640 px renditions beside the 960 px one', () => {
    expect(imageSrcSet(newPhoto.image, '/spices/')).toBe(
      [320, 480, 640, 960].map((w) => `/spices/media/dishes/jollof-rice/0123456789abcdef-${w}.webp ${w}w`).join(', '),
    );
  });

  it('offers only the narrower renditions of a photo narrower than 960 px, and keeps the art’s 480 px variant', () => {
    expect(imageSrcSet('media/dishes/akara/0123456789abcdef-700.webp', '/spices/')).toBe(
      [320, 480, 640, 700].map((w) => `/spices/media/dishes/akara/0123456789abcdef-${w}.webp ${w}w`).join(', '),
    );
    expect(imageSrcSet(oldPhoto.image, '/spices/')).toBe(
      '/spices/Images/dishes/jollof-rice-1-480.webp 480w, /spices/Images/dishes/jollof-rice-1-960.webp 960w',
    );
  });
});
