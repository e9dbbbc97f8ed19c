/**
 * One order opened from the board or the search: the kitchen ticket, its history (who took each step
 * and when), and every step it can take now. Accept asks for a ready time (the customer is told it),
 * cancel for the reason the customer reads. Print sends the 80 mm ticket to the printer. Points… grants or takes the
 * customer's loyalty points with a reason, and says how many they have after it.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import type { OwnerAction } from '@functions/orders/contract/order';
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { CloseIcon } from '../../../components/icons.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatOrderTime, slotTimeFrom } from '@functions/platform/contract/business-clock.ts';
import { promiseWords } from '@functions/orders/contract/order-promise.ts';
import { cancelReasons, defaultReadyChoice, nextStep, readyChoicesFor } from './board-columns.ts';
import { KitchenTicket } from './kitchen-ticket.tsx';
import { ReadyChips, ReadyTimeForm, readyAtOf, retimeChoicesFor, type ReadyChoice } from './ready-time-form.tsx';
import { OrderHistory } from './order-history.tsx';
import { RefundForm } from './refund-form.tsx';
import { useBalanceLink } from '../../../api/kitchen-orders.ts';
import { balanceRefundableCents, cancelPaymentWords, refundableCents } from '@functions/orders/contract/card-payment.ts';
import { actionButtonLabels, actionPendingLabels } from './kitchen-words.ts';
import { PointsForm, pointsChangedWords } from './points-form.tsx';
import { PrintTicket } from './print-ticket.tsx';
import styles from './order-panel.module.scss';

export type StepRequest = { action: OwnerAction; readyInMinutes?: number; reason?: string };

type Props = {
  order: KitchenOrder;
  onClose: () => void;
  onStep: (order: KitchenOrder, request: StepRequest) => void;
  pending: boolean;
  /** The last step's outcome for this order: the server's sentence, or its refusal. */
  result: { ok: true; message: string } | { ok: false; error: unknown } | undefined;
};

function AcceptForm({ order, onStep, pending }: Pick<Props, 'order' | 'onStep' | 'pending'>) {
  // The choices are taken against the clock when the form opened; the server checks the time again.
  const [openedAt] = useState(() => Date.now());
  const minuteChoices = readyChoicesFor(order, openedAt);
  const [choice, setChoice] = useState<ReadyChoice>(() => defaultReadyChoice(order, openedAt));
  const legendId = useId();
  const promise = promiseWords({ ...order, readyAt: readyAtOf(choice, openedAt) }, openedAt);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onStep(order, { action: 'accept', ...(choice === 'slot' ? {} : { readyInMinutes: choice }) });
  };
  return (
    <form className={styles.stepForm} onSubmit={submit}>
      <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
        <legend id={legendId} className={styles.legend}>
          Ready in
        </legend>
        <p id={`${legendId}-hint`} className={styles.hint}>
          {order.asap
            ? `${order.customer.name} asked for as soon as possible and is told this time by message and e-mail.`
            : `${order.customer.name} chose ${formatOrderTime(order.slotId)}: the ready time can’t be earlier. They are told it by message and e-mail.`}
        </p>
        <ReadyChips order={order} minutes={minuteChoices} choice={choice} onChoose={setChoice} withSlot />
      </fieldset>
      <p className={styles.promise} aria-live="polite">
        The customer is promised: <strong>{promise}</strong>
      </p>
      <button type="submit" className={styles.primary} disabled={pending}>
        {pending ? actionPendingLabels.accept : actionButtonLabels.accept}
      </button>
    </form>
  );
}

function CancelForm({ order, onStep, pending, onBack }: Pick<Props, 'order' | 'onStep' | 'pending'> & { onBack: () => void }) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const fieldId = useId();
  const invalid = reason.trim().length < 3;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!invalid) onStep(order, { action: 'cancel', reason: reason.trim() });
  };
  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate>
      <label htmlFor={fieldId} className={styles.legend}>
        Why is it cancelled?
      </label>
      <p className={styles.hint} id={`${fieldId}-hint`}>
        {order.customer.name} reads this in the cancellation message and e-mail.
      </p>
      <div className={styles.chips}>
        {cancelReasons.map((text) => (
          <button key={text} type="button" className={styles.reasonChip} onClick={() => setReason(text)}>
            {text}
          </button>
        ))}
      </div>
      <textarea
        id={fieldId}
        className={styles.textarea}
        value={reason}
        maxLength={300}
        rows={3}
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={touched && invalid}
        aria-describedby={`${fieldId}-hint${touched && invalid ? ` ${fieldId}-error` : ''}`}
      />
      {touched && invalid ? (
        <p id={`${fieldId}-error`} className={styles.error}>
          Tell the customer why, in a few words.
        </p>
      ) : null}
      <CancelPayments order={order} />
      <div className={styles.row}>
        <button type="submit" className={styles.danger} disabled={pending}>
          {pending ? actionPendingLabels.cancel : 'Cancel the order'}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          Keep the order
        </button>
      </div>
    </form>
  );
}

/** What cancelling does to each of the order's payments, before the owner confirms (docs/business-rules.md#card-payments). */
function CancelPayments({ order }: { order: KitchenOrder }) {
  const words = cancelPaymentWords(order);
  return (
    <section className={styles.cancelPayments} aria-label="What happens to the payment" data-testid="cancel-payments">
      <p className={styles.cancelPaymentsTitle}>What happens to the payment</p>
      <ul className={styles.cancelPaymentsList}>
        {words.map((sentence) => (
          <li key={sentence}>{sentence}</li>
        ))}
      </ul>
    </section>
  );
}

/** Whether a catering order made from a quote still has a balance its owner can ask for by a card link. */
function balanceOpen(order: KitchenOrder): boolean {
  if (!order.quote || order.cardPayment?.state !== 'charged' || order.status === 'cancelled' || order.status === 'completed') return false;
  if (order.balancePayment?.state === 'charged') return false;
  return order.totals.totalCents - order.cardPayment.capturedCents > 0;
}

/** The server's own words for a press too soon after the last e-mail (429: when it went, and from when it can go again). */
function balanceRefusalText(error: unknown): string {
  return isApiError(error) && error.status === 429 ? error.message : apiErrorText(error);
}

/** "E-mail the balance link": the server makes one link for what is left (or e-mails the open one again). */
function BalanceLink({ order }: { order: KitchenOrder }) {
  const send = useBalanceLink();
  const sentId = useId();
  const open = order.balancePayment?.state === 'awaiting' && Date.parse(order.balancePayment.payBy) > Date.now();
  // When the open link last went (a press within a few minutes of it is refused: docs/business-rules.md#catering-quotes).
  const emailedAt = open ? order.balancePayment?.emailedAt : undefined;
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
        disabled={send.isPending}
        aria-describedby={emailedAt ? sentId : undefined}
        onClick={() => send.mutate({ orderId: order.orderId, customerId: order.customerId })}
      >
        {send.isPending ? 'Sending…' : open ? 'E-mail the balance link again' : 'E-mail a balance link'}
      </button>
      {emailedAt ? (
        <p id={sentId} className={styles.hint}>
          Sent at <time dateTime={emailedAt}>{slotTimeFrom(emailedAt, Date.now())}</time>
        </p>
      ) : null}
      {send.data || send.error ? (
        <FormAlert tone={send.data ? 'success' : 'error'} title={send.data ? 'Sent' : 'Not sent'}>
          {send.data ? send.data.message : balanceRefusalText(send.error)}
        </FormAlert>
      ) : null}
    </>
  );
}

export function OrderPanel({ order, onClose, onStep, pending, result }: Props) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);
  const [retiming, setRetiming] = useState(false);
  const [retimed, setRetimed] = useState<string | undefined>(undefined);
  const [pointing, setPointing] = useState(false);
  const [pointsChanged, setPointsChanged] = useState<PointsAnswer | undefined>(undefined);
  const pointsWords = pointsChanged ? pointsChangedWords(order.customer.name, pointsChanged) : undefined;
  const step = nextStep(order);
  const canRefund = (order.cardPayment !== undefined && refundableCents(order.cardPayment) > 0) || balanceRefundableCents(order.balancePayment) > 0;
  const canCancel = order.status === 'placed' || order.status === 'accepted';

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal?.();
  }, []);
  useEffect(() => {
    if (result) resultRef.current?.focus();
    if (result?.ok) setCancelling(false);
  }, [result]);

  const onBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialogRef.current) onClose();
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} onClose={onClose} onClick={onBackdrop}>
      <div className={styles.panel}>
        <header className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Order {order.number}
          </h2>
          <button type="button" className={styles.close} onClick={onClose}>
            <CloseIcon size={22} />
            <span className="visually-hidden">Close</span>
          </button>
        </header>

        {result ? (
          <FormAlert ref={resultRef} tone={result.ok ? 'success' : 'error'} title={result.ok ? 'Done' : 'Not changed'}>
            {result.ok ? result.message : apiErrorText(result.error)}
          </FormAlert>
        ) : null}
        {retimed ? (
          <FormAlert tone="success" title="Ready time changed">
            {retimed}
          </FormAlert>
        ) : null}
        {pointsWords ? (
          <FormAlert tone="success" title={pointsWords.balance}>
            {pointsWords.latest ? `Latest: ${pointsWords.latest}` : null}
          </FormAlert>
        ) : null}

        <div className={styles.actions}>
          {cancelling ? (
            <CancelForm order={order} onStep={onStep} pending={pending} onBack={() => setCancelling(false)} />
          ) : refunding ? (
            <RefundForm order={order} onDone={() => setRefunding(false)} />
          ) : retiming ? (
            <ReadyTimeForm
              order={order}
              onBack={() => setRetiming(false)}
              onDone={(message) => {
                setRetiming(false);
                setRetimed(message);
              }}
            />
          ) : pointing ? (
            <PointsForm
              order={order}
              onBack={() => setPointing(false)}
              onDone={(answer) => {
                setPointing(false);
                setPointsChanged(answer);
              }}
            />
          ) : (
            <>
              {step === 'accept' ? <AcceptForm order={order} onStep={onStep} pending={pending} /> : null}
              <div className={styles.row}>
                {step && step !== 'accept' ? (
                  <button type="button" className={styles.primary} disabled={pending} onClick={() => onStep(order, { action: step })}>
                    {pending ? actionPendingLabels[step] : actionButtonLabels[step]}
                  </button>
                ) : null}
                {retimeChoicesFor(order, Date.now()).length > 0 ? (
                  <button
                    type="button"
                    className={styles.secondary}
                    onClick={() => {
                      setRetimed(undefined);
                      setRetiming(true);
                    }}
                  >
                    Change ready time…
                  </button>
                ) : null}
                <button type="button" className={styles.secondary} onClick={() => window.print()}>
                  Print ticket
                </button>
                {canRefund ? (
                  <button type="button" className={styles.secondary} onClick={() => setRefunding(true)}>
                    Refund…
                  </button>
                ) : null}
                {balanceOpen(order) ? <BalanceLink order={order} /> : null}
                <button
                  type="button"
                  className={styles.secondary}
                  onClick={() => {
                    setPointsChanged(undefined);
                    setPointing(true);
                  }}
                >
                  Points…
                </button>
                {canCancel ? (
                  <button type="button" className={styles.dangerLink} onClick={() => setCancelling(true)}>
                    Cancel order…
                  </button>
                ) : null}
              </div>
            </>
          )}
        </div>

        <KitchenTicket order={order} />
        <OrderHistory order={order} />
      </div>
      <PrintTicket order={order} />
    </dialog>
  );
}
