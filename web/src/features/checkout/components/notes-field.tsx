/** Step 5: notes for the kitchen, up to the contract's limit, with a counter. */
import { orderNotesMax } from '@functions/orders/contract/order';
import { CheckoutSection } from './checkout-section.tsx';
import shared from './checkout-choices.module.scss';
import styles from './notes-field.module.scss';

export function NotesField({ step, value, onChange, error }: { step: number; value: string; onChange: (notes: string) => void; error?: string | undefined }) {
  const left = orderNotesMax - value.length;
  return (
    <CheckoutSection step={step} title="Notes for the kitchen" as="section" error={error}>
      <label htmlFor="checkout-notes" className={shared.fieldLabel}>
        Anything we should know? (optional)
      </label>
      <textarea
        id="checkout-notes"
        className={styles.textarea}
        rows={3}
        maxLength={orderNotesMax}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder="Allergies, extra napkins, a birthday…"
        aria-describedby="checkout-notes-count"
      />
      <p id="checkout-notes-count" className={styles.counter} aria-live={left <= 50 ? 'polite' : 'off'}>
        {left} of {orderNotesMax} characters left
      </p>
    </CheckoutSection>
  );
}
