/** Whether a pause is still running, re-rendering the moment it ends (no wait for the next poll). */
import { useEffect, useState } from 'react';
import { isPausedAt } from './pause-words.ts';

// setTimeout takes at most 2^31 - 1 ms; a pause is at most a day.
const maxTimerMs = 2 ** 31 - 1;

export function usePausedNow(pausedUntil: string | null | undefined): boolean {
  const [now, setNow] = useState(() => Date.now());
  const until = pausedUntil ? Date.parse(pausedUntil) : Number.NaN;
  useEffect(() => {
    if (Number.isNaN(until)) return undefined;
    const wait = until - Date.now();
    if (wait <= 0) {
      setNow(Date.now());
      return undefined;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 250, maxTimerMs));
    return () => clearTimeout(timer);
  }, [until]);
  return isPausedAt(pausedUntil, now);
}
