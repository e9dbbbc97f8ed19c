/**
 * Step 4: the tip, one of the shop's presets (percent of the food subtotal) or an amount of the
 * customer's own in dollars. What a preset comes to is the quote's to say, in the summary.
 */
import { useId } from 'react';
import { formatUsd } from '@functions/platform/contract/money.ts';
import type { TipInput } from '../hooks/use-checkout-choices.ts';
import { CheckoutSection } from './checkout-section.tsx';
import shared from './checkout-choices.module.scss';
import styles from './tip-choice.module.scss';

type TipChoiceProps = {
  step: number;
  presets: readonly number[];
  maxCents: number;
  value: TipInput;
  onChange: (tip: TipInput) => void;
  /** Why the custom amount can't be used, if it can't. */
  customError: string | undefined;
  error?: string | undefined;
};

export function TipChoice({ step, presets, maxCents, value, onChange, customError, error }: TipChoiceProps) {
  const inputId = useId();
  const custom = value.kind === 'custom';
  return (
    <CheckoutSection step={step} title="Tip" error={error}>
      <p className={shared.sectionHint}>A share of the food subtotal, or an amount of your own. Sales tax is never charged on a tip.</p>
      <div className={styles.tipChips}>
        {presets.map((percent) => (
          <label key={percent} className={styles.tipChip}>
            <input
              type="radio"
              className={shared.hiddenInput}
              name="tip"
              value={`percent-${percent}`}
              checked={value.kind === 'percent' && value.percent === percent}
              onChange={() => onChange({ kind: 'percent', percent })}
            />
            <span>{percent === 0 ? 'No tip' : `${percent}%`}</span>
          </label>
        ))}
        <label className={styles.tipChip}>
          <input
            type="radio"
            className={shared.hiddenInput}
            name="tip"
            value="custom"
            checked={custom}
            onChange={() => onChange({ kind: 'custom', text: custom ? value.text : '' })}
          />
          <span>Custom</span>
        </label>
      </div>
      {custom ? (
        <div className={styles.customTip} data-invalid={customError ? true : undefined}>
          <label htmlFor={inputId} className={shared.fieldLabel}>
            Tip amount in dollars
          </label>
          <div className={styles.moneyInput}>
            <span aria-hidden="true">$</span>
            <input
              id={inputId}
              className={styles.input}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              placeholder="5.00"
              value={value.text}
              onChange={(event) => onChange({ kind: 'custom', text: event.target.value })}
              aria-invalid={customError ? true : undefined}
              aria-describedby={`${inputId}-hint`}
            />
          </div>
          <p id={`${inputId}-hint`} className={customError ? styles.fieldError : styles.fieldHint}>
            {customError ?? `Up to ${formatUsd(maxCents)}.`}
          </p>
        </div>
      ) : null}
    </CheckoutSection>
  );
}
