/**
 * The dish page's notice after an add (docs/product.md#dish-page): 'Added to Cart | Cart (N
 * item(s)): $total' with Cart and Checkout buttons; it hides 5250 ms later. A refused add shows
 * its reason in the same place.
 */
import { Link } from 'react-router';
import { AlertIcon, CloseIcon } from '../../../components/icons.tsx';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { checkoutPath, checkoutState } from '../hooks/checkout-state.ts';
import type { AddedNotice } from '../hooks/use-add-dish-to-cart.ts';
import styles from './added-to-cart-notice.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

export function itemCount(count: number): string {
  return countLabel(count, 'item');
}

export function AddedToCartNotice({ notice, onDismiss }: { notice: AddedNotice | null; onDismiss: () => void }) {
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {notice ? (
        <div className={styles.notice} data-kind={notice.kind}>
          {notice.kind === 'added' ? (
            <>
              <p className={styles.text}>
                <CheckCircleIcon size={22} />
                <span>
                  <strong>Added to Cart</strong>
                  <span className={styles.divider} aria-hidden="true">
                    {' | '}
                  </span>
                  <span className={styles.summary}>
                    Cart ({itemCount(notice.summary.totalCount)}): {formatUsd(notice.summary.totalPrice)}
                  </span>
                </span>
              </p>
              <div className={styles.actions}>
                <Link to="/order" className={styles.secondary}>
                  Cart
                </Link>
                <Link to={checkoutPath} state={checkoutState(notice.summary.cart)} className={styles.primary}>
                  Checkout
                </Link>
              </div>
            </>
          ) : (
            <p className={styles.text}>
              <AlertIcon size={22} />
              <span>{notice.message}</span>
            </p>
          )}
          <button type="button" className={styles.close} onClick={onDismiss}>
            <CloseIcon size={18} />
            <span className="visually-hidden">Dismiss</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}
