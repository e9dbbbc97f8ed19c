/**
 * One sold-out switch (a dish's or an extra's): Available, Sold out today (back on sale the next
 * morning by itself) or Until I switch it back. A change is sent at once (POST …/sold-out), not
 * with the form's Save; a refusal shows beside it and the switch stays as the server has it.
 */
import type { SoldOut } from '@functions/catalogue/contract/menu-editor';
import { useId } from 'react';
import { useSwitchSoldOut } from '../../../api/menu-editor.ts';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { backOnSaleText, soldOutChoiceOf, soldOutChoices, type SoldOutChoice } from '../hooks/menu-words.ts';
import styles from './sold-out-select.module.scss';

export function SoldOutSelect({
  dishId,
  extraId,
  soldOut,
  label,
  labelHidden = false,
  showWhen = true,
  id,
}: {
  dishId: string;
  extraId?: string;
  soldOut: SoldOut;
  /** The select's name, e.g. 'Availability' (with `labelHidden`, read by screen readers only). */
  label: string;
  labelHidden?: boolean;
  /** Says under the select when a switch comes back on. */
  showWhen?: boolean;
  id?: string;
}) {
  const ownId = useId();
  const selectId = id ?? ownId;
  const change = useSwitchSoldOut();
  const current = soldOutChoiceOf(soldOut);
  const value = change.isPending && change.variables ? change.variables.soldOut : current;
  const when = showWhen && !change.isPending ? backOnSaleText(soldOut) : null;
  const describedBy = [when ? `${selectId}-when` : null, change.isError ? `${selectId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.switch} data-state={value}>
      <label htmlFor={selectId} className={labelHidden ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={value}
        aria-describedby={describedBy}
        aria-busy={change.isPending || undefined}
        onChange={(event) => change.mutate({ dishId, soldOut: event.target.value as SoldOutChoice, ...(extraId ? { extraId } : {}) })}
      >
        {soldOutChoices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {when ? (
        <p id={`${selectId}-when`} className={styles.when}>
          {when}
        </p>
      ) : null}
      {change.isError ? (
        <p id={`${selectId}-error`} className={styles.error} role="alert">
          Not changed. {apiErrorText(change.error)}
        </p>
      ) : null}
    </div>
  );
}
