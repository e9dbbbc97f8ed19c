// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { searchDebounceMs, useDebouncedValue } from '../../../web/src/features/search/hooks/use-debounced-value.ts';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('waits 300 ms by default (docs/product.md#constants)', () => {
    expect(searchDebounceMs).toBe(300);
  });

  it('starts with the first value', () => {
    const { result } = renderHook(({ value }) => useDebouncedValue(value), { initialProps: { value: 'a' } });
    expect(result.current).toBe('a');
  });

  it('gives the new value only once it has stayed unchanged for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: '' },
    });
    rerender({ value: 'j' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('j');
  });

  it('restarts the wait on every change, so quick typing yields only the last value', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ value }) => {
        const debounced = useDebouncedValue(value, 300);
        if (seen.at(-1) !== debounced) seen.push(debounced);
        return debounced;
      },
      { initialProps: { value: '' } },
    );
    for (const text of ['j', 'jo', 'jol', 'joll', 'jollo', 'jollof']) {
      rerender({ value: text });
      act(() => vi.advanceTimersByTime(120));
    }
    expect(seen).toEqual(['']);
    act(() => vi.advanceTimersByTime(179));
    expect(seen).toEqual(['']);
    act(() => vi.advanceTimersByTime(1));
    expect(seen).toEqual(['', 'jollof']);
  });

  it('cancels a pending update when unmounted', () => {
    const clearSpy = vi.spyOn(globalThis, 'clearTimeout');
    const { rerender, unmount } = renderHook(({ value }) => useDebouncedValue(value, 300), {
      initialProps: { value: 'a' },
    });
    rerender({ value: 'ab' });
    unmount();
    expect(clearSpy).toHaveBeenCalled();
    expect(() => vi.runAllTimers()).not.toThrow();
  });
});
