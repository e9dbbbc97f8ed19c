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
  balanceForCancel,
  endEarlierCardOrders,
  lapsedPlaceCounts,
  notCompletedReason,
  openCardCheckout,
  paymentForStep,
  payWithinMinutes,
  refundCardOrder,
  releaseLapsedPlaces,
  sendBalanceLink,
  stillPayable,
} from './use-cases/card-payments.ts';
export { paymentMethodsFor, paymentProviderFor } from './use-cases/payments.ts';
export { quoteWithoutOpenPayment } from './use-cases/quote-payments.ts';
