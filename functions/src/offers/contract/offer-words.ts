/**
 * An offer in words (docs/business-rules.md#offers-and-loyalty): the sentence the checkout and the owner's page show
 * for it ("$5 off orders over $30", "Free delivery over $60", "10 % off catering orders over $500"), and the pieces
 * the refusals say (days, hours, dishes). Plain functions, no AWS.
 */
import { clockLabel, clockMinutes } from '../../platform/contract/business-clock.ts';
import { formatUsd } from '../../platform/contract/money.ts';
import type { Category } from '../../catalogue/contract/dish-parts.ts';
import type { Offer, OfferDefinition, OfferScope } from './offers.ts';

/** '$5' for whole dollars, '$5.50' otherwise: a headline reads lighter without '.00'. */
export function shortUsd(cents: number): string {
  return formatUsd(cents).replace(/\.00$/, '');
}

/** 'A', 'A and B', 'A, B and C' (or 'or' for a choice). */
export function listWords(items: readonly string[], joiner: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items[items.length - 1]}`;
}

const dayNames = ['Sundays', 'Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays'];
/** The week as a customer here reads it, Monday first. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

/** 'Tuesdays and Fridays', 'weekdays', 'weekends', 'every day'. */
export function daysWords(days: readonly number[]): string {
  const chosen = weekOrder.filter((day) => days.includes(day));
  if (chosen.length === 7) return 'every day';
  if (chosen.join() === '1,2,3,4,5') return 'weekdays';
  if (chosen.join() === '6,0') return 'weekends';
  return listWords(chosen.map((day) => dayNames[day]!));
}

/** '11 a.m. to 2 p.m.' for a window of the kitchen's clock. */
export function hoursWords(hours: { from: string; to: string }): string {
  return `${clockLabel(clockMinutes(hours.from))} to ${clockLabel(clockMinutes(hours.to))}`;
}

type When = Pick<Offer, 'days' | 'hours'>;

/** When the offer is for, or '' when it is for any time: 'Tuesdays and Fridays, 11 a.m. to 2 p.m.', 'weekends'. */
function whenWords({ days, hours }: When): string {
  const everyDay = new Set(days).size === 7;
  if (everyDay) return hours ? hoursWords(hours) : '';
  return hours ? `${daysWords(days)}, ${hoursWords(hours)}` : daysWords(days);
}

/** What the refusal of a day or an hour says the offer is for: 'Tuesdays and Fridays, 11 a.m. to 2 p.m.', 'orders from 11 a.m. to 2 p.m.'. */
export function whenRefusalWords(offer: When): string {
  const everyDay = new Set(offer.days).size === 7;
  return everyDay && offer.hours ? `orders from ${hoursWords(offer.hours)}` : whenWords(offer);
}

const categoryNames: Record<Category, string> = {
  appetizer: 'appetizers',
  entrée: 'entrées',
  dessert: 'desserts',
  side: 'sides',
  sauce: 'sauces',
};

/** Named in a sentence: at most this many dishes, then how many others. */
const dishesNamed = 3;

/** The food an offer is of: 'Puff Puff and Jollof Rice', 'desserts', 'A, B, C or 4 other dishes'; '' for all the food. */
export function scopeWords(scope: OfferScope, joiner: 'and' | 'or' = 'and'): string {
  if (scope.kind === 'food') return '';
  if (scope.kind === 'categories')
    return listWords(
      scope.categories.map((category) => categoryNames[category]),
      joiner,
    );
  const names = scope.dishes.map((dish) => dish.name);
  if (names.length <= dishesNamed + 1) return listWords(names, joiner);
  const others = names.length - dishesNamed;
  return `${names.slice(0, dishesNamed).join(', ')} ${joiner} ${others} other dishes`;
}

/**
 * The offer in one line: what it takes off, of what, on which orders, over what subtotal, up to what, and when.
 * '$5 off orders over $30', 'Free delivery over $60', '10 % off catering orders over $500',
 * '$3 off Puff Puff on first pickup orders, up to $10, Tuesdays and Fridays, 11 a.m. to 2 p.m.'.
 */
export function offerWords(offer: Offer | OfferDefinition): string {
  const { discount } = offer;
  const freeDelivery = discount.kind === 'free-delivery';
  const adjectives = [
    ...(offer.firstOrderOnly ? ['first'] : []),
    // Free delivery is only ever for delivery orders: saying so again adds nothing.
    ...(offer.modes.length === 1 && !freeDelivery ? [offer.modes[0]!] : []),
    ...(offer.catering === 'only' ? ['catering'] : []),
  ];
  const orders = [...adjectives, 'orders'].join(' ');
  const over = offer.minimumFoodCents > 0 ? ` over ${shortUsd(offer.minimumFoodCents)}` : '';
  const food = scopeWords(offer.scope);

  let head: string;
  if (freeDelivery) head = `Free delivery${adjectives.length > 0 ? ` on ${orders}` : ''}${over}`;
  else {
    const off = discount.kind === 'percent' ? `${discount.percent} % off` : `${shortUsd(discount.cents)} off`;
    if (!food) head = `${off} ${orders}${over}`;
    else head = `${off} ${food}${adjectives.length > 0 || over ? ` on ${orders}${over}` : ''}`;
  }
  const tail = [
    ...(offer.catering === 'never' ? [' (not catering)'] : []),
    ...(offer.maxDiscountCents !== null ? [`, up to ${shortUsd(offer.maxDiscountCents)}`] : []),
  ].join('');
  const when = whenWords(offer);
  return `${head}${tail}${when ? `, ${when}` : ''}`;
}
