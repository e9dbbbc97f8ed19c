/**
 * Stripe's list answers (`{ object: 'list', data, has_more, url }`), newest first, with `limit` (1–100,
 * 10 by default), the `starting_after` / `ending_before` cursors and the `created` filter.
 */
import type Stripe from 'stripe';
import { noSuch } from './errors.ts';
import type { ListParams } from './params.ts';

type Listed = { id: string; created: number };

function inRange(created: number, range: NonNullable<ListParams['created']>): boolean {
  return (
    (range.eq === undefined || created === range.eq) &&
    (range.gt === undefined || created > range.gt) &&
    (range.gte === undefined || created >= range.gte) &&
    (range.lt === undefined || created < range.lt) &&
    (range.lte === undefined || created <= range.lte)
  );
}

/**
 * One page of `items` (given oldest first, as they were made). `kind` names the objects in the 404 for a
 * cursor that is not one of them, as Stripe does.
 */
export function listPage<T extends Listed>(items: Iterable<T>, params: ListParams, url: string, kind: string): Stripe.ApiList<T> {
  const newestFirst = [...items].reverse().filter((item) => !params.created || inRange(item.created, params.created));
  const limit = params.limit ?? 10;
  const indexOf = (id: string, param: string) => {
    const index = newestFirst.findIndex((item) => item.id === id);
    if (index < 0) throw noSuch(kind, id, param);
    return index;
  };
  if (params.ending_before) {
    const end = indexOf(params.ending_before, 'ending_before');
    const start = Math.max(0, end - limit);
    return { object: 'list', data: newestFirst.slice(start, end), has_more: start > 0, url };
  }
  const start = params.starting_after ? indexOf(params.starting_after, 'starting_after') + 1 : 0;
  return { object: 'list', data: newestFirst.slice(start, start + limit), has_more: start + limit < newestFirst.length, url };
}
