// @vitest-environment jsdom
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dishCountText, filterSummary } from '../../../web/src/features/menu/components/menu-filter.tsx';
import {
  isFiltering,
  matchesMenuFilter,
  menuFilterKey,
  noMenuFilter,
  offeredDietLabels,
  parseMenuFilter,
  readMenuFilter,
  toggledFilter,
  useMenuFilter,
  writeMenuFilter,
} from '../../../web/src/features/menu/hooks/use-menu-filter.ts';

type Labelled = Pick<MenuDish, 'allergens' | 'dietLabels'>;
const suya: Labelled = { allergens: ['peanuts'], dietLabels: ['gluten-free'] };
const jollof: Labelled = { allergens: [], dietLabels: ['vegan', 'vegetarian', 'gluten-free'] };
const chinChin: Labelled = { allergens: ['milk', 'eggs', 'wheat'], dietLabels: ['vegetarian'] };
const injera: Labelled = { allergens: [], dietLabels: ['vegan'] };

afterEach(() => {
  window.localStorage.clear();
  vi.restoreAllMocks();
});

describe('the menu filter', () => {
  it('hides a dish that contains an allergen to avoid, and keeps the others', () => {
    const filter = { without: ['peanuts' as const], only: [] };
    expect(matchesMenuFilter(suya, filter)).toBe(false);
    expect(matchesMenuFilter(jollof, filter)).toBe(true);
    expect(matchesMenuFilter(chinChin, filter)).toBe(true);
  });

  it('hides a dish that contains any of several allergens', () => {
    const filter = { without: ['peanuts' as const, 'wheat' as const], only: [] };
    expect([suya, jollof, chinChin].map((dish) => matchesMenuFilter(dish, filter))).toEqual([false, true, false]);
  });

  it('keeps only the dishes with every diet label asked, a vegan dish counting as vegetarian', () => {
    expect([suya, jollof, chinChin, injera].map((dish) => matchesMenuFilter(dish, { without: [], only: ['vegetarian'] }))).toEqual([false, true, true, true]);
    expect([suya, jollof, chinChin, injera].map((dish) => matchesMenuFilter(dish, { without: [], only: ['vegan', 'gluten-free'] }))).toEqual([
      false,
      true,
      false,
      false,
    ]);
  });

  it('shows everything without a filter', () => {
    expect(isFiltering(noMenuFilter)).toBe(false);
    expect([suya, jollof, chinChin].every((dish) => matchesMenuFilter(dish, noMenuFilter))).toBe(true);
  });

  it('switches one allergen or label on and off, keeping the label order', () => {
    let filter = toggledFilter(noMenuFilter, { allergen: 'wheat' });
    filter = toggledFilter(filter, { allergen: 'milk' });
    filter = toggledFilter(filter, { label: 'vegan' });
    expect(filter).toEqual({ without: ['milk', 'wheat'], only: ['vegan'] });
    expect(isFiltering(filter)).toBe(true);
    expect(toggledFilter(filter, { allergen: 'milk' })).toEqual({ without: ['wheat'], only: ['vegan'] });
    expect(toggledFilter(filter, { label: 'vegan' })).toEqual({ without: ['milk', 'wheat'], only: [] });
  });

  it('offers the diet labels some dish carries, and any already chosen', () => {
    expect(offeredDietLabels([suya, chinChin], noMenuFilter)).toEqual(['vegetarian', 'gluten-free']);
    expect(offeredDietLabels([suya, injera], { without: [], only: ['halal'] })).toEqual(['vegan', 'vegetarian', 'gluten-free', 'halal']);
  });

  it('says what it leaves out and how many dishes show', () => {
    expect(filterSummary({ without: ['wheat', 'peanuts'], only: [] })).toBe('Without peanuts or wheat');
    expect(filterSummary({ without: ['crustacean-shellfish'], only: ['vegan', 'gluten-free'] })).toBe(
      'Without crustacean shellfish · Only vegan and gluten-free',
    );
    expect(dishCountText(12, 34, true)).toBe('12 of 34 dishes');
    expect(dishCountText(1, 34, true)).toBe('1 of 34 dishes');
    expect(dishCountText(34, 34, false)).toBe('34 dishes');
    expect(dishCountText(1, 1, false)).toBe('1 dish');
  });
});

describe('the stored menu filter', () => {
  it("keeps the filter in localStorage under 'menuFilter', and forgets an empty one", () => {
    writeMenuFilter({ without: ['peanuts'], only: ['vegan'] });
    expect(JSON.parse(window.localStorage.getItem(menuFilterKey) ?? 'null')).toEqual({ without: ['peanuts'], only: ['vegan'] });
    expect(readMenuFilter()).toEqual({ without: ['peanuts'], only: ['vegan'] });
    writeMenuFilter(noMenuFilter);
    expect(window.localStorage.getItem(menuFilterKey)).toBeNull();
    expect(readMenuFilter()).toEqual(noMenuFilter);
  });

  it('reads a missing, broken or foreign value as no filter, and drops unknown or repeated values', () => {
    expect(parseMenuFilter(null)).toEqual(noMenuFilter);
    expect(parseMenuFilter('{not json')).toEqual(noMenuFilter);
    expect(parseMenuFilter('["peanuts"]')).toEqual(noMenuFilter);
    expect(parseMenuFilter('{"without":"peanuts","only":7}')).toEqual(noMenuFilter);
    expect(parseMenuFilter('{"without":["wheat","gluten","peanuts","wheat"],"only":["kosher","vegan"]}')).toEqual({
      without: ['peanuts', 'wheat'],
      only: ['vegan'],
    });
  });

  it('gives the hook the stored filter, and follows every change, in this tab and from another', () => {
    window.localStorage.setItem(menuFilterKey, JSON.stringify({ without: ['sesame'], only: [] }));
    const { result } = renderHook(() => useMenuFilter());
    expect(result.current[0]).toEqual({ without: ['sesame'], only: [] });

    act(() => result.current[1]({ without: ['sesame', 'peanuts'], only: [] }));
    expect(result.current[0]).toEqual({ without: ['peanuts', 'sesame'], only: [] });

    act(() => {
      window.localStorage.setItem(menuFilterKey, JSON.stringify({ without: [], only: ['vegetarian'] }));
      window.dispatchEvent(new StorageEvent('storage', { key: menuFilterKey }));
    });
    expect(result.current[0]).toEqual({ without: [], only: ['vegetarian'] });
  });

  it('still filters the page when the browser refuses to store it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    const { result } = renderHook(() => useMenuFilter());
    act(() => result.current[1]({ without: ['fish'], only: [] }));
    expect(result.current[0]).toEqual({ without: ['fish'], only: [] });
    expect(window.localStorage.getItem(menuFilterKey)).toBeNull();
    vi.restoreAllMocks();
    act(() => result.current[1](noMenuFilter));
    expect(result.current[0]).toEqual(noMenuFilter);
  });
});
