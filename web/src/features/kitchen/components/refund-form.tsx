/**
 * The side sheet's refund of a charged card order (docs/business-rules.md#card-payments): part or all of what is
 * left, with the reason the customer reads in their message and e-mail. The amount starts at all that is left; the
 * server refuses more than that, and a refund from an older read of the order (another device refunded meanwhile).
 */
import type { KitchenOrder } from '@contracts/kitchen';
import { refundableCents, refundReasonMax } from '@contracts/card-payment.ts';
import { formatUsd } from '@contracts/money.ts';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { useRefund } from '../../../api/kitchen-orders.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { parseUsd, usdInputValue } from '../../../lib/money.ts';
import styles from './order-panel.module.scss';

export function RefundForm({ order, onDone }: { order: KitchenOrder; onDone: () => void }) {
  const payment = order.cardPayment!;
  const left = refundableCents(payment);
  const [amount, setAmount] = useState(() => usdInputValue(left));
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const refund = useRefund();
  const fieldId = useId();
  const cents = parseUsd(amount);
  const amountError =
    cents === null || cents <= 0 ? 'Enter an amount in dollars, e.g. 12.00' : cents > left ? `At most ${formatUsd(left)} is left to refund.` : undefined;
  const reasonError = reason.trim().length < 3 ? 'Say why, in a few words: the customer reads it.' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (amountError || reasonError || cents === null || refund.isPending) return;
    refund.mutate(
      { orderId: order.orderId, customerId: order.customerId, amountCents: cents, reason: reason.trim(), refundsSeen: payment.refunds.length },
      { onSuccess: onDone },
    );
  };

  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate aria-label={`Refund order ${order.number}`}>
      <p className={styles.legend}>Refund to the customer’s card</p>
      <p className={styles.hint}>
        {formatUsd(payment.capturedCents)} was charged{payment.refundedCents > 0 ? `, ${formatUsd(payment.refundedCents)} refunded so far` : ''}:{' '}
        {formatUsd(left)} can be refunded. {order.customer.name} is told by message and e-mail.
      </p>
      {refund.isError ? (
        <FormAlert tone="error" title="Not refunded">
          {apiErrorText(refund.error)}
        </FormAlert>
      ) : null}
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
