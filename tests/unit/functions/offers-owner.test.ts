/**
 * The owner's offers use cases with the store's answers given (the store's own writes are offers-store.test.ts's, the
 * whole route over HTTP is tests/integration/offers.test.ts's): what is stored for a new offer, and which error each
 * of the store's refusals becomes, with its sentence.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Offer, StoredOffer } from '../../../functions/src/offers/contract/offers.ts';
import { AppError } from '../../../functions/src/platform/errors.ts';
import { anAutomaticOffer, anOffer } from '../../fixtures/offers.ts';

const store = vi.hoisted(() => ({ createOffer: vi.fn(), getOffer: vi.fn(), listOffers: vi.fn(), updateOffer: vi.fn() }));
vi.mock('../../../functions/src/offers/store/offers.ts', () => store);
vi.mock('../../../functions/src/platform/config/telemetry.ts', () => ({ logger: () => ({ info: vi.fn(), warn: vi.fn() }) }));

const { createOwnerOffer, readOwnerOffers, updateOwnerOffer } = await import('../../../functions/src/offers/use-cases/owner-offers.ts');

const now = new Date('2026-12-07T18:00:00.000Z');
const offerId = '01KC0FFERS00000000000000AB';
const { offerId: _id, ...definition } = anOffer({ code: 'SPRING10' } as Parameters<typeof anOffer>[0]) as Extract<Offer, { kind: 'code' }>;
const stored = (changes: Partial<StoredOffer> = {}): StoredOffer =>
  ({ ...definition, offerId, version: 1, updatedAt: now.toISOString(), ...changes }) as StoredOffer;

/** The error a call throws (it must throw one). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeEach(() => vi.resetAllMocks());

describe('readOwnerOffers', () => {
  it('answers the stored offers as the store lists them', async () => {
    store.listOffers.mockResolvedValue([stored()]);
    expect(await readOwnerOffers()).toEqual({ offers: [stored()] });
  });
});

describe('createOwnerOffer', () => {
  it('stores a new offer: a new ULID, version 1, saved now, the code upper-case', async () => {
    store.createOffer.mockResolvedValue('created');
    const created = await createOwnerOffer({ ...definition, code: 'spring10' }, now);
    expect(created).toMatchObject({ code: 'SPRING10', version: 1, updatedAt: now.toISOString() });
    expect(created.offerId).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(store.createOffer).toHaveBeenCalledWith(created);
    const other = await createOwnerOffer({ ...definition, code: 'OTHER10' }, now);
    expect(other.offerId).not.toBe(created.offerId);
  });

  it('creates an automatic offer without a code', async () => {
    store.createOffer.mockResolvedValue('created');
    const { offerId: _automaticId, ...automatic } = anAutomaticOffer();
    expect(await createOwnerOffer(automatic, now)).not.toHaveProperty('code');
  });

  it('refuses a taken code with a 409 naming it, on body.code', async () => {
    store.createOffer.mockResolvedValue('codeTaken');
    const error = await refusal(createOwnerOffer(definition, now));
    const sentence = 'The code SPRING10 is taken by another offer.';
    expect(error).toMatchObject({ code: 'CONFLICT', message: sentence, details: [{ path: 'body.code', message: sentence }] });
  });
});

describe('updateOwnerOffer', () => {
  it('saves the definition under the path’s id over the version read', async () => {
    store.updateOffer.mockResolvedValue(stored({ version: 3 }));
    expect(await updateOwnerOffer(offerId, { ...definition, version: 2 }, now)).toEqual(stored({ version: 3 }));
    expect(store.updateOffer).toHaveBeenCalledWith({ ...definition, offerId }, 2, now);
  });

  it('answers 404 for no such offer', async () => {
    store.updateOffer.mockResolvedValue('missing');
    expect(await refusal(updateOwnerOffer(offerId, { ...definition, version: 1 }, now))).toMatchObject({ code: 'NOT_FOUND', message: 'No such offer.' });
  });

  it('answers 409 with the offer as it is now when it was saved meanwhile', async () => {
    store.updateOffer.mockResolvedValue('stale');
    store.getOffer.mockResolvedValue(stored({ version: 5, minimumFoodCents: 9000 }));
    const error = await refusal(updateOwnerOffer(offerId, { ...definition, version: 4 }, now));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This offer was changed meanwhile: look again before saving.' });
    expect(error.current).toEqual(stored({ version: 5, minimumFoodCents: 9000 }));
  });

  it('answers 409 naming the new code when another offer has it', async () => {
    store.updateOffer.mockResolvedValue('codeTaken');
    const error = await refusal(updateOwnerOffer(offerId, { ...definition, code: 'taken-1', version: 1 }, now));
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'The code TAKEN-1 is taken by another offer.' });
    expect(error.details).toEqual([{ path: 'body.code', message: 'The code TAKEN-1 is taken by another offer.' }]);
  });
});
