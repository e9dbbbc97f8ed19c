/** The wavy divider under the hero, drawn once it scrolls into view. */
import { useInView } from '../../../components/reveal-on-scroll.tsx';
import styles from './home.module.scss';

export function AnimatedDivider() {
  const [ref, inView] = useInView<HTMLDivElement>(undefined, true);
  return (
    <div ref={ref} className={[styles.divider, inView ? styles.dividerShown : ''].join(' ')} aria-hidden="true">
      <svg viewBox="0 0 600 24" preserveAspectRatio="none" focusable="false">
        <path className={styles.dividerLine} pathLength={1} d="M0 12 C 50 0, 100 24, 150 12 S 250 0, 300 12 S 400 24, 450 12 S 550 0, 600 12" />
      </svg>
      <span className={styles.dividerDot} />
    </div>
  );
}
