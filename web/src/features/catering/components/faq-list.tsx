/**
 * Questions and answers as an expand/collapse list: each question is a button (aria-expanded,
 * aria-controls) inside a heading, its answer a labelled region shown while it is open. Skeleton
 * rows while loading; the phone and e-mail fallback when the list cannot load.
 */
import type { Faq } from '@functions/catalogue/contract/catalogue';
import { useId, useState } from 'react';
import { EmailLink, PhoneLink } from '../../../components/contact-links.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useFaqs, type FaqCategory } from '../../../api/faqs.ts';
import styles from './faq-list.module.scss';

const skeletonRows = 4;

export function FaqFallback() {
  return (
    <p className={styles.fallback}>
      Our questions and answers could not load just now. Call us at <PhoneLink icon={16} /> or e-mail <EmailLink icon={16} /> and we will gladly answer.
    </p>
  );
}

function FaqItem({ faq, headingLevel }: { faq: Faq; headingLevel: 3 | 4 }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonId = `${id}-question`;
  const answerId = `${id}-answer`;
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <li className={styles.item} data-open={open || undefined}>
      <Heading className={styles.question}>
        <button type="button" id={buttonId} className={styles.toggle} aria-expanded={open} aria-controls={answerId} onClick={() => setOpen((value) => !value)}>
          <span>{faq.question}</span>
          <svg className={styles.chevron} width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </Heading>
      <div id={answerId} role="region" aria-labelledby={buttonId} className={styles.answer} hidden={!open}>
        <p>{faq.answer}</p>
      </div>
    </li>
  );
}

export function FaqList({ category, headingLevel = 3 }: { category: FaqCategory; headingLevel?: 3 | 4 }) {
  const faqs = useFaqs(category);
  if (faqs.isError) return <FaqFallback />;
  if (faqs.isPending) {
    return (
      <ul className={styles.list} aria-busy="true" aria-label="Loading questions">
        {Array.from({ length: skeletonRows }, (_, i) => (
          <li key={i} className={styles.skeletonRow}>
            <Skeleton className={styles.skeletonLine} />
          </li>
        ))}
      </ul>
    );
  }
  if (faqs.data.length === 0) return <FaqFallback />;
  return (
    <ul className={styles.list}>
      {faqs.data.map((faq) => (
        <FaqItem key={faq.id} faq={faq} headingLevel={headingLevel} />
      ))}
    </ul>
  );
}
