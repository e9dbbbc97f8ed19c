/**
 * Online ordering on or paused, in the owner's hands (docs/business-rules.md#the-days-settings):
 * 'Taking orders' or 'Paused until 6:30 p.m.' in colour and words, buttons that pause at once for
 * 15 or 30 minutes, an hour, some minutes or the rest of today (no confirmation: resuming is one
 * click), and Resume now. Shown on the order board and on the settings screen.
 */
import { settingsLimits, type PauseRequest } from '@functions/shop/contract/shop-settings';
import { useId, useState, type KeyboardEvent } from 'react';
import { usePauseOrdering, useResumeOrdering, useShopSettings } from '../../../api/shop-settings.ts';
import { ClockIcon } from '../../../components/icons.tsx';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { pausedUntilText } from '../hooks/pause-words.ts';
import { usePausedNow } from '../hooks/use-paused-now.ts';
import styles from './pause-control.module.scss';

/** Each button shows '15 min' under the group's title and is named in full ('Pause 15 min'), its label inside its name. */
const presets: { label: string; name: string; request: PauseRequest }[] = [
  { label: '15 min', name: 'Pause 15 min', request: { minutes: 15 } },
  { label: '30 min', name: 'Pause 30 min', request: { minutes: 30 } },
  { label: '1 hour', name: 'Pause 1 hour', request: { minutes: 60 } },
  { label: 'Rest of today', name: 'Pause for the rest of today', request: { until: 'end-of-day' } },
];

const { min: minMinutes, max: maxMinutes } = settingsLimits.pauseMinutes;

/** The custom pause's minutes, or a message saying what to type. */
export function customMinutes(text: string): { minutes: number } | { error: string } {
  const trimmed = text.trim();
  const minutes = /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
  if (Number.isNaN(minutes) || minutes < minMinutes || minutes > maxMinutes) {
    return { error: `Enter ${minMinutes} to ${maxMinutes} minutes (at most 12 hours; use a closure for longer)` };
  }
  return { minutes };
}

export function PauseControl({ className }: { className?: string }) {
  const settings = useShopSettings();
  const pause = usePauseOrdering();
  const resume = useResumeOrdering();
  const pausedUntil = settings.data?.pausedUntil ?? null;
  const paused = usePausedNow(pausedUntil);
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | undefined>();
  const customId = useId();
  const busy = pause.isPending || resume.isPending;
  const failure = pause.error ?? resume.error;

  const pauseFor = (request: PauseRequest) => {
    resume.reset();
    pause.mutate(request);
  };
  const pauseCustom = () => {
    const parsed = customMinutes(custom);
    if ('error' in parsed) {
      setCustomError(parsed.error);
      document.getElementById(customId)?.focus();
      return;
    }
    setCustomError(undefined);
    pauseFor({ minutes: parsed.minutes });
  };
  const onCustomKey = (event: KeyboardEvent<HTMLInputElement>) => {
    // Not a form of its own: the control may sit inside another form.
    if (event.key === 'Enter') {
      event.preventDefault();
      pauseCustom();
    }
  };

  if (settings.isPending) {
    return (
      <div className={[styles.control, className].filter(Boolean).join(' ')} aria-busy="true" aria-label="Loading online ordering">
        <Skeleton className={styles.stateSkeleton} />
        <Skeleton className={styles.buttonsSkeleton} />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div className={[styles.control, className].filter(Boolean).join(' ')}>
        <p className={styles.failure} role="alert">
          We couldn’t load whether online ordering is on. {apiErrorText(settings.error)}{' '}
          <button type="button" className={styles.textButton} onClick={() => void settings.refetch()}>
            Try again
          </button>
        </p>
      </div>
    );
  }

  return (
    <div className={[styles.control, className].filter(Boolean).join(' ')} data-state={paused ? 'paused' : 'open'}>
      <div className={styles.state}>
        <div className={styles.stateMain} role="status">
          <span className={styles.stateIcon} aria-hidden="true">
            {paused ? <ClockIcon size={26} /> : <CheckCircleIcon size={26} />}
          </span>
          <span className={styles.stateText}>
            <strong className={styles.stateTitle}>{paused && pausedUntil ? pausedUntilText(pausedUntil) : 'Taking orders'}</strong>
            <span className={styles.stateHint}>
              {paused
                ? 'The shop shows a banner, and checkout refuses new orders until then.'
                : 'Customers can order online for the times the schedule offers.'}
            </span>
          </span>
        </div>
        {paused ? (
          <button type="button" className={styles.resume} onClick={() => resume.mutate()} disabled={busy} aria-busy={resume.isPending || undefined}>
            {resume.isPending ? 'Resuming…' : 'Resume now'}
          </button>
        ) : null}
      </div>

      <div className={styles.choices} role="group" aria-labelledby={`${customId}-choices`}>
        <p id={`${customId}-choices`} className={styles.choicesTitle}>
          {paused ? 'Pause again, counted from now' : 'Pause online ordering'}
        </p>
        <div className={styles.presets}>
          {presets.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className={styles.preset}
              onClick={() => pauseFor(preset.request)}
              disabled={busy}
              aria-label={preset.name}
            >
              {preset.label}
            </button>
          ))}
        </div>
        <div className={styles.custom}>
          <label className={styles.customLabel} htmlFor={customId}>
            Custom minutes
          </label>
          <div className={styles.customRow}>
            <input
              id={customId}
              className={styles.customInput}
              type="number"
              inputMode="numeric"
              min={minMinutes}
              max={maxMinutes}
              step={1}
              value={custom}
              onChange={(event) => {
                setCustom(event.target.value);
                setCustomError(undefined);
              }}
              onKeyDown={onCustomKey}
              aria-invalid={customError ? true : undefined}
              aria-describedby={customError ? `${customId}-error` : undefined}
            />
            <button type="button" className={styles.preset} onClick={pauseCustom} disabled={busy}>
              Pause
            </button>
          </div>
          {customError ? (
            <p id={`${customId}-error`} className={styles.fieldError}>
              {customError}
            </p>
          ) : null}
        </div>
      </div>

      {failure ? (
        <p className={styles.failure} role="alert">
          {apiErrorText(failure)}
        </p>
      ) : null}
    </div>
  );
}
