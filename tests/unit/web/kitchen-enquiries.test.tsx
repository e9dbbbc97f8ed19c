// @vitest-environment jsdom
import type { EnquiryInbox, InboxEnquiry } from '@functions/enquiries/contract/enquiry-inbox';
import type { OwnerMe } from '@functions/accounts/contract/owner';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenEnquiriesScreen } from '../../../web/src/app/routes/kitchen/enquiries.tsx';
import { replyLink, timeAgo } from '../../../web/src/features/enquiries/enquiry-words.ts';

const owner: OwnerMe = { id: 'owner-1', name: 'Efua Owusu', email: 'efua@example.com', role: 'owner' };
const state = { status: 'new', statusChangedAt: null, statusChangedBy: null, notes: [] } satisfies Partial<InboxEnquiry>;

const ingredientsRequest: InboxEnquiry = {
  kind: 'ingredientsRequest',
  id: '01JD00000000000000000000C3',
  createdAt: '2026-11-24T22:58:00.000Z',
  ...state,
  contact: { name: 'Kwame Mensah', email: 'kwame@example.com', phone: null, via: 'account' },
  dishId: 'jollof-rice',
  dishName: 'Jollof Rice',
  ingredients: ['Garden eggs', 'Smoked fish'],
};
const dishRequest: InboxEnquiry = {
  kind: 'dishRequest',
  id: '01JD00000000000000000000B2',
  createdAt: '2026-11-23T10:00:00.000Z',
  ...state,
  status: 'closed',
  contact: null,
  dishName: 'Kenkey',
};

const visitorRequest: InboxEnquiry = {
  kind: 'dishRequest',
  id: '01JD00000000000000000000A1',
  createdAt: '2026-11-22T10:00:00.000Z',
  ...state,
  contact: { name: '', email: 'grace+events@gmail.com', phone: null, via: 'visitor' },
  dishName: 'Ofada stew',
};

const inboxOf = (enquiries: InboxEnquiry[], next: string | null = null): EnquiryInbox => ({
  enquiries,
  counts: {
    all: enquiries.length,
    new: enquiries.filter((e) => e.status === 'new').length,
    replied: enquiries.filter((e) => e.status === 'replied').length,
    closed: enquiries.filter((e) => e.status === 'closed').length,
  },
  more: next !== null,
  next,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
let inboxAnswer: (cursor: string | null) => Response;
const api = vi.fn(async (input: RequestInfo | URL) => {
  const url = String(input);
  if (url.startsWith('/api/owner/enquiries')) return inboxAnswer(new URL(url, 'http://shop.test').searchParams.get('cursor'));
  return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
});

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [{ path: '/kitchen', element: <Outlet context={owner} />, children: [{ path: 'enquiries', element: <KitchenEnquiriesScreen /> }] }],
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
  vi.stubGlobal('fetch', api);
  inboxAnswer = () => json(inboxOf([ingredientsRequest, dishRequest]));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the enquiries inbox screen', () => {
  it('lists the enquiries with counts, and opens one from ?id= with its ingredients and a reply link', async () => {
    renderAt(`/kitchen/enquiries?id=${ingredientsRequest.id}`);
    const list = await screen.findByRole('list', { name: 'All enquiries, newest first' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('Kwame Mensah'), expect.stringContaining('A visitor (signed out)')]);
    expect(rows[0]!.getAttribute('aria-current')).toBe('true');
    expect(within(screen.getByRole('group', { name: 'Show enquiries' })).getByRole('button', { name: /^Closed/ }).textContent).toContain('1');

    const details = screen.getByRole('article', { name: 'Ingredients for Jollof Rice' });
    expect(within(details).getByRole('link', { name: 'Jollof Rice' }).getAttribute('href')).toBe('/menu/Jollof-Rice');
    expect(
      within(details)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(expect.arrayContaining(['Garden eggs', 'Smoked fish']));
    expect(within(details).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(/^mailto:kwame@example\.com\?subject=/);
    expect(within(details).queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it('filters by status, and says when a filter has nothing', async () => {
    const router = renderAt('/kitchen/enquiries');
    await screen.findByRole('list', { name: 'All enquiries, newest first' });
    fireEvent.click(screen.getByRole('button', { name: /^Replied/ }));
    expect(await screen.findByRole('heading', { name: 'No replied enquiries' })).toBeTruthy();
    expect(router.state.location.search).toBe('?status=replied');
    fireEvent.click(screen.getByRole('button', { name: /^Closed/ }));
    const closed = await screen.findByRole('list', { name: 'Closed enquiries, newest first' });
    expect(within(closed).getAllByRole('link')).toHaveLength(1);
  });

  it('loads older enquiries a page at a time with “Older enquiries”, sending the page’s cursor back as it came', async () => {
    inboxAnswer = (cursor) => (cursor === 'opaque-1' ? json(inboxOf([visitorRequest])) : json(inboxOf([ingredientsRequest, dishRequest], 'opaque-1')));
    renderAt(`/kitchen/enquiries?id=${visitorRequest.id}`);
    const list = await screen.findByRole('list', { name: 'All enquiries, newest first' });
    expect(within(list).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByText('Showing the newest 2 enquiries.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'That enquiry is not in the inbox' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Older enquiries' }));
    await waitFor(() => expect(within(list).getAllByRole('link')).toHaveLength(3));
    expect(await screen.findByText('1 older enquiry loaded.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Older enquiries' })).toBeNull();
    expect(screen.getByText('Showing all 3 enquiries.')).toBeTruthy();
    // The older one, sent signed out with an address, opens with it to reply to.
    const details = await screen.findByRole('article', { name: 'Add “Ofada stew” to the menu' });
    expect(within(details).getByText('Sent without signing in: the visitor left this address for an answer.')).toBeTruthy();
    expect(within(details).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toMatch(/^mailto:grace%2Bevents@gmail\.com\?subject=/);
    expect(within(list).getAllByRole('link')[2]!.textContent).toContain('A visitor (grace+events@gmail.com)');
    const cursors = api.mock.calls.map(([input]) => new URL(String(input), 'http://shop.test').searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'opaque-1']);
  });

  it('says when there are no enquiries at all', async () => {
    inboxAnswer = () => json(inboxOf([]));
    renderAt('/kitchen/enquiries');
    expect(await screen.findByRole('heading', { name: 'No enquiries yet' })).toBeTruthy();
  });

  it('shows an error with Try again, which loads the inbox', async () => {
    inboxAnswer = () => json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, 500);
    renderAt('/kitchen/enquiries');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We couldn’t load the enquiries.');
    inboxAnswer = () => json(inboxOf([dishRequest]));
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('list', { name: 'All enquiries, newest first' })).toBeTruthy());
  });
});

describe('the inbox’s words', () => {
  it('builds a reply e-mail to the sender, and none for an anonymous request', () => {
    const link = new URL(replyLink(ingredientsRequest, 'Efua Owusu')!);
    expect(link.protocol).toBe('mailto:');
    expect(link.pathname).toBe('kwame@example.com');
    expect(link.searchParams.get('subject')).toBe('Re: your ingredients request to Spices African Kitchen');
    expect(link.searchParams.get('body')).toContain('Hello Kwame,');
    expect(replyLink(dishRequest, 'Efua Owusu')).toBeUndefined();
    // A visitor left an address but no name.
    expect(new URL(replyLink(visitorRequest, 'Efua Owusu')!).searchParams.get('body')).toMatch(/^Hello,\n/);
  });

  it('says how long ago, and how long until', () => {
    const now = Date.parse('2026-11-24T23:00:00.000Z');
    expect(timeAgo('2026-11-24T22:59:30.000Z', now)).toBe('just now');
    expect(timeAgo('2026-11-24T22:55:00.000Z', now)).toBe('5 minutes ago');
    expect(timeAgo('2026-11-23T23:00:00.000Z', now)).toBe('yesterday');
    expect(timeAgo('2026-12-15T12:00:00.000Z', now)).toBe('in 2 weeks');
  });
});
