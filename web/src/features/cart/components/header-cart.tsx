/**
 * The header's cart (docs/product.md#header-and-footer and #cart): a bag with the
 * count to /order, and a Checkout shortcut to /order/schedule while the count is above 0. The bag is
 * highlighted and enlarged while the total loads and right after a change; the highlight clears
 * 1 second after the fetch completes. A failed total leaves the badge empty (docs/product.md#errors).
 */
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { BagIcon } from '../../../components/icons.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useCartTotal } from '../../../api/cart.ts';
import { checkoutPath, checkoutState } from '../hooks/checkout-state.ts';
import styles from './header-cart.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

/** docs/product.md#constants: cart highlight reset. */
export const cartHighlightResetMs = 1000;

export function useCartHighlight(fetching: boolean): boolean {
  const [lingering, setLingering] = useState(false);
  useEffect(() => {
    if (fetching) {
      setLingering(true);
      return;
    }
    const timer = window.setTimeout(() => setLingering(false), cartHighlightResetMs);
    return () => window.clearTimeout(timer);
  }, [fetching]);
  return fetching || lingering;
}

export function HeaderCart() {
  const { data, isFetching, isError } = useCartTotal();
  const highlighted = useCartHighlight(isFetching);
  const { pathname } = useLocation();
  const count = isError ? undefined : data?.totalCount;
  const label = count === undefined ? 'Cart' : `Cart, ${countLabel(count, 'item')}${count > 0 ? `, ${formatUsd(data!.totalPrice)}` : ''}`;

  return (
    <div className={styles.cart}>
      <Link
        to="/order"
        className={styles.bag}
        data-highlighted={highlighted || undefined}
        aria-label={label}
        aria-current={pathname === '/order' ? 'page' : undefined}
      >
        <BagIcon size={26} />
        {count !== undefined && count > 0 ? (
          <span className={styles.count} aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Link>
      {count !== undefined && count > 0 && data ? (
        <Link to={checkoutPath} state={checkoutState(data.cart)} className={styles.checkout} data-checkout-shortcut="">
          Checkout
        </Link>
      ) : null}
    </div>
  );
}
