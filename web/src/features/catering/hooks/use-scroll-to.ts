/** A ref for an element and a way to scroll to it and focus it (at once under reduced motion): the catering hero's Learn More. */
import { useRef, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../../../components/use-typed-words.ts';

export function useScrollTo<T extends HTMLElement>(): [RefObject<T | null>, () => void] {
  const ref = useRef<T>(null);
  const reducedMotion = usePrefersReducedMotion();
  const scrollTo = () => {
    const element = ref.current;
    if (!element) return;
    element.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    element.focus({ preventScroll: true });
  };
  return [ref, scrollTo];
}
