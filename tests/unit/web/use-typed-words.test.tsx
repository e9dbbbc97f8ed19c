// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typedDefaults, useTypedWords } from '../../../web/src/components/use-typed-words.ts';

const words = ['Authentic', 'Delicious', 'Healthy'] as const;

/** Every change of the typed text with the time it happened, in steps of 10 ms. */
function recordTyping(untilMs: number) {
  const { result } = renderHook(() => useTypedWords(words));
  const changes: { atMs: number; text: string }[] = [{ atMs: 0, text: result.current.text }];
  for (let atMs = 10; atMs <= untilMs; atMs += 10) {
    act(() => {
      vi.advanceTimersByTime(10);
    });
    if (result.current.text !== changes.at(-1)?.text) changes.push({ atMs, text: result.current.text });
  }
  return changes;
}

function reducedMotion(matches: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: matches && query.includes('reduce'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useTypedWords', () => {
  it('uses the typing constants of docs/product.md#constants', () => {
    expect(typedDefaults).toEqual({ typeSpeedMs: 90, backSpeedMs: 80, startDelayMs: 1000, backDelayMs: 1000, loop: true });
  });

  it("types 'Authentic' a letter every 90 ms after a 1000 ms start delay", () => {
    const changes = recordTyping(1800);
    expect(changes.slice(0, 10)).toEqual([
      { atMs: 0, text: '' },
      { atMs: 1000, text: 'A' },
      { atMs: 1090, text: 'Au' },
      { atMs: 1180, text: 'Aut' },
      { atMs: 1270, text: 'Auth' },
      { atMs: 1360, text: 'Authe' },
      { atMs: 1450, text: 'Authen' },
      { atMs: 1540, text: 'Authent' },
      { atMs: 1630, text: 'Authenti' },
      { atMs: 1720, text: 'Authentic' },
    ]);
  });

  it('keeps a whole word for 1000 ms, then deletes it a letter every 80 ms and types the next word', () => {
    const changes = recordTyping(4200);
    const after = changes.filter((change) => change.atMs > 1720);
    expect(after.slice(0, 10)).toEqual([
      { atMs: 2720, text: 'Authenti' },
      { atMs: 2800, text: 'Authent' },
      { atMs: 2880, text: 'Authen' },
      { atMs: 2960, text: 'Authe' },
      { atMs: 3040, text: 'Auth' },
      { atMs: 3120, text: 'Aut' },
      { atMs: 3200, text: 'Au' },
      { atMs: 3280, text: 'A' },
      { atMs: 3360, text: '' },
      { atMs: 3450, text: 'D' },
    ]);
    expect(changes.at(-1)).toEqual({ atMs: 4170, text: 'Delicious' });
  });

  it("cycles 'Authentic', 'Delicious', 'Healthy' and loops back to 'Authentic'", () => {
    const changes = recordTyping(9000);
    const wholeWords = changes.filter((change) => (words as readonly string[]).includes(change.text));
    expect(wholeWords).toEqual([
      { atMs: 1720, text: 'Authentic' },
      { atMs: 4170, text: 'Delicious' },
      { atMs: 6440, text: 'Healthy' },
      { atMs: 8730, text: 'Authentic' },
    ]);
  });

  it('stops on the last word when it does not loop', () => {
    const { result } = renderHook(() => useTypedWords(['Hi', 'Yo'], { loop: false }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toEqual({ text: 'Yo', animating: true });
  });

  it('with reduced motion shows a whole word at once and never types', () => {
    reducedMotion(true);
    const { result } = renderHook(() => useTypedWords(words));
    expect(result.current).toEqual({ text: 'Authentic', animating: false });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(result.current).toEqual({ text: 'Authentic', animating: false });
  });
});
