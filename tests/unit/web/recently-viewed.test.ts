// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  parseRecentlyViewed,
  readRecentlyViewed,
  recentlyViewedKey,
  rememberViewedDish,
  useRecentlyViewed,
  withViewedDish,
} from '../../../web/src/features/dish/hooks/use-recently-viewed.ts';

afterEach(() => {
  window.localStorage.clear();
});

describe('recently viewed dishes', () => {
  it('puts the dish just viewed first and keeps only the last 3', () => {
    let list: string[] = [];
    for (const name of ['Jollof Rice', 'Fufu', 'Egusi Soup', 'Beef Suya']) list = withViewedDish(list, name);
    expect(list).toEqual(['Beef Suya', 'Egusi Soup', 'Fufu']);
  });

  it('moves a dish viewed again to the front instead of listing it twice', () => {
    expect(withViewedDish(['Fufu', 'Jollof Rice', 'Egusi Soup'], 'Egusi Soup')).toEqual(['Egusi Soup', 'Fufu', 'Jollof Rice']);
  });

  it("keeps the list in localStorage under 'recentlyViewed'", () => {
    rememberViewedDish('Jollof Rice');
    rememberViewedDish('Fufu');
    expect(JSON.parse(window.localStorage.getItem(recentlyViewedKey) ?? 'null')).toEqual(['Fufu', 'Jollof Rice']);
    expect(readRecentlyViewed()).toEqual(['Fufu', 'Jollof Rice']);
  });

  it('reads a missing, broken or foreign value as an empty list', () => {
    expect(parseRecentlyViewed(null)).toEqual([]);
    expect(parseRecentlyViewed('{not json')).toEqual([]);
    expect(parseRecentlyViewed('{"name":"Fufu"}')).toEqual([]);
    expect(parseRecentlyViewed('["Fufu", 7, "", "Akara", "Pap", "Shito"]')).toEqual(['Fufu', 'Akara', 'Pap']);
  });

  it('records the dish on screen and lists the others, most recent first', () => {
    rememberViewedDish('Fufu');
    rememberViewedDish('Egusi Soup');
    const { result, rerender } = renderHook(({ name }) => useRecentlyViewed(name), { initialProps: { name: 'Jollof Rice' } });
    expect(result.current).toEqual(['Egusi Soup', 'Fufu']);
    expect(readRecentlyViewed()).toEqual(['Jollof Rice', 'Egusi Soup', 'Fufu']);

    act(() => rerender({ name: 'Fufu' }));
    expect(result.current).toEqual(['Jollof Rice', 'Egusi Soup']);
    expect(readRecentlyViewed()).toEqual(['Fufu', 'Jollof Rice', 'Egusi Soup']);
  });
});
