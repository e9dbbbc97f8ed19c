// @vitest-environment jsdom
/**
 * The owner's Offers page (web/src/features/offers, app/routes/kitchen/offers.tsx and offer.tsx): the editor's draft
 * into the definition the server takes (dollars to cents, the kitchen's clock to instants, empty to none) and back; the
 * server's paths onto the draft's fields; the list's words; and the screens against a fake API: the list with Pause
 * (the whole offer again, over its version), a new code saved and said on the list, a 400 and a taken code under their
 * fields, and a save over an offer changed meanwhile refused with Reload.
 */
import { offerDefinitionSchema, type StoredOffer } from '@functions/offers/contract/offers';
import { localToInstant } from '@functions/platform/contract/business-clock';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { KitchenOfferScreen } from '../../../web/src/app/routes/kitchen/offer.tsx';
import { KitchenOffersScreen } from '../../../web/src/app/routes/kitchen/offers.tsx';
import {
  draftErrors,
  draftOf,
  fieldPathOf,
  newDraft,
  requestOf,
  saveVersionOf,
  serverErrors,
  withState,
} from '../../../web/src/features/offers/hooks/offer-draft.ts';
import { usesWords, validityWords } from '../../../web/src/features/offers/hooks/offer-words.ts';
import { ApiError } from '../../../web/src/lib/api-error.ts';
import { offerFields } from '../../fixtures/offers.ts';

/** A stored offer: the fixture's '$5 off orders over $30' (code SAVE5), with the changes given. */
function stored(changes: Record<string, unknown> = {}, table: Partial<StoredOffer> = {}): StoredOffer {
  return {
    offerId: '01JXKQ7Z8M3N4P5R6S7T8V9W0C',
    ...offerFields(changes),
    version: 3,
    updatedAt: '2026-12-01T15:00:00.000Z',
    ...table,
  } as StoredOffer;
}

// Monday, December 7, 2026, 3 p.m. in Milwaukee (CST, UTC−6).
const now = Date.parse('2026-12-07T21:00:00.000Z');

describe('the offer editor’s draft', () => {
  it('starts a new offer today on the kitchen’s clock, every day, any order, no limits', () => {
    const draft = newDraft('code', now);
    expect(draft).toMatchObject({ kind: 'code', fromDate: '2026-12-07', fromTime: '00:00', toDate: '', days: [1, 2, 3, 4, 5, 6, 0], state: 'active' });
    const request = requestOf({ ...draft, code: 'WELCOME10', percent: '10', minimum: '30' });
    expect(request).toEqual({
      kind: 'code',
      code: 'WELCOME10',
      discount: { kind: 'percent', percent: 10 },
      minimumFoodCents: 3000,
      maxDiscountCents: null,
      validFrom: new Date(localToInstant('2026-12-07', 0)).toISOString(),
      validTo: null,
      days: [0, 1, 2, 3, 4, 5, 6],
      hours: null,
      modes: ['pickup', 'delivery'],
      catering: 'any',
      scope: { kind: 'food' },
      firstOrderOnly: false,
      usesPerCustomer: null,
      totalUses: null,
      state: 'active',
    });
    expect(request.validFrom).toBe('2026-12-07T06:00:00.000Z');
    expect(offerDefinitionSchema.safeParse(request).success).toBe(true);
  });

  it('gives a saved offer back unchanged: cents as dollars, instants as the kitchen’s dates and times', () => {
    const offer = stored({
      discount: { kind: 'amount', cents: 550 },
      maxDiscountCents: 1000,
      validFrom: '2026-12-11T23:00:00.000Z',
      days: [5, 2],
      hours: { from: '11:00', to: '14:00' },
      modes: ['pickup'],
      catering: 'never',
      scope: { kind: 'dishes', dishes: [{ dishId: 'puff-puff', name: 'Puff Puff' }] },
      usesPerCustomer: 2,
      totalUses: 500,
    });
    const draft = draftOf(offer);
    expect(draft).toMatchObject({ amount: '5.50', minimum: '30.00', maxDiscount: '10.00', fromDate: '2026-12-11', fromTime: '17:00', toDate: '2027-01-01' });
    expect(draft).toMatchObject({ toTime: '00:00', hoursOn: true, usesPerCustomer: '2', totalUses: '500' });
    const { offerId: _id, version: _version, updatedAt: _at, ...definition } = offer;
    expect(requestOf(draft)).toEqual({ ...definition, days: [2, 5] });
  });

  it('names only what it cannot send; the bounds are the server’s', () => {
    const draft = { ...newDraft('code', now), percent: 'ten', minimum: '30.505', maxDiscount: '', fromDate: '', toDate: '2027-01-01', toTime: '' };
    expect(draftErrors({ ...draft, usesPerCustomer: '1.5', totalUses: '' })).toEqual({
      'discount.percent': 'Enter a percent, e.g. 10',
      minimumFoodCents: 'Enter an amount in dollars, or leave it empty',
      validFrom: 'Choose the day it starts',
      'validTo.time': 'Choose the time it ends',
      usesPerCustomer: 'Enter a whole number, or leave it empty',
    });
    // 150 % is readable: the server refuses it, in the schema's words.
    expect(draftErrors({ ...newDraft('code', now), percent: '150' })).toEqual({});
  });

  it('sends the whole offer again with a new state, over the version read', () => {
    const offer = stored();
    expect(withState(offer, 'paused')).toEqual({ ...offerFields(), state: 'paused', version: 3 });
  });

  it('saves over the version read, or a newer read that is the same offer; never over another owner’s change', () => {
    const read = stored();
    expect(saveVersionOf(read, read)).toBe(3);
    expect(saveVersionOf(stored({}, { version: 4 }), read)).toBe(4);
    expect(saveVersionOf(stored({ minimumFoodCents: 2500 }, { version: 4 }), read)).toBe(3);
  });
});

describe('the server’s paths', () => {
  it('land on the draft’s fields', () => {
    expect(fieldPathOf('body.discount.percent')).toBe('discount.percent');
    expect(fieldPathOf('body.discount.kind')).toBe('discount');
    expect(fieldPathOf('body.days.3')).toBe('days');
    expect(fieldPathOf('body.hours')).toBe('hours.from');
    expect(fieldPathOf('body.hours.to')).toBe('hours.to');
    expect(fieldPathOf('body.scope.dishes.2.name')).toBe('scope.dishes');
    expect(fieldPathOf('body.code')).toBe('code');
    expect(fieldPathOf('body.version')).toBe('');
  });

  it('of a 400 and of a taken code show under their fields; a stale save’s 409 names none', () => {
    const refused = new ApiError({
      status: 400,
      code: 'VALIDATION',
      message: 'Invalid',
      details: [{ path: 'body.discount.percent', message: 'At most 100 %' }],
    });
    expect(serverErrors(refused)).toEqual({ 'discount.percent': 'At most 100 %' });
    const taken = 'The code WELCOME10 is taken by another offer.';
    expect(serverErrors(new ApiError({ status: 409, code: 'CONFLICT', message: taken, details: [{ path: 'body.code', message: taken }] }))).toEqual({
      code: taken,
    });
    expect(serverErrors(new ApiError({ status: 409, code: 'CONFLICT', message: 'This offer was changed meanwhile: look again before saving.' }))).toEqual({});
  });
});

describe('the list’s words', () => {
  it('say when an offer runs, as of now', () => {
    expect(validityWords({ validFrom: '2026-12-11T06:00:00.000Z', validTo: '2027-01-01T06:00:00.000Z' }, now)).toBe('Starts Dec 11, 2026 · ends Jan 1, 2027');
    expect(validityWords({ validFrom: '2026-12-01T15:00:00.000Z', validTo: null }, now)).toBe('Since Dec 1, 2026, 9 a.m. · no end date');
    expect(validityWords({ validFrom: '2026-11-01T05:00:00.000Z', validTo: '2026-12-01T06:00:00.000Z' }, now)).toBe('Ran Nov 1, 2026 until Dec 1, 2026');
  });

  it('say how often it may be used', () => {
    expect(usesWords({ usesPerCustomer: 1, totalUses: 500 })).toBe('Once per customer · 500 uses in all');
    expect(usesWords({ usesPerCustomer: 3, totalUses: null })).toBe('3 times per customer · no limit in all');
    expect(usesWords({ usesPerCustomer: null, totalUses: 1 })).toBe('No limit per customer · 1 use in all');
    expect(usesWords({ usesPerCustomer: null, totalUses: null })).toBe('No limit on uses');
  });
});

// ---- The screens, against a fake API ----

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; method: string; body: unknown };
let calls: Call[];
let answer: (call: Call) => Response;
const api = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
  const call = { url: String(input), method: init?.method ?? 'GET', body: init?.body ? JSON.parse(String(init.body)) : undefined };
  calls.push(call);
  return answer(call);
});
const sent = (method: string) => calls.filter((call) => call.method === method);

const save5 = stored();
const automatic = stored(
  { kind: 'automatic', discount: { kind: 'free-delivery' }, modes: ['delivery'], minimumFoodCents: 6000, usesPerCustomer: null, validTo: null },
  { offerId: '01JXKQ7Z8M3N4P5R6S7T8V9W0D', version: 1 },
);
let offers: StoredOffer[];

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/kitchen/offers', element: <KitchenOffersScreen /> },
      { path: '/kitchen/offers/new', element: <KitchenOfferScreen /> },
      { path: '/kitchen/offers/:offerId', element: <KitchenOfferScreen /> },
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
  offers = [automatic, save5];
  vi.stubGlobal('fetch', api);
  answer = () => json({ offers });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.mockClear();
});

describe('the offers screen', () => {
  it('lists each offer with its name, state and words; Pause saves the whole offer over its version and says so', async () => {
    renderAt('/kitchen/offers');
    const list = await screen.findByRole('list', { name: 'Offers, newest first' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((row) => row.parentElement === list);
    expect(rows.map((row) => within(row).getByRole('heading').textContent)).toEqual(['Automatic offer', 'SAVE5']);
    expect(rows[0]!.textContent).toContain('Free delivery over $60');
    expect(rows[1]!.textContent).toContain('$5 off orders over $30');
    expect(rows[1]!.textContent).toContain('State: Active');
    expect(rows[1]!.textContent).toContain('Once per customer · no limit in all');
    expect(screen.getByRole('link', { name: 'Edit SAVE5' }).getAttribute('href')).toBe(`/kitchen/offers/${save5.offerId}`);

    answer = (call) => {
      if (call.method !== 'PUT') return json({ offers });
      const paused = { ...save5, state: 'paused', version: 4 } as const;
      offers = [automatic, paused];
      return json({ offer: paused });
    };
    const pause = screen.getByRole('button', { name: 'Pause SAVE5' });
    pause.focus();
    fireEvent.click(pause);
    await waitFor(() => expect(sent('PUT')).toHaveLength(1));
    expect(sent('PUT')[0]).toEqual({ url: `/api/owner/offers/${save5.offerId}`, method: 'PUT', body: { ...offerFields(), state: 'paused', version: 3 } });
    expect((await screen.findByRole('status')).textContent).toContain('SAVE5 is paused.');
    // The same button, now Resume: the keyboard is still on it.
    const resume = await screen.findByRole('button', { name: 'Resume SAVE5' });
    expect(resume).toBe(pause);
    expect(document.activeElement).toBe(resume);
  });

  it('ends an offer once the owner confirms: no Pause or End left, the keyboard on its Edit', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    answer = (call) => {
      if (call.method !== 'PUT') return json({ offers });
      const ended = { ...save5, state: 'ended', version: 4 } as const;
      offers = [automatic, ended];
      return json({ offer: ended });
    };
    renderAt('/kitchen/offers');
    fireEvent.click(await screen.findByRole('button', { name: 'End SAVE5' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Edit SAVE5' })));
    expect(sent('PUT')[0]!.body).toMatchObject({ state: 'ended', version: 3 });
    expect(screen.queryByRole('button', { name: 'End SAVE5' })).toBeNull();
    expect(screen.getByRole('status').textContent).toContain('SAVE5 has ended.');
    confirm.mockRestore();
  });

  it('asks before ending an offer, and sends nothing when the owner says no', async () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    renderAt('/kitchen/offers');
    fireEvent.click(await screen.findByRole('button', { name: 'End SAVE5' }));
    expect(confirm).toHaveBeenCalledWith('End SAVE5? Customers can no longer use it.');
    expect(sent('PUT')).toHaveLength(0);
    confirm.mockRestore();
  });
});

describe('the offer editor', () => {
  it('adds a code typed in lower case as upper case, in cents, and the list says what was added', async () => {
    const router = renderAt('/kitchen/offers/new?kind=code');
    const code = (await screen.findByLabelText('Code')) as HTMLInputElement;
    fireEvent.change(code, { target: { value: 'welcome10' } });
    expect(code.value).toBe('WELCOME10');
    fireEvent.change(screen.getByLabelText('Percent off'), { target: { value: '10' } });
    fireEvent.change(screen.getByLabelText('Minimum subtotal (optional)'), { target: { value: '30' } });
    expect(screen.getByRole('region', { name: 'In the customer’s words' }).textContent).toContain('10 % off orders over $30');

    const created = stored(
      { code: 'WELCOME10', discount: { kind: 'percent', percent: 10 }, usesPerCustomer: null },
      { offerId: '01JXKQ7Z8M3N4P5R6S7T8V9W0E', version: 1 },
    );
    answer = (call) => (call.method === 'POST' ? json({ offer: created }, 201) : json({ offers: [created, ...offers] }));
    fireEvent.click(screen.getByRole('button', { name: 'Add the code' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]!.body).toMatchObject({ kind: 'code', code: 'WELCOME10', discount: { kind: 'percent', percent: 10 }, minimumFoodCents: 3000 });
    await waitFor(() => expect(router.state.location.pathname).toBe('/kitchen/offers'));
    expect((await screen.findByRole('status')).textContent).toContain('WELCOME10 added: 10 % off orders over $30.');
  });

  it('shows the server’s 400 under its field with the keyboard on it, and a taken code under the code', async () => {
    renderAt('/kitchen/offers/new?kind=code');
    fireEvent.change(await screen.findByLabelText('Code'), { target: { value: 'SAVE5' } });
    const percent = screen.getByLabelText('Percent off');
    fireEvent.change(percent, { target: { value: '150' } });
    answer = () =>
      json({ error: { code: 'VALIDATION', message: 'Invalid request', details: [{ path: 'body.discount.percent', message: 'At most 100 %' }] } }, 400);
    fireEvent.click(screen.getByRole('button', { name: 'Add the code' }));
    await waitFor(() => expect(percent.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(`${percent.id}-error`)?.textContent).toBe('At most 100 %');
    expect(document.activeElement).toBe(percent);
    // Every message is under a field: no alert above Save.
    expect(screen.queryByRole('alert')).toBeNull();

    fireEvent.change(percent, { target: { value: '10' } });
    expect(percent.getAttribute('aria-invalid')).toBeNull();
    const taken = 'The code SAVE5 is taken by another offer.';
    answer = () => json({ error: { code: 'CONFLICT', message: taken, details: [{ path: 'body.code', message: taken }] } }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Add the code' }));
    const code = screen.getByLabelText('Code');
    await waitFor(() => expect(document.getElementById(`${code.id}-error`)?.textContent).toBe(taken));
    expect(document.activeElement).toBe(code);
  });

  it('says so when another owner saved the offer meanwhile (409), and Reload starts from their offer', async () => {
    renderAt(`/kitchen/offers/${save5.offerId}`);
    const minimum = (await screen.findByLabelText('Minimum subtotal (optional)')) as HTMLInputElement;
    expect(minimum.value).toBe('30.00');
    fireEvent.change(minimum, { target: { value: '25' } });
    answer = (call) =>
      call.method === 'PUT'
        ? json({ error: { code: 'CONFLICT', message: 'This offer was changed meanwhile: look again before saving.' } }, 409)
        : json({ offers });
    fireEvent.click(screen.getByRole('button', { name: 'Save the offer' }));
    const alert = await screen.findByRole('alert');
    expect(sent('PUT')[0]!.body).toMatchObject({ minimumFoodCents: 2500, version: 3 });
    expect(alert.textContent).toContain('This offer was changed meanwhile: look again before saving.');

    offers = [automatic, stored({ minimumFoodCents: 4000 }, { version: 4 })];
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(minimum.value).toBe('40.00'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
