/**
 * The side sheet's refund of a charged card order (docs/business-rules.md#card-payments): part or all of what is
 * left, with the reason the customer reads in their message and e-mail. The amount starts at all that is left; the
 * server refuses more than that, and a refund from an older read of the order (another device refunded meanwhile).
 * A catering order's payments (its deposit, its balance paid by link) are listed with what is left on each, and the
 * owner picks the one to refund from.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import {
  balanceRefundableCents,
  cardWords,
  lineQuantitiesLeft,
  lineRefundOf,
  refundableCents,
  refundReasonMax,
  type RefundSource,
} from '@functions/orders/contract/card-payment.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { useRefund } from '../../../api/kitchen-orders.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';
import styles from './order-panel.module.scss';

/** One card payment of the order as the refund reads it: what was charged, refunded and is left, and its refunds so far. */
type RefundablePayment = { source: RefundSource; name: string; card: string; chargedCents: number; refundedCents: number; leftCents: number; refunds: number };

/** The order's card payments that were charged: its own (a catering order's deposit) and its balance paid by link. */
function paymentsOf(order: KitchenOrder): RefundablePayment[] {
  const payments: RefundablePayment[] = [];
  const own = order.cardPayment;
  if (own?.state === 'charged') {
    payments.push({
      source: 'order',
      name: order.quote ? 'Deposit' : 'Card payment',
      card: cardWords(own.card),
      chargedCents: own.capturedCents,
      refundedCents: own.refundedCents,
      leftCents: refundableCents(own),
      refunds: own.refunds.length,
    });
  }
  const balance = order.balancePayment;
  if (balance?.state === 'charged') {
    payments.push({
      source: 'balance',
      name: 'Balance',
      card: cardWords(balance.card),
      chargedCents: balance.amountCents,
      refundedCents: balance.refundedCents ?? 0,
      leftCents: balanceRefundableCents(balance),
      refunds: balance.refunds?.length ?? 0,
    });
  }
  return payments;
}

const chargedWords = (payment: RefundablePayment) =>
  `${formatUsd(payment.chargedCents)} charged${payment.refundedCents > 0 ? `, ${formatUsd(payment.refundedCents)} refunded so far` : ''}: ${formatUsd(payment.leftCents)} can be refunded`;

export function RefundForm({ order, onDone }: { order: KitchenOrder; onDone: () => void }) {
  const payments = paymentsOf(order);
  const [source, setSource] = useState<RefundSource>(() => payments.find((each) => each.leftCents > 0)?.source ?? 'order');
  const payment = payments.find((each) => each.source === source) ?? payments[0]!;
  const left = payment.leftCents;
  const [amount, setAmount] = useState(() => usdInputValue(left));
  const [byLine, setByLine] = useState(false);
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const refund = useRefund();
  const fieldId = useId();
  const linesLeft = lineQuantitiesLeft(order);
  const picked = Object.entries(quantities)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ lineId, quantity }));
  // The same sum the server makes (orders/contract/card-payment.ts `lineRefundOf`); the server's is the one refunded.
  const lineRefund = picked.length > 0 ? lineRefundOf(order, picked) : undefined;
  const cents = byLine ? (lineRefund?.kind === 'refund' ? lineRefund.amountCents : null) : parseUsd(amount);
  const amountError = byLine
    ? !lineRefund
      ? 'Tick the lines to refund, and how many of each.'
      : lineRefund.kind === 'refused'
        ? lineRefund.message
        : lineRefund.amountCents > left
          ? `At most ${formatUsd(left)} is left to refund.`
          : undefined
    : cents === null || cents <= 0
      ? 'Enter an amount in dollars, e.g. 12.00'
      : cents > left
        ? `At most ${formatUsd(left)} is left to refund.`
        : undefined;
  const reasonError = reason.trim().length < 3 ? 'Say why, in a few words: the customer reads it.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || reasonError || cents === null || refund.isPending) return;
    refund.mutate(
      {
        orderId: order.orderId,
        customerId: order.customerId,
        ...(byLine ? { lines: picked } : { amountCents: cents }),
        reason: reason.trim(),
        refundsSeen: payment.refunds,
        ...(payment.source === 'balance' ? { payment: 'balance' as const } : {}),
      },
      { onSuccess: onDone },
    );
  };
  const choose = (next: RefundablePayment) => {
    setSource(next.source);
    setAmount(usdInputValue(next.leftCents));
  };

  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate aria-label={`Refund order ${order.number}`}>
      <p className={styles.legend}>Refund to the customer’s card</p>
      {payments.length > 1 ? (
        <fieldset className={styles.fieldset}>
          <legend className={styles.hint}>Refund from ({order.customer.name} is told by message and e-mail)</legend>
          <div className={styles.paymentChoices}>
            {payments.map((each) => (
              <label key={each.source} className={styles.paymentChoice}>
                <input
                  type="radio"
                  name="refund-from"
                  value={each.source}
                  checked={each.source === source}
                  disabled={each.leftCents === 0}
                  onChange={() => choose(each)}
                />
                <span>
                  <strong>
                    {each.name} · {each.card}
                  </strong>
                  <span className={styles.hint}>{chargedWords(each)}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ) : (
        <p className={styles.hint}>
          {chargedWords(payment)}. {order.customer.name} is told by message and e-mail.
        </p>
      )}
      {refund.isError ? (
        <FormAlert tone="error" title="Not refunded">
          {apiErrorText(refund.error)}
        </FormAlert>
      ) : null}
      <fieldset className={styles.fieldset}>
        <legend className="visually-hidden">Refund an amount or by line</legend>
        <div className={styles.chips}>
          <label className={styles.chip}>
            <input type="radio" name="refund-by" checked={!byLine} onChange={() => setByLine(false)} />
            <span>By dollars</span>
          </label>
          <label className={styles.chip}>
            <input type="radio" name="refund-by" checked={byLine} onChange={() => setByLine(true)} />
            <span>By line</span>
          </label>
        </div>
      </fieldset>
      {byLine ? (
        <fieldset className={styles.fieldset} aria-describedby={touched && amountError ? `${fieldId}-amount-error` : undefined}>
          <legend className={styles.legend}>Lines to refund</legend>
          <ul className={styles.refundLines}>
            {order.lines.map((line) => {
              const most = Math.max(0, linesLeft.get(line.lineId) ?? 0);
              return (
                <li key={line.lineId} className={styles.refundLine}>
                  <label htmlFor={`${fieldId}-line-${line.lineId}`}>
                    <strong>{line.name}</strong>
                    <span className={styles.hint}>
                      {formatUsd(line.unitPriceCents)} each · {most > 0 ? `${most} of ${line.quantity} left to refund` : 'refunded in full'}
                    </span>
                  </label>
                  <select
                    id={`${fieldId}-line-${line.lineId}`}
                    className={styles.quantity}
                    value={quantities[line.lineId] ?? 0}
                    disabled={most === 0}
                    aria-label={`How many ${line.name} to refund`}
                    onChange={(event) => setQuantities({ ...quantities, [line.lineId]: Number(event.target.value) })}
                  >
                    {Array.from({ length: most + 1 }, (_, quantity) => (
                      <option key={quantity} value={quantity}>
                        {quantity}
                      </option>
                    ))}
                  </select>
                </li>
              );
            })}
          </ul>
          <p className={styles.promise} aria-live="polite" data-testid="line-refund-sum">
            {lineRefund?.kind === 'refund'
              ? `Items ${formatUsd(lineRefund.amountCents - lineRefund.taxCents)} + tax ${formatUsd(lineRefund.taxCents)} = ${formatUsd(lineRefund.amountCents)}`
              : 'The tax on the lines is added at the order’s rate.'}
          </p>
        </fieldset>
      ) : (
        <>
          <label htmlFor={`${fieldId}-amount`} className={styles.legend}>
            Amount
          </label>
          <input
            id={`${fieldId}-amount`}
            className={styles.input}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            aria-invalid={touched && amountError !== undefined}
            aria-describedby={touched && amountError ? `${fieldId}-amount-error` : undefined}
          />
        </>
      )}
      {touched && amountError ? (
        <p id={`${fieldId}-amount-error`} className={styles.error}>
          {amountError}
        </p>
      ) : null}
      <label htmlFor={`${fieldId}-reason`} className={styles.legend}>
        Reason
      </label>
      <textarea
        id={`${fieldId}-reason`}
        className={styles.textarea}
        value={reason}
        maxLength={refundReasonMax}
        rows={2}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={touched && reasonError !== undefined}
        aria-describedby={touched && reasonError ? `${fieldId}-reason-error` : undefined}
      />
      {touched && reasonError ? (
        <p id={`${fieldId}-reason-error`} className={styles.error}>
          {reasonError}
        </p>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.danger} disabled={refund.isPending}>
          {refund.isPending ? 'Refunding…' : `Refund ${cents !== null && !amountError ? formatUsd(cents) : ''}`.trim()}
        </button>
        <button type="button" className={styles.secondary} onClick={onDone}>
          Keep it
        </button>
      </div>
    </form>
  );
}
