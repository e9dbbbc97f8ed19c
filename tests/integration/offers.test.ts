/**
 * The owner's offers over HTTP against the local host (docs/business-rules.md#offers-and-loyalty): an owner creates
 * a code offer and an automatic offer and lists them; a code is one offer's whatever its case, and a renamed code is
 * free again; offers past their bounds are refused with the field and nothing is stored; a save carries the version
 * it read, and one from an older read is a 409 with the offer as it is now; an unknown offer is a 404.
 *
 * The table is shared with the rest of the suite and keeps the offers of earlier runs: every code here is new to
 * this run, and the tests look for their own offers by id, never at the list's length.
 */
import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { ownerOfferAnswerSchema, ownerOffersAnswerSchema, type StoredOffer } from '@functions/offers/contract/offers';
import type { Customer } from '../fixtures/api.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

/** A code no earlier run used, as the owner might type it (lower-case: codes are case-insensitive). */
const newCode = (word: string) => `${word}-${randomBytes(4).toString('hex')}`;

/** '10 % off over $30, pickup or delivery, any day', from next year on: an owner's definition to change one field of. */
function definition(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const offer = offerFields({
    code: newCode('spring'),
    discount: { kind: 'percent', percent: 10 },
    maxDiscountCents: 2000,
    validFrom: '2027-03-01T06:00:00.000Z',
    validTo: '2027-04-01T05:00:00.000Z',
    ...changes,
  });
  // An automatic offer has no code at all (the schema is strict).
  if (offer.kind === 'automatic' && !('code' in changes)) delete offer.code;
  return offer;
}

/** Without what the table adds, for comparing with what was sent. */
function definitionOf({ offerId: _id, version: _version, updatedAt: _updatedAt, ...rest }: StoredOffer) {
  return rest;
}

let owner: Customer;

beforeAll(async () => {
  ({ owner } = await signedInOwner('Ama Offers'));
});

async function create(json: Record<string, unknown>): Promise<StoredOffer> {
  const answer = await owner.call('POST', '/owner/offers', { json });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ownerOfferAnswerSchema.parse(answer.body).offer;
}

async function list(): Promise<StoredOffer[]> {
  const answer = await owner.call('GET', '/owner/offers');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return ownerOffersAnswerSchema.parse(answer.body).offers;
}

/** The refusal's code, message and details. */
const refusal = (body: unknown) => errorBodySchema.parse(body).error;

describe('the owner’s offers', () => {
  it('creates a code offer and an automatic offer, and lists both, the newest first', async () => {
    const sent = definition();
    const code = await create(sent);
    expect(code).toMatchObject({ kind: 'code', code: String(sent.code).toUpperCase(), version: 1 });
    expect(definitionOf(code)).toEqual({ ...sent, code: String(sent.code).toUpperCase() });
    const automatic = await create(
      definition({ kind: 'automatic', discount: { kind: 'free-delivery' }, modes: ['delivery'], minimumFoodCents: 6000, maxDiscountCents: null }),
    );
    expect(automatic).toMatchObject({ kind: 'automatic', discount: { kind: 'free-delivery' }, version: 1 });
    expect(automatic).not.toHaveProperty('code');

    const offers = await list();
    const ids = offers.map((offer) => offer.offerId);
    expect(offers.find((offer) => offer.offerId === code.offerId)).toEqual(code);
    expect(offers.find((offer) => offer.offerId === automatic.offerId)).toEqual(automatic);
    expect(ids.indexOf(automatic.offerId)).toBeLessThan(ids.indexOf(code.offerId));
  });

  it('refuses a code another offer has, whatever its case, and stores nothing', async () => {
    const code = newCode('twice');
    await create(definition({ code: code.toUpperCase() }));
    const answer = await owner.call('POST', '/owner/offers', { json: definition({ code: code.toLowerCase(), minimumFoodCents: 0 }) });
    expect(answer.status).toBe(409);
    const sentence = `The code ${code.toUpperCase()} is taken by another offer.`;
    expect(refusal(answer.body)).toMatchObject({ code: 'CONFLICT', message: sentence, details: [{ path: 'body.code', message: sentence }] });
    expect((await list()).filter((offer) => offer.kind === 'code' && offer.code === code.toUpperCase())).toHaveLength(1);
  });

  it('refuses offers past their bounds, naming the field, and stores none of them', async () => {
    const refused: [string, Record<string, unknown>, string][] = [
      ['150 % off', definition({ discount: { kind: 'percent', percent: 150 } }), 'body.discount.percent'],
      ['a negative amount', definition({ discount: { kind: 'amount', cents: -500 } }), 'body.discount.cents'],
      ['an end before the start', definition({ validFrom: '2027-04-01T05:00:00.000Z', validTo: '2027-03-01T06:00:00.000Z' }), 'body.validTo'],
      ['a code with other characters', definition({ code: 'SAVE 5!' }), 'body.code'],
      ['a code with a letter that upper-cases to others', definition({ code: 'straße10' }), 'body.code'],
    ];
    for (const [what, json, path] of refused) {
      const answer = await owner.call('POST', '/owner/offers', { json });
      expect(answer.status, what).toBe(400);
      const error = refusal(answer.body);
      expect(error.code, what).toBe('VALIDATION');
      expect(
        error.details?.map((detail) => detail.path),
        what,
      ).toContain(path);
    }
    // The refusals with a well-formed code: had any been stored, its code would be in the list.
    const codes = new Set((await list()).flatMap((offer) => (offer.kind === 'code' ? [offer.code] : [])));
    for (const [what, json] of refused.slice(0, 3)) expect(codes.has(String(json.code).toUpperCase()), what).toBe(false);
  });

  it('saves over the version read, raising it; a save from the older read is a 409 with the offer as it is now', async () => {
    const offer = await create(definition());
    const changed = { ...definitionOf(offer), minimumFoodCents: 4500, state: 'paused' };
    const saved = await owner.call('PUT', `/owner/offers/${offer.offerId}`, { json: { ...changed, version: offer.version } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const now = ownerOfferAnswerSchema.parse(saved.body).offer;
    expect(now).toMatchObject({ offerId: offer.offerId, minimumFoodCents: 4500, state: 'paused', version: 2 });
    expect(Date.parse(now.updatedAt)).toBeGreaterThanOrEqual(Date.parse(offer.updatedAt));
    expect((await list()).find((stored) => stored.offerId === offer.offerId)).toEqual(now);

    const stale = await owner.call('PUT', `/owner/offers/${offer.offerId}`, {
      json: { ...definitionOf(offer), minimumFoodCents: 1000, version: offer.version },
    });
    expect(stale.status).toBe(409);
    const error = refusal(stale.body);
    expect(error).toMatchObject({ code: 'CONFLICT', message: 'This offer was changed meanwhile: look again before saving.' });
    expect(error.current).toEqual(now);
    expect((await list()).find((stored) => stored.offerId === offer.offerId)).toEqual(now);
  });

  it('frees a renamed code for another offer, and holds the new one', async () => {
    const [before, after] = [newCode('old'), newCode('new')];
    const offer = await create(definition({ code: before }));
    const renamed = await owner.call('PUT', `/owner/offers/${offer.offerId}`, {
      json: { ...definitionOf(offer), code: after, version: offer.version },
    });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(ownerOfferAnswerSchema.parse(renamed.body).offer).toMatchObject({ code: after.toUpperCase(), version: 2 });

    const other = await create(definition({ code: before.toLowerCase() }));
    expect(other).toMatchObject({ code: before.toUpperCase() });
    const taken = await owner.call('POST', '/owner/offers', { json: definition({ code: after }) });
    expect(taken.status).toBe(409);
    expect(refusal(taken.body).message).toBe(`The code ${after.toUpperCase()} is taken by another offer.`);
    // Taking the other's code back is refused too, and leaves the offer as it was.
    const back = await owner.call('PUT', `/owner/offers/${offer.offerId}`, { json: { ...definitionOf(offer), code: before, version: 2 } });
    expect(back.status).toBe(409);
    expect(refusal(back.body).details).toEqual([{ path: 'body.code', message: `The code ${before.toUpperCase()} is taken by another offer.` }]);
    expect((await list()).find((stored) => stored.offerId === offer.offerId)).toMatchObject({ code: after.toUpperCase(), version: 2 });
  });

  it('answers 404 for an offer that does not exist, or an id that cannot be one', async () => {
    const code = newCode('nobody');
    const json = { ...definition({ code }), version: 1 };
    for (const offerId of ['01JZZZZZZZZZZZZZZZZZZZZZZZ', 'not-an-offer']) {
      const answer = await owner.call('PUT', `/owner/offers/${offerId}`, { json });
      expect(answer.status, offerId).toBe(404);
      expect(refusal(answer.body)).toMatchObject({ code: 'NOT_FOUND', message: 'No such offer.' });
    }
    // Nothing was written under the unknown id, nor its code claimed: a new offer takes the code.
    await create(definition({ code }));
  });
});
