/**
 * Brings the part of a page an address's #fragment names into view once it is on screen (`ready`): a screen whose
 * content comes after its data is read has nothing there when the browser looks for the fragment itself. Once per
 * address, so later renders leave the scroll where the visitor put it.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(ready: boolean): void {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !hash || done.current === key) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    done.current = key;
    target.scrollIntoView({ block: 'start' });
  }, [ready, hash, key]);
}
