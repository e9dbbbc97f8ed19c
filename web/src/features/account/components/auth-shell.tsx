/**
 * The frame of the sign-in family of screens, which show no site header (docs/product.md#header-and-footer):
 * a slim bar with the brand and a way back to the shop, and the form on a card, beside
 * the kitchen's artwork on wide windows.
 */
import { business } from '@business';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandHero } from '../../../components/brand-hero.tsx';
import { BrandMark } from '../../../components/icons.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { heroArt } from '../../../lib/brand-art.ts';
import styles from './auth-shell.module.scss';

export function AuthShell({
  eyebrow,
  title,
  lead,
  children,
  footer,
  backTo = '/',
  backLabel = 'Back to the shop',
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  /** Under the card, e.g. 'New? Create an account'. */
  footer?: ReactNode;
  backTo?: string;
  backLabel?: string;
}) {
  return (
    <div className={styles.page}>
      <BrandHero
        variant="panel"
        art={heroArt}
        eyebrow={`Serving ${business.serviceArea.name} since ${business.servingSince}`}
        sizes="(min-width: 900px) 45vw, 1px"
      >
        <p className={styles.artTitle}>African cuisine, made accessible.</p>
        <p className={styles.artLead}>Save your favourites, keep a cart and reorder in a tap.</p>
      </BrandHero>

      <div className={styles.column}>
        <div className={styles.bar}>
          <Link to="/" className={styles.brand} aria-label={`${business.name}, home`}>
            <BrandMark size={34} />
            <span className={styles.brandName} aria-hidden="true">
              {business.shortName}
            </span>
          </Link>
          <Link to={backTo} className={styles.back}>
            <ArrowLeftIcon size={18} />
            {backLabel}
          </Link>
        </div>

        <div className={styles.body}>
          <div className={styles.card}>
            {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
            <h1 className={styles.title}>{title}</h1>
            {lead ? <div className={styles.lead}>{lead}</div> : null}
            <div className={styles.content}>{children}</div>
          </div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </div>
  );
}
