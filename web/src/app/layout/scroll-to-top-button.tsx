import { useEffect, useState } from 'react';
import { ArrowUpIcon } from '../../components/icons.tsx';
import styles from './scroll-to-top-button.module.scss';

export const scrollToTopThreshold = 300;

/** A button back to the top, offered once the page has scrolled beyond 300 px. */
export function ScrollToTopButton() {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > scrollToTopThreshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const scrollUp = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className={styles.button} data-shown={shown || undefined} hidden={!shown} aria-label="Back to top" onClick={scrollUp}>
      <ArrowUpIcon size={22} />
    </button>
  );
}
