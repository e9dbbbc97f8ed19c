/** The kitchen's words for actions and statuses, as the owner reads them on the action page. */
import type { OwnerAction } from '@functions/orders/contract/order';

/** The big button, e.g. 'Accept order'. */
export const actionButtonLabels: Record<OwnerAction, string> = {
  accept: 'Accept order',
  ready: 'Mark ready for pickup',
  'out-for-delivery': 'Mark out for delivery',
  complete: 'Mark completed',
  cancel: 'Cancel order',
};

/** While the request runs. */
export const actionPendingLabels: Record<OwnerAction, string> = {
  accept: 'Accepting…',
  ready: 'Marking ready…',
  'out-for-delivery': 'Marking out for delivery…',
  complete: 'Completing…',
  cancel: 'Cancelling…',
};

// The spice and payment words live in the contract, so the owner's exports say them too.
export { paymentMethodWords as paymentWords, spiceWords } from '@functions/orders/contract/order-words';
