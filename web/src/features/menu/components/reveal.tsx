/** A wrapper that fades its content in when it scrolls into view (see use-reveal). */
import type { ReactNode } from 'react';
import { useReveal } from '../hooks/use-reveal.ts';
import styles from './reveal.module.scss';

export function Reveal({ children }: { children: ReactNode }) {
  const { ref, shown } = useReveal<HTMLDivElement>();
  return (
    <div ref={ref} className={styles.reveal} data-hidden={shown ? undefined : ''}>
      {children}
    </div>
  );
}
