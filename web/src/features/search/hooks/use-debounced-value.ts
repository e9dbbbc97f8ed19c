/** The value, once it has stopped changing for `delayMs` (the search waits 300 ms, docs/product.md#constants). */
import { useEffect, useState } from 'react';

export const searchDebounceMs = 300;

export function useDebouncedValue<T>(value: T, delayMs: number = searchDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
