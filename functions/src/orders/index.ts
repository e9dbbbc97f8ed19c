/**
 * The orders area: the order record: its contract, totals and words, its status rules and store, the order e-mails and the
 * customer's messages. Below payments, which mark an order paid in the order's own item.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { asapSlotId, checkoutRefusal, orderNumberOf, payloadHashOf, priceCart, type PricedCart, totalChangedRefusal } from './rules/checkout.ts';
export {
  customerCancelledNotification,
  givenUpNotification,
  newOrderNotification,
  orderLineDetails,
  orderDetailsUrl,
  orderMessageEmail,
  orderReceiptSchema,
  orderReceivedEmail,
  ownerActionUrl,
  pickupAddress,
} from './rules/order-emails.ts';
export {
  customerActor,
  customerCancelNote,
  customerCancelRefusal,
  ownerActionDone,
  ownerActionPrompt,
  ownerActionsFor,
  planOwnerAction,
} from './rules/order-status.ts';
export { messageFromItem, messageItemType, messageToItem, newMessagePut, type StoredMessage } from './store/message.ts';
export { changeOrderStatus, changeReadyTime, customerCancelNoticeType, givenUpNoticeType } from './store/order-status.ts';
export {
  getIdempotencyRecord,
  getOrder,
  listOrderedLines,
  listOrders,
  listOrdersByStatus,
  listOrdersSince,
  orderFromItem,
  orderItemType,
  orderToItem,
  placeOrder,
  type StoredOrder,
  takenSlotCounts,
  type TextConsent,
} from './store/order.ts';
export {
  balancePaidMessage,
  balanceRefundMessage,
  customerCancelMessage,
  notConfirmedMessage,
  orderMessage,
  paymentMessage,
  readyTimeChangedMessage,
} from './use-cases/messages.ts';
