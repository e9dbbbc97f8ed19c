/** How a refusal of POST /orders shows: at the step its details point to, or as a notice with a link onwards. */
import type { CheckoutRefusalCode } from '@functions/orders/contract/order';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';

/** Paying in person refused for an address not verified yet: shown at the payment step (docs/business-rules.md#registration). */
export const emailNotVerified: CheckoutRefusalCode = 'EMAIL_NOT_VERIFIED';

/** Refusal codes (a 409's details[].message) that belong to a step whatever path they name. */
const codeSteps: Partial<Record<CheckoutRefusalCode, string>> = { [emailNotVerified]: 'body.paymentMethod' };

/** Where a refusal of POST /orders points (error.details paths, or codes), so each shows at its step. */
export function placeRefusal(error: unknown) {
  if (!isApiError(error)) return { notice: error ? apiErrorText(error) : undefined } as Record<string, string | undefined>;
  const text = (path: string) => {
    const detail = error.details.find(
      (candidate) => candidate.path === path || candidate.path.startsWith(`${path}.`) || codeSteps[candidate.message as CheckoutRefusalCode] === path,
    );
    if (!detail) return undefined;
    // A 409's own message is written for the customer; a 400's details name the field's problem.
    return error.status === 409 ? error.message : detail.message;
  };
  const at = {
    mode: text('body.mode'),
    addressId: text('body.addressId'),
    when: text('body.when'),
    tip: text('body.tip'),
    notes: text('body.notes'),
    paymentMethod: text('body.paymentMethod'),
    phone: text('body.phone'),
    total: text('body.expectedTotalCents'),
    /** The code the quote took, no longer taken by the order (OFFER_REFUSED): shown at "Have a code?". */
    code: text('body.code'),
  };
  const placed = Object.values(at).some(Boolean);
  return { ...at, notice: placed ? undefined : apiErrorText(error) };
}

export function refusalLink(error: unknown): ReactNode {
  if (!isApiError(error)) return null;
  const paths = error.details.map((detail) => detail.path.toLowerCase());
  if (paths.some((path) => path.includes('idempotency'))) return <Link to="/account/orders">See your orders</Link>;
  if (paths.some((path) => path.startsWith('cart') || path.startsWith('body.cart'))) return <Link to="/order">Review your cart</Link>;
  return null;
}

export const totalChangedText = 'The total changed: please check it and place the order again.';

/** A refusal of POST /orders that is not about one step, as the notice beside Place order shows it. */
export function placeNotice(error: unknown): ReactNode {
  const refusal = placeRefusal(error);
  if (refusal.total !== undefined) return totalChangedText;
  if (!refusal.notice) return null;
  return (
    <>
      {refusal.notice} {refusalLink(error)}
    </>
  );
}
