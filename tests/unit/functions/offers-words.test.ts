import { describe, expect, it } from 'vitest';
import { offerWords } from '../../../functions/src/offers/index.ts';
import { daysWords, listWords, shortUsd } from '../../../functions/src/offers/contract/offer-words.ts';
import { anAutomaticOffer, anOffer } from '../../fixtures/offers.ts';

const dishes = (...names: string[]) => ({
  kind: 'dishes',
  dishes: names.map((name) => ({ dishId: name.toLowerCase().replaceAll(' ', '-'), name })),
});

describe('offerWords', () => {
  it('says the common offers the way an owner would', () => {
    expect(offerWords(anOffer())).toBe('$5 off orders over $30');
    expect(offerWords(anAutomaticOffer({ discount: { kind: 'free-delivery' }, modes: ['delivery'], minimumFoodCents: 6000 }))).toBe('Free delivery over $60');
    expect(offerWords(anAutomaticOffer({ discount: { kind: 'percent', percent: 10 }, catering: 'only', minimumFoodCents: 50_000 }))).toBe(
      '10 % off catering orders over $500',
    );
  });

  it('says cents only when there are some', () => {
    expect(offerWords(anOffer({ discount: { kind: 'amount', cents: 550 }, minimumFoodCents: 2550 }))).toBe('$5.50 off orders over $25.50');
    expect(offerWords(anOffer({ minimumFoodCents: 0 }))).toBe('$5 off orders');
    expect(shortUsd(125_000)).toBe('$1,250');
  });

  it('names the orders it is for: first, pickup or delivery, catering or not', () => {
    expect(offerWords(anOffer({ firstOrderOnly: true, modes: ['pickup'], minimumFoodCents: 0 }))).toBe('$5 off first pickup orders');
    expect(offerWords(anOffer({ modes: ['delivery'], catering: 'only' }))).toBe('$5 off delivery catering orders over $30');
    expect(offerWords(anOffer({ catering: 'never' }))).toBe('$5 off orders over $30 (not catering)');
    expect(offerWords(anOffer({ discount: { kind: 'free-delivery' }, modes: ['delivery'], firstOrderOnly: true, minimumFoodCents: 0 }))).toBe(
      'Free delivery on first orders',
    );
  });

  it('names the food it is of', () => {
    expect(offerWords(anOffer({ scope: dishes('Puff Puff'), minimumFoodCents: 0 }))).toBe('$5 off Puff Puff');
    expect(offerWords(anOffer({ scope: dishes('Puff Puff', 'Suya') }))).toBe('$5 off Puff Puff and Suya on orders over $30');
    expect(offerWords(anOffer({ scope: dishes('Puff Puff'), modes: ['pickup'], minimumFoodCents: 0 }))).toBe('$5 off Puff Puff on pickup orders');
    expect(offerWords(anOffer({ scope: { kind: 'categories', categories: ['dessert', 'side'] }, minimumFoodCents: 0 }))).toBe('$5 off desserts and sides');
    expect(offerWords(anOffer({ scope: dishes('Puff Puff', 'Suya', 'Chin Chin', 'Jollof Rice', 'Egusi Soup'), minimumFoodCents: 0 }))).toBe(
      '$5 off Puff Puff, Suya, Chin Chin and 2 other dishes',
    );
  });

  it('says the cap and the days and hours', () => {
    expect(offerWords(anOffer({ discount: { kind: 'percent', percent: 20 }, maxDiscountCents: 1000 }))).toBe('20 % off orders over $30, up to $10');
    expect(offerWords(anOffer({ days: [2, 5], hours: { from: '11:00', to: '14:00' } }))).toBe(
      '$5 off orders over $30, Tuesdays and Fridays, 11 a.m. to 2 p.m.',
    );
    expect(offerWords(anOffer({ hours: { from: '15:30', to: '17:00' } }))).toBe('$5 off orders over $30, 3:30 p.m. to 5 p.m.');
    expect(offerWords(anOffer({ days: [6, 0] }))).toBe('$5 off orders over $30, weekends');
  });
});

describe('the pieces of the words', () => {
  it('lists with commas and a last "and" (or "or")', () => {
    expect(listWords([])).toBe('');
    expect(listWords(['A'])).toBe('A');
    expect(listWords(['A', 'B'])).toBe('A and B');
    expect(listWords(['A', 'B', 'C'], 'or')).toBe('A, B or C');
  });

  it('says days Monday first, and the usual groups by name', () => {
    expect(daysWords([5, 2])).toBe('Tuesdays and Fridays');
    expect(daysWords([0, 1])).toBe('Mondays and Sundays');
    expect(daysWords([1, 2, 3, 4, 5])).toBe('weekdays');
    expect(daysWords([0, 6])).toBe('weekends');
    expect(daysWords([0, 1, 2, 3, 4, 5, 6])).toBe('every day');
  });
});
