/**
 * The shop's phone and e-mail as links, from @business (the one place they are spelled): one link
 * where a sentence mentions it ("call us at …"), or both, stacked, where a screen offers them as
 * the ways to reach the kitchen.
 */
import { business } from '@business';
import type { ReactNode } from 'react';
import { MailIcon, PhoneIcon } from './icons.tsx';
import styles from './contact-links.module.scss';

type LinkProps = {
  /** The icon's size before the text; none without it. */
  icon?: number;
  className?: string;
  /** What the link says, when not the number (or address) itself. */
  children?: ReactNode;
};

export function PhoneLink({ icon, className, children }: LinkProps) {
  return (
    <a href={`tel:${business.phoneE164}`} className={className}>
      {icon ? <PhoneIcon size={icon} /> : null}
      {children ?? business.phone}
    </a>
  );
}

export function EmailLink({ icon, className, children }: LinkProps) {
  return (
    <a href={`mailto:${business.email}`} className={className}>
      {icon ? <MailIcon size={icon} /> : null}
      {children ?? business.email}
    </a>
  );
}

/** The phone above the e-mail, each with its icon: in a paragraph, or as a list. */
export function ContactLinks({ icon, list = false }: { icon: number; list?: boolean }) {
  if (!list) {
    return (
      <p className={styles.links}>
        <PhoneLink icon={icon} />
        <EmailLink icon={icon} />
      </p>
    );
  }
  return (
    <ul className={`${styles.links} ${styles.list}`}>
      <li>
        <PhoneLink icon={icon}>
          <span>{business.phone}</span>
        </PhoneLink>
      </li>
      <li>
        <EmailLink icon={icon}>
          <span>{business.email}</span>
        </EmailLink>
      </li>
    </ul>
  );
}

/**
 * A sentence that names the shop's phone or e-mail (a schema's message, e.g. the out-of-area ZIP's), with each made
 * its link; the words stay as they are.
 */
export function WithContactLinks({ text }: { text: string }) {
  const parts = text.split(new RegExp(`(${[business.phone, business.email].map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`));
  return <>{parts.map((part, index) => (part === business.phone ? <PhoneLink key={index} /> : part === business.email ? <EmailLink key={index} /> : part))}</>;
}
