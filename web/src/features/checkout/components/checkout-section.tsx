/**
 * One numbered step of the checkout page: a fieldset whose legend is the step's heading (or a
 * section, for a step that is a single labelled field), with the server's refusal about it on top.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';
import styles from './checkout-section.module.scss';

type CheckoutSectionProps = {
  step: number;
  title: string;
  /** 'section' for a step that is one labelled field (no group to name). */
  as?: 'fieldset' | 'section';
  /** A refusal from placing the order that is about this step. */
  error?: string | undefined;
  aside?: ReactNode;
  children: ReactNode;
};

export function CheckoutSection({ step, title, as = 'fieldset', error, aside, children }: CheckoutSectionProps) {
  const headingId = useId();
  const errorRef = useRef<HTMLParagraphElement>(null);
  // A refusal about this step brings it into view.
  useEffect(() => {
    if (error) errorRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [error]);

  const heading = (
    <span className={styles.heading}>
      <span className={styles.step} aria-hidden="true">
        {step}
      </span>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {aside ? <span className={styles.headingAside}>{aside}</span> : null}
    </span>
  );
  const alert = error ? (
    <p ref={errorRef} className={styles.sectionError} role="alert">
      <AlertIcon size={18} />
      <span>{error}</span>
    </p>
  ) : null;

  if (as === 'section') {
    return (
      <section className={styles.section} aria-labelledby={headingId}>
        {heading}
        {alert}
        {children}
      </section>
    );
  }
  return (
    <fieldset className={styles.section} aria-labelledby={headingId}>
      <legend className={styles.legend}>{heading}</legend>
      {alert}
      {children}
    </fieldset>
  );
}
