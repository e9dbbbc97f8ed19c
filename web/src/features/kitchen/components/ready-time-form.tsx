/**
 * The ready-time chips an accept and a change of ready time share ("At the order's time", 10 min … 90 min), and the
 * side sheet's change of an accepted order's ready time (docs/business-rules.md#the-order-board): a later time when the
 * kitchen runs late (or an earlier one, never before the customer's chosen time), told to the customer by message,
 * e-mail and their push or text. The time the sheet showed goes with it: a change another device made meanwhile is
 * never laid over (409, with the time now).
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { promisedTime, promiseWords } from '@functions/orders/contract/order-promise.ts';
import { formatOrderClock, formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { useReadyTime } from '../../../api/kitchen-orders.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { readyChoicesFor } from './board-columns.ts';
import styles from './order-panel.module.scss';

export type ReadyChoice = number | 'slot';

/** The ready time a choice gives, as the server rounds it (up to the next whole minute); undefined: the order's own time. */
export function readyAtOf(choice: ReadyChoice, openedAt: number): string | undefined {
  return choice === 'slot' ? undefined : new Date(Math.ceil((openedAt + choice * 60_000) / 60_000) * 60_000).toISOString();
}

/** The chips: the order's own time (when `withSlot`) and the minute choices, one of them picked. */
export function ReadyChips({
  order,
  minutes,
  choice,
  onChoose,
  withSlot,
}: {
  order: KitchenOrder;
  minutes: readonly number[];
  choice: ReadyChoice;
  onChoose: (choice: ReadyChoice) => void;
  withSlot: boolean;
}) {
  const slotChip = withSlot ? (
    <label className={styles.chip}>
      <input type="radio" name="ready-in" value="slot" checked={choice === 'slot'} onChange={() => onChoose('slot')} />
      <span>At the order’s time ({order.asap ? formatOrderClock(order.slotId) : formatOrderTime(order.slotId)})</span>
    </label>
  ) : null;
  return (
    <div className={styles.chips}>
      {order.asap ? null : slotChip}
      {minutes.map((each) => (
        <label key={each} className={styles.chip}>
          <input type="radio" name="ready-in" value={each} checked={choice === each} onChange={() => onChoose(each)} />
          <span>{each} min</span>
        </label>
      ))}
      {order.asap ? slotChip : null}
    </div>
  );
}

/** The minute choices a change of ready time offers now: those an accept would, none before the order's own time. */
export function retimeChoicesFor(order: KitchenOrder, now: number): number[] {
  return order.status === 'accepted' ? readyChoicesFor(order, now) : [];
}

export function ReadyTimeForm({ order, onDone, onBack }: { order: KitchenOrder; onDone: (message: string) => void; onBack: () => void }) {
  const [openedAt] = useState(() => Date.now());
  const choices = retimeChoicesFor(order, openedAt);
  const [choice, setChoice] = useState<number>(
    () => choices.find((minutes) => Date.parse(readyAtOf(minutes, openedAt)!) > Date.parse(promisedTime(order))) ?? choices[0]!,
  );
  const change = useReadyTime();
  const legendId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    change.mutate(
      { orderId: order.orderId, customerId: order.customerId, readyInMinutes: choice, promised: promisedTime(order) },
      { onSuccess: (answer) => onDone(answer.message) },
    );
  };
  return (
    <form className={styles.stepForm} onSubmit={submit}>
      <fieldset className={styles.fieldset} aria-describedby={`${legendId}-hint`}>
        <legend id={legendId} className={styles.legend}>
          New ready time
        </legend>
        <p id={`${legendId}-hint`} className={styles.hint}>
          {order.customer.name} is told the new time by message and e-mail{order.textUpdates ? ', and by text or on their phone' : ''}. Promised now:{' '}
          {promiseWords(order, openedAt)}
        </p>
        <ReadyChips order={order} minutes={choices} choice={choice} onChoose={(picked) => picked !== 'slot' && setChoice(picked)} withSlot={false} />
      </fieldset>
      <p className={styles.promise} aria-live="polite">
        The customer is promised: <strong>{promiseWords({ ...order, readyAt: readyAtOf(choice, openedAt) }, openedAt)}</strong>
      </p>
      {change.error ? (
        <FormAlert tone="error" title="Not changed">
          {apiErrorText(change.error)}
        </FormAlert>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={change.isPending}>
          {change.isPending ? 'Telling the customer…' : 'Change and tell the customer'}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          Keep the time
        </button>
      </div>
    </form>
  );
}
