/**
 * The page's figure and main action kept in reach on phones (docs/product.md#cart-and-checkout-screens): below the
 * md breakpoint a bar fixed at the bottom of the screen (the subtotal and Proceed to Checkout in the cart, the total and
 * Place order at checkout); on wider screens either a card in the page's side column (`wide="card"`) or nothing,
 * when the page shows the same figure and action elsewhere (`wide="hidden"`). The page makes room for the bar
 * through `--page-bottom-bar`, which the back-to-top button also reads.
 */
import type { ReactNode } from 'react';
import styles from './sticky-action-bar.module.scss';

type StickyActionBarProps = {
  /** Names the bar for assistive technology ('Checkout', 'Order total'). */
  label: string;
  /** What the figure is, e.g. 'Subtotal (2 items)' or 'Total'. */
  figureLabel: ReactNode;
  /** The figure itself (the money), or a placeholder while it is worked out. */
  figure: ReactNode;
  /** The main action: a button or a link. */
  action: ReactNode;
  /** Lines shown on every screen under the figure (why the action waits, what needs confirming). */
  notes?: ReactNode;
  /** Lines shown only in the wide card (a phone's bar keeps to the figure and the action). */
  wideNotes?: ReactNode;
  /** One short line under a phone's bar, in place of long notes (cut to one line). */
  phoneNote?: ReactNode;
  wide: 'card' | 'hidden';
  /** The card is a complementary landmark (the cart's side column); the checkout's bar is a group of the form. */
  landmark?: boolean;
};

export function StickyActionBar({ label, figureLabel, figure, action, notes, wideNotes, phoneNote, wide, landmark = false }: StickyActionBarProps) {
  const Element = landmark ? 'aside' : 'div';
  return (
    <Element className={styles.bar} data-wide={wide} aria-label={label} role={landmark ? undefined : 'group'}>
      <p className={styles.figure}>
        <span className={styles.figureLabel}>{figureLabel}</span>
        <strong className={styles.amount}>{figure}</strong>
      </p>
      {wideNotes ? <div className={styles.wideNotes}>{wideNotes}</div> : null}
      {notes ? <div className={styles.notes}>{notes}</div> : null}
      {phoneNote ? <p className={styles.phoneNote}>{phoneNote}</p> : null}
      <div className={styles.action}>{action}</div>
    </Element>
  );
}

/** The bar's own button style, for the action (a button or a link). */
export const stickyActionClassName = styles.actionButton;
