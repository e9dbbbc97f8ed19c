/**
 * Fade-in on scroll (spec "Menu screen": cards fade in on scroll). The element starts hidden only
 * when IntersectionObserver exists and motion is welcome; otherwise it is simply visible.
 */
import { useEffect, useRef, useState } from 'react';

function canReveal(): boolean {
  if (typeof window === 'undefined' || !('IntersectionObserver' in window)) return false;
  return !(typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches);
}

/** Returns a ref for the element and whether it should be shown yet. */
export function useReveal<T extends Element>(threshold = 0.15) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(() => !canReveal());

  useEffect(() => {
    const element = ref.current;
    if (shown || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setShown(true);
          observer.disconnect();
        }
      },
      // Horizontal carousels clip their cards: observe against the page, not the track.
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown, threshold]);

  return { ref, shown };
}
