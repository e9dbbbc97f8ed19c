// @vitest-environment jsdom
/**
 * Offers by e-mail on the web (docs/business-rules.md#offer-e-mails-who-receives-them): the account's setting in each
 * state (off, asked, subscribed), the thank-you page's ask that shows only to a customer who never answered and then
 * says what their answer did, and the two pages of the e-mails' links (confirm, unsubscribe), which work signed out.
 */
import type { OfferEmailsAnswer } from '@functions/offers/contract/offer-mail-subscription';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useOfferEmails } from '../../../web/src/api/offer-emails.ts';
import { OfferEmailsConfirmScreen } from '../../../web/src/app/routes/offer-emails-confirm.tsx';
import { OfferEmailsUnsubscribeScreen } from '../../../web/src/app/routes/offer-emails-unsubscribe.tsx';
import { OfferEmailsAsk } from '../../../web/src/features/offer-emails/components/offer-emails-ask.tsx';
import { OfferEmailsSetting } from '../../../web/src/features/offer-emails/components/offer-emails-setting.tsx';

const email = 'ama@example.com';
const sentAt = '2026-12-08T15:00:00.000Z';

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let state: OfferEmailsAnswer;
const puts: unknown[] = [];
const posts: { url: string; body: unknown }[] = [];
let confirmAnswer: () => Response;

const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const url = String(input);
  const body = init?.body ? JSON.parse(String(init.body)) : undefined;
  if (url === '/api/account/offer-emails' && init?.method === 'PUT') {
    puts.push(body);
    const { wanted, from } = body as { wanted: boolean; from: string };
    if (wanted && state.status !== 'subscribed' && state.status !== 'asked') state = { status: 'asked', email, askedAt: sentAt, linkSentAt: sentAt };
    else if (!wanted && from === 'account') state = { status: 'unsubscribed', email };
    else if (!wanted && state.status === 'none') state = { status: 'declined', email };
    return json(state);
  }
  if (url === '/api/account/offer-emails') return json(state);
  if (url === '/api/offer-emails/confirm') return confirmAnswer();
  if (url.startsWith('/api/offer-emails/unsubscribe')) {
    posts.push({ url, body });
    return json({ status: 'unsubscribed' });
  }
  return json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
});

/** Shows the customer's answer once it is read (what the thank-you page's ask reads too). */
function AnswerRead() {
  const answer = useOfferEmails();
  return answer.data ? <p>answer: {answer.data.status}</p> : null;
}

function renderAt(path: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  state = { status: 'none', email };
  puts.length = 0;
  posts.length = 0;
  confirmAnswer = () => json({ status: 'subscribed' });
  vi.stubGlobal('fetch', api);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the account’s Offers by e-mail', () => {
  it('is off until asked, and asking says where the link went', async () => {
    renderAt('/account/notifications', <OfferEmailsSetting />);
    expect(await screen.findByRole('button', { name: 'E-mail me offers' })).toBeTruthy();
    expect(screen.getByText('Off')).toBeTruthy();
    expect(screen.getByText(/E-mails about your orders are not affected/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me offers' }));
    expect(await screen.findByText(`Check your inbox: we sent a link to confirm to ${email}.`)).toBeTruthy();
    expect(puts).toEqual([{ wanted: true, from: 'account' }]);
    expect(screen.getByRole('button', { name: 'Send the link again' })).toBeTruthy();
    expect(screen.getByText('Not confirmed yet')).toBeTruthy();
  });

  it('asked, sends the link again, and says when none went because one went lately', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(sentAt) + 3 * 60_000 });
    state = { status: 'asked', email, askedAt: sentAt, linkSentAt: sentAt };
    renderAt('/account/notifications', <OfferEmailsSetting />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText(/less than 10 minutes ago.*another in 7 minutes/)).toBeTruthy();
  });

  it('subscribed, says so and stops them', async () => {
    state = { status: 'subscribed', email, askedAt: sentAt, confirmedAt: sentAt };
    renderAt('/account/notifications', <OfferEmailsSetting />);
    expect(await screen.findByText(/You get our offers by e-mail/)).toBeTruthy();
    expect(screen.getByText('On')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop offer e-mails' }));
    expect(await screen.findByText('Offer e-mails are off: we won’t send you offers.')).toBeTruthy();
    expect(puts).toEqual([{ wanted: false, from: 'account' }]);
    expect(screen.getByRole('button', { name: 'E-mail me offers' })).toBeTruthy();
  });
});

describe('the thank-you page’s ask', () => {
  it('asks a customer who never answered; yes says where the link went', async () => {
    renderAt('/account/order-details/1', <OfferEmailsAsk />);
    expect(await screen.findByText('Want our offers by e-mail? We’ll send a link to confirm.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me offers' }));
    expect(await screen.findByText(`Check your inbox: we sent a link to confirm to ${email}.`)).toBeTruthy();
    expect(puts).toEqual([{ wanted: true, from: 'order' }]);
    expect(screen.queryByRole('button', { name: 'No thanks' })).toBeNull();
  });

  it('“No thanks” is kept and said, with the way to the account', async () => {
    renderAt('/account/order-details/1', <OfferEmailsAsk />);
    fireEvent.click(await screen.findByRole('button', { name: 'No thanks' }));
    expect(await screen.findByText(/No offer e-mails, then/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'your account' }).getAttribute('href')).toBe('/account/notifications#offer-emails');
    expect(puts).toEqual([{ wanted: false, from: 'order' }]);
  });

  it('asks nobody who answered before', async () => {
    for (const status of ['asked', 'subscribed', 'declined', 'unsubscribed'] as const) {
      state = { status, email };
      renderAt(
        '/account/order-details/1',
        <>
          <OfferEmailsAsk />
          <AnswerRead />
        </>,
      );
      // The barrier: the same answer has reached the page, so the ask has had it too.
      expect(await screen.findByText(`answer: ${status}`)).toBeTruthy();
      expect(screen.queryByText(/Want our offers by e-mail/), status).toBeNull();
      cleanup();
    }
  });
});

describe('the confirm page', () => {
  it('posts the link’s token once and says the customer will get offers', async () => {
    renderAt('/offer-emails/confirm?token=abc', <OfferEmailsConfirmScreen />);
    expect(await screen.findByRole('heading', { name: 'You’ll get our offers by e-mail' })).toBeTruthy();
    expect(api.mock.calls.filter(([url]) => String(url) === '/api/offer-emails/confirm')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your account' }).getAttribute('href')).toBe('/account/notifications#offer-emails');
  });

  it('says why a link did not work', async () => {
    confirmAnswer = () => json({ error: { code: 'VALIDATION', message: 'This link has already been used.' } }, 400);
    renderAt('/offer-emails/confirm?token=abc', <OfferEmailsConfirmScreen />);
    expect(await screen.findByRole('heading', { name: 'This link didn’t work' })).toBeTruthy();
    expect(screen.getByText('This link has already been used.')).toBeTruthy();
  });
});

describe('the unsubscribe page', () => {
  it('changes nothing when opened; its button posts the token and says it is done', async () => {
    renderAt('/offer-emails/unsubscribe?token=user.mac', <OfferEmailsUnsubscribeScreen />);
    const button = await screen.findByRole('button', { name: 'Unsubscribe from offer e-mails' });
    expect(posts).toEqual([]);
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Done: no more offer e-mails.' })).toBeTruthy();
    expect(screen.getByText('Order e-mails still come.')).toBeTruthy();
    expect(posts).toEqual([{ url: '/api/offer-emails/unsubscribe?token=user.mac', body: { from: 'page' } }]);
  });
});
