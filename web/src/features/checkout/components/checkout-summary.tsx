/**
 * The order summary beside the steps (below them on phones): the cart's lines with their
 * customisations (size, spice level, extras, what was left out, as the cart shows them), the offer
 * taken and "Have a code?", then subtotal, delivery fee, the offer's discount, tax, tip and total
 * exactly as the server's quote has them, the quote's refusals, and Place order with what still
 * stands in its way.
 */
import type { QuoteAnswer } from '@functions/orders/contract/order';
import type { FulfilmentMode } from '@functions/shop/contract/ordering';
import type { ReactNode } from 'react';
import { AlertIcon } from '../../../components/icons.tsx';
import { LineDetails, type LineDetailsData } from '../../../components/line-details.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { formatUsd } from '@functions/platform/contract/money.ts';
import styles from './checkout-summary.module.scss';
import { OrderTotalsList } from '../../../components/order-totals.tsx';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import type { useOfferCode } from '../hooks/use-offer-code.ts';
import { CheckoutOffer } from './checkout-offer.tsx';

/** One cart line as the summary shows it: its name and quantity, its customisations (as the cart reads them) and its total. */
export type SummaryLine = { orderId: string; name: string; details: LineDetailsData; quantity: number; lineTotal: number };

type CheckoutSummaryProps = {
  mode: FulfilmentMode;
  /** By card, the order goes on to Stripe's page; in person, it is paid on handover. */
  byCard?: boolean;
  lines: SummaryLine[];
  quote: QuoteAnswer | undefined;
  /** A newer quote is on its way (the numbers shown may be the previous choice's). */
  quoting: boolean;
  quoteError: string | undefined;
  /** Why there is no quote to show yet (e.g. no delivery address chosen). */
  quoteHint: string | undefined;
  onRetryQuote: () => void;
  /** "Have a code?": the code typed and applied, or why not. */
  offerCode: ReturnType<typeof useOfferCode>;
  /** What the customer still has to choose or fix, in words. */
  missing: string[];
  /** A refusal from placing that is not about one step (e.g. the total changed). */
  notice: ReactNode;
  placing: boolean;
  canPlace: boolean;
};

export function CheckoutSummary(props: CheckoutSummaryProps) {
  const { mode, byCard, lines, quote, quoting, quoteError, quoteHint, onRetryQuote, offerCode, missing, notice, placing, canPlace } = props;
  const totals = quote?.totals;
  const itemCount = lines.reduce((sum, line) => sum + line.quantity, 0);
  const refusals = quote?.refusals ?? [];

  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title" className={styles.title}>
        Order summary
      </h2>
      <ul className={styles.lines} aria-label={countLabel(itemCount, 'item')}>
        {lines.map((line) => (
          <li key={line.orderId} className={styles.line}>
            <div className={styles.lineName}>
              <span>
                {line.name} <span className={styles.quantity}>× {line.quantity}</span>
              </span>
              <LineDetails line={line.details} compact className={styles.lineDetail} />
            </div>
            <span className={styles.money}>{formatUsd(line.lineTotal)}</span>
          </li>
        ))}
      </ul>

      {/* Once there is a quote to ask again with a code (not while a delivery address or a tip amount is missing). */}
      {quote ? <CheckoutOffer offer={quote.offer} offerCode={offerCode} stale={quoting} /> : null}

      <div aria-live="polite" aria-busy={quoting || undefined}>
        {quoteError ? (
          <p className={styles.problem} role="alert">
            <AlertIcon size={18} />
            <span>
              {quoteError}{' '}
              <button type="button" className={styles.retry} onClick={onRetryQuote}>
                Try again
              </button>
            </span>
          </p>
        ) : !totals && quoteHint ? (
          <p className={styles.quoteHint}>{quoteHint}</p>
        ) : !totals ? (
          <div className={styles.totalsSkeleton} aria-label="Working out your total">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className={styles.rowSkeleton} />
            ))}
          </div>
        ) : (
          <OrderTotalsList
            className={styles.totals}
            totalClassName={styles.total}
            data-stale={quoting || undefined}
            aria-label="Totals"
            totals={totals}
            showDeliveryFee={mode === 'delivery'}
            offer={quote?.offer}
          />
        )}
      </div>

      {refusals.length > 0 ? (
        <ul className={styles.refusals} aria-label="Why this order can’t be placed yet">
          {refusals.map((refusal) => (
            <li key={refusal.reason} className={styles.problem}>
              <AlertIcon size={18} />
              <span>{refusal.message}</span>
            </li>
          ))}
        </ul>
      ) : null}

      {notice ? (
        <div className={styles.problem} role="alert">
          <AlertIcon size={18} />
          <div>{notice}</div>
        </div>
      ) : null}

      <button
        type="submit"
        className={styles.place}
        disabled={!canPlace || placing}
        aria-busy={placing || undefined}
        aria-describedby={missing.length > 0 ? 'checkout-missing' : 'checkout-pay-later'}
      >
        {placing ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {placing ? 'Placing your order…' : totals && !quoting ? `Place order · ${formatUsd(totals.totalCents)}` : 'Place order'}
      </button>
      {missing.length > 0 ? (
        <p id="checkout-missing" className={styles.missing}>
          To place your order: {missing.join('; ')}.
        </p>
      ) : (
        <p id="checkout-pay-later" className={styles.payLater}>
          {byCard
            ? 'Next, you pay on Stripe’s secure page; then you come back here.'
            : `You pay in person ${mode === 'pickup' ? 'when you collect it' : 'when it arrives'}.`}
        </p>
      )}
    </aside>
  );
}
