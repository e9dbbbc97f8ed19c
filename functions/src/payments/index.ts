/**
 * The payments area: card payments through Stripe, for orders and for quote deposits (checkout, the webhook's intake, the
 * owner's steps, refunds, balances), and the payment methods offered.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export {
  captureTimingFor,
  newCardPayment,
  refundedFromWords,
  refundedInFull,
  refundedTaxCents,
  totalRefundedCents,
  withoutLapsedPlaces,
} from './rules/card-payment.ts';
export { balanceLinkNoticeFromItem, balanceLinkNoticeType, markCardOrderAbandoned, paidOrderNoticeType } from './store/card-payment.ts';
export {
  endEarlierCardOrders,
  lapsedPlaceCounts,
  notCompletedReason,
  openCardCheckout,
  payWithinMinutes,
  releaseLapsedPlaces,
  stillPayable,
} from './use-cases/card-checkout.ts';
export { balanceForCancel, paymentForStep } from './use-cases/card-steps.ts';
export { refundCardOrder } from './use-cases/card-refunds.ts';
export { sendBalanceLink } from './use-cases/card-balances.ts';
export { paymentMethodsFor, paymentProviderFor } from './use-cases/payments.ts';
export { quoteWithoutOpenPayment } from './use-cases/quote-payments.ts';
