// @vitest-environment jsdom
/**
 * The owner's offer e-mails (web/src/features/offer-mails, app/routes/kitchen/offer-mails.tsx and offer-mail.tsx): the
 * list's words (progress, opens or that they are not tracked), the draft's messages and the server's paths on its
 * fields; and the screens against a fake API: the list while an e-mail is sending (read again until it is sent), the
 * empty list, the compose form's messages, its preview in a sandboxed frame, Send only after the dialog (one id for
 * every try), a 409 said above Send and a 400 under its field.
 */
import type { OfferMail, OwnerOfferMailsAnswer } from '@functions/offers/contract/offer-mails';
import type { StoredOffer } from '@functions/offers/contract/offers';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offerMailSendingPollMs } from '../../../web/src/api/offer-mails.ts';
import { KitchenOfferMailScreen } from '../../../web/src/app/routes/kitchen/offer-mail.tsx';
import { KitchenOfferMailsScreen } from '../../../web/src/app/routes/kitchen/offer-mails.tsx';
import { featurableOffers } from '../../../web/src/features/offer-mails/components/offer-mail-form.tsx';
import { opensWords, progressWords, sendLabel, sentAtWords } from '../../../web/src/features/offer-mails/hooks/offer-mail-words.ts';
import { offerMailDraftErrors, offerMailFieldOf, refusalByField } from '../../../web/src/features/offer-mails/hooks/use-offer-mail-compose.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';
import { offerFields } from '../../fixtures/offers.ts';

function mail(changes: Partial<OfferMail> = {}): OfferMail {
  return {
    mailId: '01JXKQ7Z8M3N4P5R6S7T8V9W0M',
    subject: 'Jollof Friday',
    body: 'Our jollof is back on Friday.\nCome early.',
    offerId: null,
    offer: null,
    state: 'sent',
    // Monday, December 7, 2026, 3:15 p.m. in Milwaukee.
    createdAt: '2026-12-07T21:15:00.000Z',
    finishedAt: '2026-12-07T21:40:00.000Z',
    recipients: 300,
    sent: 298,
    skipped: 2,
    failed: 0,
    opened: 120,
    ...changes,
  };
}

describe('the offer e-mails’ words', () => {
  it('say how far an e-mail has gone, then what became of it', () => {
    expect(progressWords(mail({ state: 'sending', sent: 117, skipped: 2, failed: 1 }))).toBe('Sending: 120 of 300');
    expect(progressWords(mail())).toBe('Sent to 298 · 2 skipped · 0 failed');
    expect(progressWords(mail({ recipients: 1_200, sent: 1_200, skipped: 0 }))).toBe('Sent to 1,200 · 0 skipped · 0 failed');
    expect(sentAtWords(mail())).toBe('Sent Dec 7, 2026, 3:15 p.m.');
    expect(sentAtWords(mail({ state: 'sending' }))).toBe('Started Dec 7, 2026, 3:15 p.m.');
  });

  it('say opens only where they are tracked: never 0 as if nobody opened', () => {
    expect(opensWords(mail(), true)).toBe('Opened by 120 (40 %)');
    expect(opensWords(mail({ opened: 0 }), false)).toBe('Opens not tracked');
    expect(opensWords(mail({ sent: 0, opened: 0 }), true)).toBe('Opened by 0');
  });

  it('name the send button by the subscribers', () => {
    expect(sendLabel(120)).toBe('Send to 120 subscribers');
    expect(sendLabel(1)).toBe('Send to 1 subscriber');
    expect(sendLabel(undefined)).toBe('Send to subscribers');
  });
});

describe('the compose form’s draft', () => {
  it('has the contract’s messages, by field', () => {
    expect(offerMailDraftErrors({ subject: 'Hi', body: 'Short', offerId: '' })).toEqual({
      subject: 'A subject has at least 3 characters',
      body: 'Write at least 10 characters',
    });
    expect(offerMailDraftErrors({ subject: 'Two\nlines', body: 'Our jollof is back.', offerId: '' })).toEqual({ subject: 'A subject is one line' });
    expect(offerMailDraftErrors({ subject: 'Jollof Friday', body: 'Our jollof is back.', offerId: '' })).toEqual({});
  });

  it('puts the server’s paths on its fields: a 400’s, and a 409’s about the featured offer', () => {
    expect(offerMailFieldOf('body.subject')).toBe('subject');
    expect(offerMailFieldOf('body.offerId')).toBe('offerId');
    expect(offerMailFieldOf('body.mailId')).toBe('');
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid',
      details: [{ path: 'body.body', message: 'At most 5,000 characters' }],
    });
    expect(refusalByField(refused)).toEqual({ body: 'At most 5,000 characters' });
    const ended = 'SAVE5 has ended: feature a running or scheduled code offer.';
    expect(refusalByField(new ApiError({ status: 409, code: 'CONFLICT', message: ended, details: [{ path: 'body.offerId', message: ended }] }))).toEqual({
      offerId: ended,
    });
    expect(refusalByField(new ApiError({ status: 409, code: 'CONFLICT', message: 'Nobody is subscribed to offer e-mails yet.' }))).toEqual({});
  });
});

// ---- The screens, against a fake API ----

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let mailsAnswer: OwnerOfferMailsAnswer;
let answer: (call: Call) => Response | undefined;
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  return answer(call) ?? standard(call);
});
const sentTo = (url: string) => calls.filter((call) => call.method === 'POST' && call.url === url);

function offer(changes: Record<string, unknown>, id: string): StoredOffer {
  return { offerId: id, ...offerFields({ validTo: null, ...changes }), version: 1, updatedAt: '2026-12-01T15:00:00.000Z' } as StoredOffer;
}
const save5 = offer({}, '01JXKQ7Z8M3N4P5R6S7T8V9W0C');
const offers = [
  save5,
  offer({ code: 'OLD10', state: 'ended' }, '01JXKQ7Z8M3N4P5R6S7T8V9W0D'),
  offer({ kind: 'automatic', discount: { kind: 'free-delivery' }, modes: ['delivery'] }, '01JXKQ7Z8M3N4P5R6S7T8V9W0E'),
];

function standard(call: Call): Response {
  if (call.url === '/api/owner/offers') return json({ offers });
  if (call.url === '/api/owner/offer-mails' && call.method === 'GET') return json(mailsAnswer);
  if (call.url === '/api/owner/offer-mails/preview') {
    const draft = call.body as { subject: string; body: string };
    return json({ subject: draft.subject, html: `<p>Hello Ama,</p><p>${draft.body}</p>`, text: `Hello Ama,\n\n${draft.body}` });
  }
  return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/kitchen/offers/emails', element: <KitchenOfferMailsScreen /> },
      { path: '/kitchen/offers/emails/new', element: <KitchenOfferMailScreen /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  calls = [];
  mailsAnswer = { mails: [mail()], subscribers: 300, opensTracked: true };
  answer = () => undefined;
  vi.stubGlobal('fetch', api);
  // jsdom has no modal dialogs: open the dialog as the browser would.
  HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the offer e-mails screen', () => {
  it('shows an e-mail sending with its progress, reads it again every few seconds, and then what became of it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sending = mail({ state: 'sending', sent: 118, skipped: 2, failed: 0, opened: 0, finishedAt: undefined });
    const older = mail({ mailId: '01JXKQ7Z8M3N4P5R6S7T8V9W0K', subject: 'Puff Puff week', offer: { code: 'SAVE5', words: '$5 off orders over $30' } });
    mailsAnswer = { mails: [sending, older], subscribers: 301, opensTracked: true };
    renderAt('/kitchen/offers/emails');

    const list = await screen.findByRole('list', { name: 'Offer e-mails, newest first' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Jollof Friday', 'Puff Puff week']);
    expect(rows[0]!.textContent).toContain('Sending: 120 of 300');
    expect(rows[0]!.textContent).toContain('Started Dec 7, 2026, 3:15 p.m.');
    expect((within(rows[0]!).getByRole('progressbar') as HTMLProgressElement).value).toBe(120);
    expect(rows[1]!.textContent).toContain('Sent to 298 · 2 skipped · 0 failed');
    expect(rows[1]!.textContent).toContain('SAVE5 $5 off orders over $30');
    expect(rows[1]!.textContent).toContain('Opened by 120 (40 %)');
    expect(screen.getByText('301 subscribers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New e-mail' }).getAttribute('href')).toBe('/kitchen/offers/emails/new');

    const reads = () => calls.filter((call) => call.url === '/api/owner/offer-mails').length;
    expect(reads()).toBe(1);
    mailsAnswer = { ...mailsAnswer, mails: [mail({ opened: 3 }), older] };
    await act(() => vi.advanceTimersByTimeAsync(offerMailSendingPollMs));
    await waitFor(() => expect(rows[0]!.textContent).toContain('Sent to 298 · 2 skipped · 0 failed'));
    expect(reads()).toBe(2);
    expect(within(rows[0]!).queryByRole('progressbar')).toBeNull();
    // Every e-mail sent: no more reads.
    await act(() => vi.advanceTimersByTimeAsync(offerMailSendingPollMs * 3));
    expect(reads()).toBe(2);
  });

  it('says opens are not tracked where the stage does not record them', async () => {
    mailsAnswer = { mails: [mail({ opened: 0 })], subscribers: 300, opensTracked: false };
    renderAt('/kitchen/offers/emails');
    const list = await screen.findByRole('list', { name: 'Offer e-mails, newest first' });
    expect(list.textContent).toContain('Opens not tracked');
    expect(list.textContent).not.toContain('Opened by');
  });

  it('explains, before any e-mail, how customers come to be subscribed', async () => {
    mailsAnswer = { mails: [], subscribers: 0, opensTracked: true };
    renderAt('/kitchen/offers/emails');
    expect(await screen.findByText('No offer e-mails yet')).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).toContain('they opt in from their account, or on the thank-you page after an order, and confirm by clicking the link in the e-mail');
    expect(page).toContain('0 subscribers');
  });

  it('says why it could not load the list, and tries again', async () => {
    answer = (call) => (call.url === '/api/owner/offer-mails' ? json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 500) : undefined);
    renderAt('/kitchen/offers/emails');
    expect((await screen.findByText(/We couldn’t load the offer e-mails/)).textContent).toContain('Something went wrong on our side');
    answer = () => undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Offer e-mails, newest first' })).toBeTruthy();
  });
});

/** Types a valid draft and waits for its preview. */
async function writeDraft() {
  fireEvent.change(await screen.findByLabelText('Subject'), { target: { value: 'Jollof Friday' } });
  fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Our jollof is back on Friday.\nCome early.' } });
  const options = await screen.findAllByRole('option', { name: /SAVE5/ });
  fireEvent.change(screen.getByLabelText('Feature an offer (optional)'), { target: { value: save5.offerId } });
  return options;
}

describe('a new offer e-mail', () => {
  it('names what is missing under its field when Send is pressed, with the keyboard on the first, and sends nothing', async () => {
    renderAt('/kitchen/offers/emails/new');
    const send = await screen.findByRole('button', { name: 'Send to 300 subscribers' });
    fireEvent.change(screen.getByLabelText('Text'), { target: { value: 'Too short' } });
    fireEvent.click(send);
    const subject = screen.getByLabelText('Subject');
    expect(document.getElementById(`${subject.id}-error`)?.textContent).toBe('A subject has at least 3 characters');
    const text = screen.getByLabelText('Text');
    expect(document.getElementById(`${text.id}-error`)?.textContent).toBe('Write at least 10 characters');
    expect(document.activeElement).toBe(subject);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo('/api/owner/offer-mails')).toHaveLength(0);
  });

  it('cannot be sent while nobody is subscribed, and says how customers subscribe', async () => {
    mailsAnswer = { mails: [], subscribers: 0, opensTracked: true };
    renderAt('/kitchen/offers/emails/new');
    await writeDraft();
    const send = screen.getByRole('button', { name: 'Send to 0 subscribers' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    expect(document.body.textContent).toContain('Nobody is subscribed yet: customers opt in from their account or after an order, and confirm by e-mail.');
  });

  it('offers only code offers that have not ended', async () => {
    renderAt('/kitchen/offers/emails/new');
    const picker = await screen.findByLabelText('Feature an offer (optional)');
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(2));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No offer', 'SAVE5 · $5 off orders over $30']);
    expect(featurableOffers([offer({ validTo: '2026-12-01T06:00:00.000Z', validFrom: '2026-11-01T06:00:00.000Z' }, save5.offerId)])).toEqual([]);
  });

  it('previews the e-mail as a subscriber gets it, in a sandboxed frame, at a phone’s width or wide', async () => {
    renderAt('/kitchen/offers/emails/new');
    await writeDraft();
    const frame = await screen.findByTitle('The e-mail as subscribers get it');
    await waitFor(() =>
      expect(sentTo('/api/owner/offer-mails/preview').at(-1)?.body).toEqual({
        subject: 'Jollof Friday',
        body: 'Our jollof is back on Friday.\nCome early.',
        offerId: save5.offerId,
      }),
    );
    expect(frame.getAttribute('sandbox')).toBe('');
    await waitFor(() => expect(frame.getAttribute('srcdoc')).toBe('<p>Hello Ama,</p><p>Our jollof is back on Friday.\nCome early.</p>'));
    expect(screen.getByTestId('preview-subject').textContent).toBe('Jollof Friday');
    expect(frame.dataset.width).toBe('phone');
    fireEvent.click(screen.getByRole('button', { name: 'Wide' }));
    expect(frame.dataset.width).toBe('wide');
    expect(screen.getByRole('button', { name: 'Wide' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('sends only once the dialog is answered, with one id for every try, and the list says it is on its way', async () => {
    const router = renderAt('/kitchen/offers/emails/new');
    await writeDraft();
    fireEvent.click(screen.getByRole('button', { name: 'Send to 300 subscribers' }));
    let dialog = await screen.findByRole('dialog', { name: 'Send this e-mail to 300 subscribers?' });
    expect(dialog.textContent).toContain('cannot be undone');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo('/api/owner/offer-mails')).toHaveLength(0);

    // The first try's answer is lost; the second, with the same id, is answered with the e-mail.
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/owner/offer-mails' && sentTo('/api/owner/offer-mails').length === 1
        ? json({ error: { code: 'INTERNAL', message: 'Something went wrong' } }, 502)
        : undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Send to 300 subscribers' }));
    dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send it now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong on our side');

    const queued = mail({ mailId: 'X', state: 'sending', sent: 0, skipped: 0, failed: 0, opened: 0, offerId: save5.offerId });
    answer = (call) => {
      if (call.method !== 'POST' || call.url !== '/api/owner/offer-mails') return undefined;
      const sent = { ...queued, mailId: (call.body as { mailId: string }).mailId };
      mailsAnswer = { ...mailsAnswer, mails: [sent, ...mailsAnswer.mails] };
      return json({ mail: sent }, 201);
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send to 300 subscribers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send it now' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/offers/emails'));

    const sends = sentTo('/api/owner/offer-mails');
    expect(sends).toHaveLength(2);
    const [first, second] = sends.map((call) => call.body as Record<string, unknown>);
    expect(first!.mailId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(second).toEqual({ mailId: first!.mailId, subject: 'Jollof Friday', body: 'Our jollof is back on Friday.\nCome early.', offerId: save5.offerId });
    expect((await screen.findByRole('status')).textContent).toContain('“Jollof Friday” is on its way to 300 subscribers.');
    expect((await screen.findByRole('list', { name: 'Offer e-mails, newest first' })).textContent).toContain('Sending: 0 of 300');
  });

  it('says the server’s 409 above Send, and puts a 400 under its field with the keyboard on it', async () => {
    renderAt('/kitchen/offers/emails/new');
    await writeDraft();
    const nobody = 'Nobody is subscribed to offer e-mails yet.';
    answer = (call) =>
      call.method === 'POST' && call.url === '/api/owner/offer-mails' ? json({ error: { code: 'CONFLICT', message: nobody } }, 409) : undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Send to 300 subscribers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send it now' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(nobody);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(alert);

    answer = (call) =>
      call.method === 'POST' && call.url === '/api/owner/offer-mails'
        ? json({ error: { code: 'VALIDATION', message: 'Invalid request', details: [{ path: 'body.subject', message: 'Not a subject we can send' }] } }, 400)
        : undefined;
    fireEvent.click(screen.getByRole('button', { name: 'Send to 300 subscribers' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send it now' }));
    const subject = screen.getByLabelText('Subject');
    await waitFor(() => expect(document.getElementById(`${subject.id}-error`)?.textContent).toBe('Not a subject we can send'));
    expect(document.activeElement).toBe(subject);
    // Every message is under a field: no alert above Send.
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(subject, { target: { value: 'Jollof Friday!' } });
    expect(subject.getAttribute('aria-invalid')).toBeNull();
  });
});
