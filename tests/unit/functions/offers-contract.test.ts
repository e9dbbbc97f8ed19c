import { describe, expect, it } from 'vitest';
import {
  loyaltySettingsSchema,
  offerCodeSchema,
  offerDefinitionSchema,
  offerSchema,
  type LoyaltySettings,
} from '../../../functions/src/offers/contract/offers.ts';
import { anOffer } from '../../fixtures/offers.ts';

/** The owner's definition of the fixture's offer (no id), with changes. */
function definition(changes: Record<string, unknown> = {}): Record<string, unknown> {
  const { offerId: _offerId, ...offer } = anOffer();
  return { ...offer, ...changes };
}

/** The messages of a refused definition, by the path of the field. */
function problems(value: Record<string, unknown>): Record<string, string> {
  const result = offerDefinitionSchema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the offer code', () => {
  it('is stored upper-case, trimmed', () => {
    expect(offerCodeSchema.parse(' summer-10 ')).toBe('SUMMER-10');
    expect(offerDefinitionSchema.parse(definition({ code: 'save5' }))).toMatchObject({ code: 'SAVE5' });
  });

  it('has 4 to 24 of A–Z, 0–9 and hyphens', () => {
    expect(problems(definition({ code: 'AB1' }))).toEqual({ code: 'A code has at least 4 characters' });
    expect(problems(definition({ code: 'A'.repeat(25) }))).toEqual({ code: 'A code has at most 24 characters' });
    expect(problems(definition({ code: 'SAVE 5' }))).toEqual({ code: 'A code has only letters A–Z, digits and hyphens' });
    expect(problems(definition({ code: 'straße' }))).toEqual({ code: 'A code has only letters A–Z, digits and hyphens' });
    expect(problems(definition({ code: 'A'.repeat(24) }))).toEqual({});
  });

  it('belongs to code offers only: an automatic offer has none, a code offer needs one', () => {
    expect(problems(definition({ kind: 'automatic' }))).toEqual({ '': 'Unrecognized key: "code"' });
    const { code: _code, ...withoutCode } = definition();
    expect(offerDefinitionSchema.safeParse(withoutCode).success).toBe(false);
    expect(offerDefinitionSchema.parse({ ...withoutCode, kind: 'automatic' })).toMatchObject({ kind: 'automatic' });
  });
});

describe('what an offer takes off', () => {
  it('is a whole percent from 1 to 100: no 0 %, no 150 %, no 12.5 %', () => {
    expect(problems(definition({ discount: { kind: 'percent', percent: 150 } }))).toEqual({ 'discount.percent': 'At most 100 %' });
    expect(problems(definition({ discount: { kind: 'percent', percent: 0 } }))).toEqual({ 'discount.percent': 'At least 1 %' });
    expect(problems(definition({ discount: { kind: 'percent', percent: 12.5 } }))).toEqual({ 'discount.percent': 'Use a whole percent' });
    expect(problems(definition({ discount: { kind: 'percent', percent: 100 } }))).toEqual({});
    expect(problems(definition({ discount: { kind: 'percent', percent: 1 } }))).toEqual({});
  });

  it('is an amount of whole cents from 1 cent to $500: nothing negative', () => {
    expect(problems(definition({ discount: { kind: 'amount', cents: -500 } }))).toEqual({ 'discount.cents': 'At least 1 cent' });
    expect(problems(definition({ discount: { kind: 'amount', cents: 50_001 } }))).toEqual({ 'discount.cents': 'At most $500 off' });
    expect(problems(definition({ discount: { kind: 'amount', cents: 5.5 } }))).toEqual({ 'discount.cents': 'Use whole cents' });
    expect(problems(definition({ discount: { kind: 'amount', cents: 50_000 } }))).toEqual({});
  });

  it('is free delivery only for delivery orders, of the whole order', () => {
    expect(problems(definition({ discount: { kind: 'free-delivery' } }))).toEqual({ modes: 'Free delivery is for delivery orders only' });
    expect(problems(definition({ discount: { kind: 'free-delivery' }, modes: ['delivery'] }))).toEqual({});
    expect(problems(definition({ discount: { kind: 'free-delivery' }, modes: ['delivery'], scope: { kind: 'categories', categories: ['dessert'] } }))).toEqual({
      scope: 'Free delivery is for the whole order',
    });
  });

  it('bounds the minimum and the maximum', () => {
    expect(problems(definition({ minimumFoodCents: -1 }))).toEqual({ minimumFoodCents: 'No negative amounts' });
    expect(problems(definition({ minimumFoodCents: 1_000_001 }))).toEqual({ minimumFoodCents: 'At most $10,000' });
    expect(problems(definition({ maxDiscountCents: 0 }))).toEqual({ maxDiscountCents: 'At least 1 cent' });
    expect(problems(definition({ maxDiscountCents: 100_001 }))).toEqual({ maxDiscountCents: 'At most $1,000' });
    expect(problems(definition({ maxDiscountCents: 2000 }))).toEqual({});
  });
});

describe('when and for whom an offer is', () => {
  it('starts before it ends', () => {
    expect(problems(definition({ validTo: definition().validFrom }))).toEqual({ validTo: 'The end must be after the start' });
    expect(problems(definition({ validFrom: '2027-02-01T06:00:00.000Z' }))).toEqual({ validTo: 'The end must be after the start' });
    expect(problems(definition({ validTo: null }))).toEqual({});
    expect(problems(definition({ validFrom: 'next Friday' }))).toEqual({ validFrom: 'Use a date and time, e.g. 2026-12-11T06:00:00Z' });
  });

  it('has weekdays 0–6, each once, at least one', () => {
    expect(problems(definition({ days: [] }))).toEqual({ days: 'Choose at least one day' });
    expect(problems(definition({ days: [2, 2] }))).toEqual({ days: 'Each day once' });
    expect(Object.keys(problems(definition({ days: [7] })))).toEqual(['days.0']);
  });

  it('has a daily window that ends after it starts, in 24-hour time', () => {
    expect(problems(definition({ hours: { from: '14:00', to: '11:00' } }))).toEqual({ 'hours.to': 'The window must end after it starts' });
    expect(problems(definition({ hours: { from: '11:00', to: '11:00' } }))).toEqual({ 'hours.to': 'The window must end after it starts' });
    expect(problems(definition({ hours: { from: '11am', to: '14:00' } }))).toEqual({ 'hours.from': 'Use a 24-hour time, e.g. 11:00' });
    expect(problems(definition({ hours: { from: '11:00', to: '14:00' } }))).toEqual({});
  });

  it('has pickup, delivery or both', () => {
    expect(problems(definition({ modes: [] }))).toEqual({ modes: 'Choose pickup, delivery or both' });
    expect(problems(definition({ modes: ['pickup', 'pickup'] }))).toEqual({ modes: 'Each mode once' });
    expect(Object.keys(problems(definition({ modes: ['drone'] })))).toEqual(['modes.0']);
  });

  it('has a scope of all the food, some dishes or some categories', () => {
    expect(problems(definition({ scope: { kind: 'dishes', dishes: [] } }))).toEqual({ 'scope.dishes': 'Choose at least one dish' });
    const dishes = Array.from({ length: 51 }, (_, index) => ({ dishId: `dish-${index}`, name: `Dish ${index}` }));
    expect(problems(definition({ scope: { kind: 'dishes', dishes } }))).toEqual({ 'scope.dishes': 'At most 50 dishes' });
    const twice = [dishes[0], dishes[0]];
    expect(problems(definition({ scope: { kind: 'dishes', dishes: twice } }))).toEqual({ 'scope.dishes': 'Each dish once' });
    expect(problems(definition({ scope: { kind: 'categories', categories: ['dessert', 'dessert'] } }))).toEqual({ 'scope.categories': 'Each category once' });
    expect(problems(definition({ scope: { kind: 'dishes', dishes: dishes.slice(0, 50) } }))).toEqual({});
  });

  it('limits uses to at least one, or not at all', () => {
    expect(problems(definition({ usesPerCustomer: 0 }))).toEqual({ usesPerCustomer: 'At least 1 use' });
    expect(problems(definition({ totalUses: 0 }))).toEqual({ totalUses: 'At least 1 use' });
    expect(problems(definition({ totalUses: 100_001 }))).toEqual({ totalUses: 'At most 100,000 uses' });
    expect(problems(definition({ usesPerCustomer: null, totalUses: null }))).toEqual({});
  });

  it('refuses unknown fields and unknown states', () => {
    expect(problems(definition({ stackable: true }))).toEqual({ '': 'Unrecognized key: "stackable"' });
    expect(Object.keys(problems(definition({ state: 'deleted' })))).toEqual(['state']);
  });

  it('is stored with its id', () => {
    expect(offerSchema.safeParse(definition()).success).toBe(false);
    expect(offerSchema.parse({ ...definition(), offerId: 'offer-9' })).toMatchObject({ offerId: 'offer-9', code: 'SAVE5' });
  });
});

describe('the loyalty settings', () => {
  const settings: LoyaltySettings = {
    pointsPerDollar: 10,
    expiryMonths: 12,
    rewards: [
      { rewardId: 'five-off', name: '$5 off', points: 250, kind: 'amount', cents: 500 },
      { rewardId: 'puff-puff', name: 'A free Puff Puff', points: 400, kind: 'dish', dishId: 'puff-puff' },
    ],
  };
  const loyaltyProblems = (changes: Record<string, unknown>) => {
    const result = loyaltySettingsSchema.safeParse({ ...settings, ...changes });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
  };

  it('takes 1 to 100 points per dollar', () => {
    expect(loyaltyProblems({})).toEqual({});
    expect(loyaltyProblems({ pointsPerDollar: 0 })).toEqual({ pointsPerDollar: 'At least 1 point per dollar' });
    expect(loyaltyProblems({ pointsPerDollar: 101 })).toEqual({ pointsPerDollar: 'At most 100 points per dollar' });
    expect(loyaltyProblems({ pointsPerDollar: 100 })).toEqual({});
  });

  it('lets points expire after 1 to 36 months, or never', () => {
    expect(loyaltyProblems({ expiryMonths: 0 })).toEqual({ expiryMonths: 'At least 1 month' });
    expect(loyaltyProblems({ expiryMonths: 37 })).toEqual({ expiryMonths: 'At most 36 months' });
    expect(loyaltyProblems({ expiryMonths: null })).toEqual({});
  });

  it('has at most 10 rewards, each of at least one point, each id once', () => {
    const many = Array.from({ length: 11 }, (_, index) => ({ ...settings.rewards[0], rewardId: `reward-${index}` }));
    expect(loyaltyProblems({ rewards: many })).toEqual({ rewards: 'At most 10 rewards' });
    expect(loyaltyProblems({ rewards: [{ ...settings.rewards[0], points: 0 }] })).toEqual({ 'rewards.0.points': 'At least 1 point' });
    expect(loyaltyProblems({ rewards: [settings.rewards[0], settings.rewards[0]] })).toEqual({ rewards: 'Each reward id once' });
    expect(loyaltyProblems({ rewards: [{ ...settings.rewards[0], cents: -100 }] })).toEqual({ 'rewards.0.cents': 'At least 1 cent' });
    expect(loyaltyProblems({ rewards: [{ ...settings.rewards[1], cents: 500 }] })).toEqual({ 'rewards.0': 'Unrecognized key: "cents"' });
  });
});
