/**
 * The cart at /order (docs/product.md#cart-and-checkout-screens): 'Shopping Cart' or 'Cart Empty' with the lines, what
 * changed since they were added, 'Your Items' (saved and buy again), and the checkout box while
 * the cart has items (on phones a bar at the bottom of the screen, so it stays in reach), and the
 * catering terms when a line is a catering size. A deleted line can be put back for a few seconds (Undo).
 * Signed-in customers only (behind RequireSignIn).
 */
import { business } from '@business';
import { Link, Navigate } from 'react-router';
import { CateringTermsNote } from '../../components/catering-terms-note.tsx';
import { BagIcon } from '../../components/icons.tsx';
import { ArrowLeftIcon } from '../../components/screen-icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { CartChanges } from '../../features/cart/components/cart-changes.tsx';
import { CartLine } from '../../features/cart/components/cart-line.tsx';
import { CheckoutBox } from '../../features/cart/components/checkout-box.tsx';
import { EditOrderModal } from '../../features/cart/components/edit-order-modal.tsx';
import { RemovedLineNotice } from '../../features/cart/components/removed-line-notice.tsx';
import { YourItems } from '../../features/cart/components/your-items.tsx';
import { useCartPage } from '../../features/cart/hooks/use-cart-page.ts';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './order.module.scss';

export function OrderScreen() {
  useDocumentTitle(`Order | ${business.name}`);
  const { cart, removal, removing, mainRef, titleRef, lines, editing, edit, closeEdit, busyLine, failure, step, deleteLine, saveForLater } = useCartPage();

  if (cart.isError && isApiError(cart.error) && cart.error.status === 401) return <Navigate to="/login" replace state={{ from: '/order' }} />;

  const hasItems = lines.length > 0;

  return (
    <div className={styles.page}>
      <div className={styles.layout}>
        <div className={styles.main} ref={mainRef}>
          {cart.isPending ? (
            <CartSkeleton />
          ) : cart.isError ? (
            <p className={styles.error} role="alert">
              Error
            </p>
          ) : (
            <>
              <h1 className={styles.title} ref={titleRef} tabIndex={-1}>
                {hasItems ? 'Shopping Cart' : 'Cart Empty'}
              </h1>
              {!hasItems ? (
                <div className={styles.empty}>
                  <BagIcon size={40} />
                  <p>Your cart is waiting for something delicious.</p>
                  <Link to="/menu" className={styles.primaryLink}>
                    Browse the menu
                  </Link>
                </div>
              ) : null}
              <CartChanges changes={cart.data.inactiveDishes} onEdit={edit} onRemove={removal.removeLine} removing={removing} />
              {failure ? (
                <p className={styles.error} role="alert">
                  {apiErrorText(failure)}
                </p>
              ) : null}
              {hasItems ? (
                <ul className={styles.lines} aria-label="Cart items">
                  {lines.map((line) => (
                    <CartLine
                      key={line.orderId}
                      line={line}
                      busy={busyLine === line.orderId}
                      onStep={(change) => step(line, change)}
                      onDelete={(from) => deleteLine(line, from)}
                      onSave={() => saveForLater(line)}
                      onEdit={() => edit(line.orderId)}
                    />
                  ))}
                </ul>
              ) : null}
              {lines.some((line) => line.catering) ? <CateringTermsNote className={styles.catering} /> : null}
            </>
          )}
        </div>
        <div className={styles.more}>
          <YourItems />
        </div>

        <div className={styles.side}>
          {cart.data && hasItems ? <CheckoutBox cart={cart.data} /> : null}
          <Link to="/menu" className={styles.continue}>
            <ArrowLeftIcon size={18} /> Continue Shopping
          </Link>
        </div>
      </div>
      {editing ? <EditOrderModal key={editing.orderId} line={editing} onClose={closeEdit} /> : null}
      <RemovedLineNotice notice={removal.notice} onUndo={removal.undo} onHold={removal.hold} />
    </div>
  );
}

function CartSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your cart">
      <Skeleton className={styles.titleSkeleton} />
      {[0, 1].map((i) => (
        <Skeleton key={i} className={styles.lineSkeleton} />
      ))}
    </div>
  );
}
