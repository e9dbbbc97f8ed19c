/**
 * The checkout step at /order/schedule (issue 7): one page of numbered steps (pickup or delivery,
 * address, when, tip, notes, payment) beside a summary whose numbers are the server's quote (with
 * the offer it takes, and "Have a code?": issue 40), and Place order, sent with the trip's
 * Idempotency-Key. Signed-in customers only (behind RequireSignIn).
 */
import { business } from '@business';
import { verifyToPayInPersonMessage } from '@functions/orders/contract/order';
import { Navigate, useNavigate } from 'react-router';
import { addAddressPath } from '../../features/addresses/address-paths.ts';
import { checkoutPath } from '../../features/cart/hooks/checkout-state.ts';
import {
  CheckoutCartChanged,
  CheckoutCartEmpty,
  CheckoutCartFailed,
  CheckoutLoading,
  CheckoutPage,
} from '../../features/checkout/components/checkout-page-states.tsx';
import { CheckoutSteps } from '../../features/checkout/components/checkout-steps.tsx';
import { CheckoutPlaceBar } from '../../features/checkout/components/checkout-place-bar.tsx';
import { CheckoutSummary } from '../../features/checkout/components/checkout-summary.tsx';
import { useCardLeft } from '../../features/checkout/hooks/use-card-left.ts';
import { useCheckoutPage } from '../../features/checkout/hooks/use-checkout-page.ts';
import { orderDetailsPath, placedState } from '../../features/orders/order-paths.ts';
import { VerifyEmailNotice } from '../../features/session/components/verify-email-notice.tsx';
import { isApiError } from '../../lib/api-error.ts';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../features/checkout/components/checkout-page.module.scss';

export function CheckoutScreen() {
  useDocumentTitle(`Checkout | ${business.name}`);
  const navigate = useNavigate();
  const page = useCheckoutPage({
    onPlaced: (order) => {
      // By card: on to Stripe's page; it sends the customer back to the order's page (paid) or here (gone back).
      if (order.status === 'awaiting-payment' && order.cardPayment?.checkoutUrl) window.location.assign(order.cardPayment.checkoutUrl);
      else void navigate(orderDetailsPath(order.orderId), { replace: true, state: placedState });
    },
  });
  // Back from Stripe's page without paying: the order is given up, the cart is as it was (docs/business-rules.md#card-payments).
  const { paidMeanwhile, notice } = useCardLeft(page.placeError);
  const { cart, chosen } = page;

  // Paid on another tab after all: the order is placed; its page says so.
  if (paidMeanwhile) return <Navigate to={orderDetailsPath(paidMeanwhile.orderId)} replace state={placedState} />;
  if (cart.isError && isApiError(cart.error) && cart.error.status === 401) {
    return <Navigate to="/login" replace state={{ from: checkoutPath }} />;
  }

  // Placing empties the cart: keep the page as it was until the order's page takes over.
  if (!page.placing) {
    if (cart.isPending)
      return (
        <CheckoutPage>
          <CheckoutLoading />
        </CheckoutPage>
      );
    if (cart.isError)
      return (
        <CheckoutPage>
          <CheckoutCartFailed text={apiErrorText(cart.error)} onRetry={() => void cart.refetch()} />
        </CheckoutPage>
      );
    if (page.summaryLines.length === 0)
      return (
        <CheckoutPage>
          <CheckoutCartEmpty />
        </CheckoutPage>
      );
    if (!page.cartReady)
      return (
        <CheckoutPage>
          <CheckoutCartChanged />
        </CheckoutPage>
      );
  }

  return (
    <CheckoutPage>
      <form className={styles.layout} onSubmit={page.submit} noValidate aria-label="Checkout">
        <CheckoutSteps
          choices={page.choices}
          chosen={chosen}
          change={page.change}
          addresses={page.addresses}
          schedule={page.schedule}
          payments={page.payments}
          methods={page.methods}
          refusal={page.refusal}
          areaRefusal={page.areaRefusal}
          phone={page.phone}
          texts={page.texts}
          addAddressTo={{ pathname: addAddressPath, state: { returnTo: checkoutPath } }}
          inPersonAllowed={page.inPersonAllowed}
          verifyNotice={<VerifyEmailNotice layout="box" sentence={verifyToPayInPersonMessage} />}
        />
        <div className={styles.side}>
          <CheckoutSummary
            mode={chosen.mode}
            byCard={chosen.paymentMethod === 'card-online'}
            lines={page.summaryLines}
            quote={page.quote.answer}
            quoting={page.quote.quoting}
            quoteError={page.quote.error}
            quoteHint={page.quote.hint}
            onRetryQuote={page.quote.retry}
            offerCode={page.offerCode}
            missing={page.missing}
            notice={notice}
            placing={page.placing}
            canPlace={page.canPlace}
          />
        </div>
        <CheckoutPlaceBar quote={page.quote.answer} quoting={page.quote.quoting} missing={page.missing} placing={page.placing} canPlace={page.canPlace} />
      </form>
    </CheckoutPage>
  );
}
