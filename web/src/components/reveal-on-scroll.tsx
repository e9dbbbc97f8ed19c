/**
 * Content that fades and slides in when scrolled into view (docs/product.md#constants: threshold 0.35 by default,
 * 0.15 for the home page's benefits), optionally hiding again when scrolled out. Without
 * IntersectionObserver, and under reduced motion (the styles only hide inside a no-preference
 * media query), the content is simply visible.
 */
import { createElement, useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import styles from './reveal-on-scroll.module.scss';

export const revealThreshold = 0.35;
export const benefitsRevealThreshold = 0.15;

export type RevealOnScrollProps = HTMLAttributes<HTMLElement> & {
  as?: 'div' | 'section' | 'li' | 'article' | 'aside';
  threshold?: number;
  /** Hide again when the element leaves the viewport, so it animates in each time. */
  hideOnExit?: boolean;
  /** The direction the content slides in from. */
  from?: 'below' | 'left' | 'right';
  children?: ReactNode;
};

/** Whether the element is (or has been) in view; true at once where IntersectionObserver is missing. */
export function useInView<T extends Element>(threshold = revealThreshold, hideOnExit = false) {
  const ref = useRef<T>(null);
  // Not in view until the first effect, on the server too, so the pre-rendered HTML hydrates as is.
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            setInView(true);
            if (!hideOnExit) observer.disconnect();
          } else if (hideOnExit) {
            setInView(false);
          }
        }
      },
      { threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [threshold, hideOnExit]);
  return [ref, inView] as const;
}

export function RevealOnScroll({
  as = 'div',
  threshold = revealThreshold,
  hideOnExit = false,
  from = 'below',
  className,
  children,
  ...rest
}: RevealOnScrollProps) {
  const [ref, inView] = useInView<HTMLElement>(threshold, hideOnExit);
  return createElement(
    as,
    {
      ...rest,
      ref,
      className: [styles.reveal, styles[from], inView ? styles.shown : undefined, className].filter(Boolean).join(' '),
      'data-revealed': inView ? 'true' : 'false',
    },
    children,
  );
}
