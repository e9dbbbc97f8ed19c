/** The checkout page's heading, and what it shows instead of the steps: loading, a failed cart, an empty or changed cart. */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AlertIcon, BagIcon } from '../../../components/icons.tsx';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import styles from './checkout-page.module.scss';

export function CheckoutHeading() {
  return (
    <div className={styles.head}>
      <Link to="/order" className={styles.back}>
        <ArrowLeftIcon size={18} /> Back to cart
      </Link>
      <h1 className={styles.title}>Checkout</h1>
    </div>
  );
}

/** The page with its heading around `children` (the steps, or one of the states below). */
export function CheckoutPage({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <CheckoutHeading />
      {children}
    </div>
  );
}

export function CheckoutLoading() {
  return (
    <div aria-busy="true" aria-label="Loading your order" className={styles.loading}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={styles.blockSkeleton} />
      ))}
    </div>
  );
}

export function CheckoutCartFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className={styles.message} role="alert">
      <AlertIcon size={32} />
      <p>{text}</p>
      <button type="button" className={styles.primaryLink} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

export function CheckoutCartEmpty() {
  return (
    <div className={styles.message}>
      <BagIcon size={40} />
      <h2>Your cart is empty</h2>
      <p>Add a few dishes and come back here to choose pickup or delivery.</p>
      <Link to="/menu" className={styles.primaryLink}>
        Browse the menu
      </Link>
    </div>
  );
}

export function CheckoutCartChanged() {
  return (
    <div className={styles.message}>
      <AlertIcon size={36} />
      <h2>Some items in your cart changed</h2>
      <p>A price, size or extra changed since you added it. Please review your cart before checking out.</p>
      <Link to="/order" className={styles.primaryLink}>
        Review your cart
      </Link>
    </div>
  );
}
