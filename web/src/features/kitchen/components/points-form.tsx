/**
 * The side sheet's grant or take of the order's customer's loyalty points (docs/business-rules.md#points-in-the-table):
 * a number of points and the reason the customer reads in their points history ("Sorry for the long wait"). The
 * server's answer is the customer's points after it: the sheet says how many they now have, with the history's newest
 * line. The server's 400 shows under its field; any other refusal (no such customer) above the buttons.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { pointsGrantLimits, type PointsAnswer } from '@functions/offers/contract/offers';
import { useId, useState, type FormEvent } from 'react';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { serverFieldErrors } from '../../../components/form/use-zod-form.ts';
import { useGrantPoints } from '../../../api/loyalty.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { pointsLabel, signedPoints } from '../../../lib/points-label.ts';
import styles from './order-panel.module.scss';

type Direction = 'grant' | 'take';

/** What the sheet says once the server answered: 'Ama now has 420 points' and the newest history line ('+50 Sorry for the long wait'). */
export function pointsChangedWords(customerName: string, answer: PointsAnswer): { balance: string; latest: string | undefined } {
  const firstName = customerName.trim().split(/\s+/)[0] || customerName;
  const newest = answer.history[0];
  return { balance: `${firstName} now has ${pointsLabel(answer.available)}`, latest: newest ? `${signedPoints(newest.points)} ${newest.words}` : undefined };
}

/** The points typed as the whole number the server takes, or the reason it can't be sent. */
function pointsOf(typed: string): { points: number } | { error: string } {
  const text = typed.trim().replace(/,/g, '');
  if (!/^\d+$/.test(text)) return { error: 'Enter a whole number of points' };
  const points = Number(text);
  if (points < 1) return { error: 'At least 1 point' };
  if (points > pointsGrantLimits.points) return { error: 'At most 100,000 points' };
  return { points };
}

export function PointsForm({ order, onDone, onBack }: { order: KitchenOrder; onDone: (answer: PointsAnswer) => void; onBack: () => void }) {
  const [direction, setDirection] = useState<Direction>('grant');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const grant = useGrantPoints();
  const fieldId = useId();
  const parsed = pointsOf(amount);
  // The server's 400 names its fields ('body.points', 'body.reason'); until the next send they show under them.
  const serverErrors = serverFieldErrors(grant.error, ['points', 'reason']);
  const pointsError = (touched && 'error' in parsed ? parsed.error : undefined) ?? serverErrors.points;
  const reasonError = (touched && reason.trim().length === 0 ? 'Say why: the customer reads it in their points history.' : undefined) ?? serverErrors.reason;
  // A refusal that names no field of the form (404 'No such customer.', a network failure) shows above the buttons.
  const otherError = grant.isError && Object.keys(serverErrors).length === 0 ? grant.error : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if ('error' in parsed || reason.trim().length === 0 || grant.isPending) return;
    grant.mutate(
      { customerId: order.customerId, points: direction === 'grant' ? parsed.points : -parsed.points, reason: reason.trim() },
      { onSuccess: onDone },
    );
  };

  return (
    <form className={styles.stepForm} onSubmit={submit} noValidate aria-label={`Points for ${order.customer.name}`}>
      <fieldset className={styles.fieldset} aria-describedby={`${fieldId}-hint`}>
        <legend className={styles.legend}>Loyalty points</legend>
        <p id={`${fieldId}-hint`} className={styles.hint}>
          {order.customer.name} reads the reason in their points history.
        </p>
        <div className={styles.chips}>
          <label className={styles.chip}>
            <input type="radio" name="points-direction" value="grant" checked={direction === 'grant'} onChange={() => setDirection('grant')} />
            <span>Grant</span>
          </label>
          <label className={styles.chip}>
            <input type="radio" name="points-direction" value="take" checked={direction === 'take'} onChange={() => setDirection('take')} />
            <span>Take</span>
          </label>
        </div>
      </fieldset>
      <label htmlFor={`${fieldId}-points`} className={styles.legend}>
        Points
      </label>
      <input
        id={`${fieldId}-points`}
        className={styles.input}
        inputMode="numeric"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        aria-invalid={pointsError !== undefined}
        aria-describedby={pointsError ? `${fieldId}-points-error` : undefined}
      />
      {pointsError ? (
        <p id={`${fieldId}-points-error`} className={styles.error}>
          {pointsError}
        </p>
      ) : null}
      <label htmlFor={`${fieldId}-reason`} className={styles.legend}>
        Reason
      </label>
      <textarea
        id={`${fieldId}-reason`}
        className={styles.textarea}
        value={reason}
        maxLength={pointsGrantLimits.reasonMax}
        rows={2}
        placeholder="Sorry for the long wait"
        onChange={(event) => setReason(event.target.value)}
        aria-invalid={reasonError !== undefined}
        aria-describedby={reasonError ? `${fieldId}-reason-error` : undefined}
      />
      {reasonError ? (
        <p id={`${fieldId}-reason-error`} className={styles.error}>
          {reasonError}
        </p>
      ) : null}
      {otherError ? (
        <FormAlert tone="error" title="Points not changed">
          {apiErrorText(otherError)}
        </FormAlert>
      ) : null}
      <div className={styles.row}>
        <button type="submit" className={styles.primary} disabled={grant.isPending}>
          {grant.isPending ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className={styles.secondary} onClick={onBack}>
          Keep the points
        </button>
      </div>
    </form>
  );
}
