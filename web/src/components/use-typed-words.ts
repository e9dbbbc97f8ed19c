/**
 * A typed, rotating word (docs/product.md#constants: typing 90 ms a character, deleting 80, a start delay of
 * 1000 ms and a pause of 1000 ms before deleting, looping). With reduced motion the first word
 * stands still.
 */
import { useEffect, useState } from 'react';

export type TypedWordsOptions = {
  typeSpeedMs?: number;
  backSpeedMs?: number;
  startDelayMs?: number;
  backDelayMs?: number;
  loop?: boolean;
};

export const typedDefaults = {
  typeSpeedMs: 90,
  backSpeedMs: 80,
  startDelayMs: 1000,
  backDelayMs: 1000,
  loop: true,
} as const satisfies Required<TypedWordsOptions>;

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** Whether the visitor asked for less motion, kept current when the setting changes. */
export function usePrefersReducedMotion(): boolean {
  // False until the first effect: the pre-rendered HTML and the hydrating render must agree.
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(reducedMotionQuery);
    const onChange = () => setReduced(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return reduced;
}

export type TypedWords = {
  /** The part of the current word shown right now. */
  text: string;
  /** False under reduced motion: the word is shown whole and never changes. */
  animating: boolean;
};

export function useTypedWords(words: readonly string[], options: TypedWordsOptions = {}): TypedWords {
  const { typeSpeedMs, backSpeedMs, startDelayMs, backDelayMs, loop } = { ...typedDefaults, ...options };
  const reduced = usePrefersReducedMotion();
  const [text, setText] = useState('');
  const key = words.join('\u0000');

  useEffect(() => {
    if (reduced || words.length === 0) return;
    let wordIndex = 0;
    let length = 0;
    let deleting = false;
    let timer: ReturnType<typeof setTimeout>;
    setText('');

    const step = () => {
      const word = words[wordIndex] ?? '';
      if (!deleting) {
        length += 1;
        setText(word.slice(0, length));
        if (length >= word.length) {
          const isLast = wordIndex === words.length - 1;
          if (isLast && !loop) return; // the last word stays
          deleting = true;
          timer = setTimeout(step, backDelayMs);
          return;
        }
        timer = setTimeout(step, typeSpeedMs);
        return;
      }
      length -= 1;
      setText(word.slice(0, Math.max(0, length)));
      if (length <= 0) {
        deleting = false;
        wordIndex = (wordIndex + 1) % words.length;
        timer = setTimeout(step, typeSpeedMs);
        return;
      }
      timer = setTimeout(step, backSpeedMs);
    };

    timer = setTimeout(step, startDelayMs);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for the words' content
  }, [key, reduced, typeSpeedMs, backSpeedMs, startDelayMs, backDelayMs, loop]);

  if (reduced) return { text: words[0] ?? '', animating: false };
  return { text, animating: true };
}
