/**
 * What the report covers: a preset range or two dates, and which day each order counts on (the day it was ordered,
 * or the day of its pickup or delivery), said in plain words. Every change goes to the address at once.
 */
import { reportBases, reportBasisWords, reportMaxDays, type ReportBasis } from '@functions/reports/contract/sales-report';
import { useId, useState } from 'react';
import { presetDates, presetWords, rangePresets, type ChosenRange, type RangePreset } from '../report-range.ts';
import styles from './report-controls.module.scss';

const basisHints: Record<ReportBasis, string> = {
  placed: 'when the customer placed it',
  fulfilled: 'when it is picked up or delivered',
};

export function ReportControls({ range, today, onChange }: { range: ChosenRange; today: string; onChange: (range: ChosenRange) => void }) {
  const id = useId();
  // The custom dates as typed, sent once both make a range.
  const [draft, setDraft] = useState({ from: range.from, to: range.to });
  const draftProblem =
    draft.from > draft.to
      ? 'The first day must come before the last.'
      : (Date.parse(draft.to) - Date.parse(draft.from)) / 86_400_000 + 1 > reportMaxDays
        ? `A report covers at most ${reportMaxDays} days.`
        : undefined;

  // The basis ticked shows at once: the address (which the report follows) changes a moment later, in a navigation. A
  // change of the address from elsewhere (Back) wins.
  const [basisShown, setBasisShown] = useState({ basis: range.basis, ofAddress: range.basis });
  if (basisShown.ofAddress !== range.basis) setBasisShown({ basis: range.basis, ofAddress: range.basis });
  const chooseBasis = (basis: ReportBasis) => {
    setBasisShown({ basis, ofAddress: range.basis });
    onChange({ ...range, basis });
  };

  const choosePreset = (preset: RangePreset) => {
    if (preset === 'custom') {
      onChange({ ...range, preset, ...draft });
      return;
    }
    const dates = presetDates(preset, today);
    setDraft(dates);
    onChange({ ...range, preset, ...dates });
  };
  const chooseDates = (next: { from: string; to: string }) => {
    setDraft(next);
    if (next.from && next.to && next.from <= next.to && (Date.parse(next.to) - Date.parse(next.from)) / 86_400_000 + 1 <= reportMaxDays) {
      onChange({ ...range, preset: 'custom', ...next });
    }
  };

  return (
    <div className={styles.controls}>
      <div className={styles.field}>
        <label htmlFor={`${id}-range`} className={styles.label}>
          Dates
        </label>
        <select id={`${id}-range`} className={styles.select} value={range.preset} onChange={(event) => choosePreset(event.target.value as RangePreset)}>
          {rangePresets.map((preset) => (
            <option key={preset} value={preset}>
              {presetWords[preset]}
            </option>
          ))}
        </select>
      </div>
      {range.preset === 'custom' ? (
        <fieldset className={styles.dates}>
          <legend className="visually-hidden">Custom range</legend>
          <div className={styles.field}>
            <label htmlFor={`${id}-from`} className={styles.label}>
              From
            </label>
            <input
              id={`${id}-from`}
              className={styles.input}
              type="date"
              value={draft.from}
              max={today}
              onChange={(event) => chooseDates({ ...draft, from: event.target.value })}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-to`} className={styles.label}>
              To
            </label>
            <input
              id={`${id}-to`}
              className={styles.input}
              type="date"
              value={draft.to}
              onChange={(event) => chooseDates({ ...draft, to: event.target.value })}
            />
          </div>
          {draftProblem ? (
            <p className={styles.problem} role="alert">
              {draftProblem}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <fieldset className={styles.basis}>
        <legend className={styles.label}>Count each order on</legend>
        <div className={styles.segments}>
          {reportBases.map((basis) => (
            <label key={basis} className={styles.segment}>
              <input type="radio" name={`${id}-basis`} value={basis} checked={basisShown.basis === basis} onChange={() => chooseBasis(basis)} />
              <span>
                {reportBasisWords[basis]}
                <span className={styles.segmentHint}>{basisHints[basis]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
