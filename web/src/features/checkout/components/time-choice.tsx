/**
 * Step 3: as soon as possible (with the kitchen's estimate, or the reason it can't) or a scheduled
 * 15-minute slot: a day, then a time on it, all on the business's clock. Catering carts read the
 * catering terms and can only schedule. While the owner has paused online ordering, it says so instead.
 * Above the choices, whether the kitchen is open now; among the days, the owner's closures greyed out
 * with their notes ("Closed: Thanksgiving"; docs/business-rules.md#the-shops-status).
 */
import type { ScheduleAnswer } from '@contracts/order';
import type { FulfilmentMode, SlotDay } from '@contracts/ordering';
import type { Closure } from '@contracts/shop-settings';
import { ordering } from '@contracts/ordering';
import { cateringTermsText } from '../../../lib/catering-terms.ts';
import { AlertIcon, ClockIcon } from '../../../components/icons.tsx';
import { OpenStatus } from '../../../components/open-status.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useLiveShopStatus } from '../../../components/use-live-shop-status.ts';
import { clockText, dayChipLabel, instantLabel, longDayLabel } from '../hooks/slot-labels.ts';
import type { Timing } from '../hooks/use-checkout-choices.ts';
import { CheckoutSection } from './checkout-section.tsx';
import shared from './checkout-choices.module.scss';
import styles from './time-choice.module.scss';

/** A slot with this many places or fewer says so. */
export const fewPlacesLeft = 2;

const cateringTerms = `Catering orders need notice: ${cateringTermsText}. Choose a day and time below.`;

type TimeChoiceProps = {
  step: number;
  mode: FulfilmentMode;
  schedule: ScheduleAnswer | undefined;
  loadFailed: boolean;
  onRetry: () => void;
  timing: Timing;
  day: string | undefined;
  slotId: string | undefined;
  today: string;
  onTiming: (timing: Timing) => void;
  onDay: (day: string) => void;
  onSlot: (slotId: string) => void;
  error?: string | undefined;
};

const partsOfDay = [
  { name: 'Lunch', until: '14:00' },
  { name: 'Afternoon', until: '17:00' },
  { name: 'Evening', until: '24:00' },
] as const;

/** The days offered and, between them, the owner's closures up to the last day offered, by date. */
export function dayChoices(
  days: readonly SlotDay[],
  closures: readonly Closure[],
  today: string,
): ({ date: string; closed: false } | { date: string; closed: true; note: string | undefined })[] {
  const last = days.at(-1)?.date ?? today;
  const offered = new Set(days.map((day) => day.date));
  const closed = closures
    .filter((closure) => closure.date >= today && closure.date <= last && !offered.has(closure.date))
    .map((closure) => ({ date: closure.date, closed: true as const, note: closure.note }));
  return [...days.map((day) => ({ date: day.date, closed: false as const })), ...closed].sort((a, b) => a.date.localeCompare(b.date));
}

/** 'Closed: Thanksgiving', or 'Closed'. */
export function closedText(note: string | undefined): string {
  return note ? `Closed: ${note}` : 'Closed';
}

function SlotGrid({ day, slotId, onSlot }: { day: SlotDay; slotId: string | undefined; onSlot: (slotId: string) => void }) {
  return (
    <fieldset className={styles.subGroup}>
      <legend className={styles.subLegend}>Time on {longDayLabel(day.date)}</legend>
      {partsOfDay.map((part, index) => {
        const from = index === 0 ? '00:00' : partsOfDay[index - 1]!.until;
        const slots = day.slots.filter((slot) => slot.time >= from && slot.time < part.until);
        if (slots.length === 0) return null;
        return (
          <div key={part.name} className={styles.slotPart}>
            <p className={styles.slotPartName} aria-hidden="true">
              {part.name}
            </p>
            <div className={styles.slotGrid}>
              {slots.map((slot) => {
                const few = slot.placesLeft <= fewPlacesLeft;
                return (
                  <label key={slot.id} className={styles.slot}>
                    <input
                      type="radio"
                      className={shared.hiddenInput}
                      name="slotId"
                      value={slot.id}
                      checked={slotId === slot.id}
                      onChange={() => onSlot(slot.id)}
                      aria-label={few ? `${clockText(slot.time)}, few left` : undefined}
                    />
                    <span className={styles.slotTime}>{clockText(slot.time)}</span>
                    {few ? <span className={styles.fewLeft}>Few left</span> : null}
                  </label>
                );
              })}
            </div>
          </div>
        );
      })}
    </fieldset>
  );
}

export function TimeChoice(props: TimeChoiceProps) {
  const { step, mode, schedule, loadFailed, onRetry, timing, day, slotId, today, onTiming, onDay, onSlot, error } = props;
  const asap = schedule?.asap;
  const chosenDay = schedule?.days.find((candidate) => candidate.date === day);
  const readyWord = mode === 'pickup' ? 'Ready for pickup' : 'At your door';
  const closures = useLiveShopStatus()?.closures ?? [];

  return (
    <CheckoutSection step={step} title="When" error={error} aside={<OpenStatus />}>
      {loadFailed ? (
        <p className={shared.inlineError} role="alert">
          We couldn’t load the times we can make your order.{' '}
          <button type="button" className={shared.textButton} onClick={onRetry}>
            Try again
          </button>
        </p>
      ) : !schedule ? (
        <div className={shared.cardGrid} aria-busy="true" aria-label="Loading the times">
          <Skeleton className={shared.cardSkeleton} />
          <Skeleton className={shared.cardSkeleton} />
        </div>
      ) : schedule.paused ? (
        // The owner paused online ordering: no time to choose, and the server's words say until when (a refusal above may say it already).
        error === schedule.paused.message ? null : (
          <p className={styles.paused} role="status">
            <ClockIcon size={20} />
            <span>
              <strong>We’re not taking online orders right now.</strong> {schedule.paused.message}
            </span>
          </p>
        )
      ) : (
        <>
          {schedule.catering ? (
            <p className={styles.note}>
              <AlertIcon size={18} />
              <span>{cateringTerms}</span>
            </p>
          ) : null}
          <div className={shared.cardGrid}>
            <label className={styles.timingCard} data-disabled={!asap?.available || undefined}>
              <input
                type="radio"
                className={shared.hiddenInput}
                name="timing"
                value="asap"
                checked={timing === 'asap'}
                disabled={!asap?.available}
                onChange={() => onTiming('asap')}
                aria-labelledby="timing-asap-title"
                aria-describedby="timing-asap-hint"
              />
              <span id="timing-asap-title" className={shared.cardTitle}>
                As soon as possible
              </span>
              <span id="timing-asap-hint" className={shared.cardHint}>
                {asap?.available ? `${readyWord} about ${instantLabel(asap.readyAt, today)}` : asap?.message}
              </span>
              <span className={shared.radioMark} aria-hidden="true" />
            </label>
            <label className={styles.timingCard} data-disabled={schedule.days.length === 0 || undefined}>
              <input
                type="radio"
                className={shared.hiddenInput}
                name="timing"
                value="schedule"
                checked={timing === 'schedule'}
                disabled={schedule.days.length === 0}
                onChange={() => onTiming('schedule')}
                aria-labelledby="timing-schedule-title"
                aria-describedby="timing-schedule-hint"
              />
              <span id="timing-schedule-title" className={shared.cardTitle}>
                Schedule
              </span>
              <span id="timing-schedule-hint" className={shared.cardHint}>
                {schedule.days.length > 0
                  ? `Choose a 15-minute time up to ${ordering.daysAhead} days ahead`
                  : `We have no free ${mode} times in the next ${ordering.daysAhead} days. Please call us.`}
              </span>
              <span className={shared.radioMark} aria-hidden="true" />
            </label>
          </div>

          {timing === 'schedule' && schedule.days.length > 0 ? (
            <div className={styles.schedule}>
              <fieldset className={styles.subGroup}>
                <legend className={styles.subLegend}>Day</legend>
                <div className={styles.dayChips}>
                  {dayChoices(schedule.days, closures, today).map((candidate) =>
                    candidate.closed ? (
                      <label key={candidate.date} className={styles.dayChip} data-closed="">
                        <input
                          type="radio"
                          className={shared.hiddenInput}
                          name="day"
                          value={candidate.date}
                          disabled
                          aria-label={`${dayChipLabel(candidate.date, today)}${
                            dayChipLabel(candidate.date, today).includes(',') ? '' : `, ${longDayLabel(candidate.date)}`
                          }, ${closedText(candidate.note)}`}
                        />
                        <span>{dayChipLabel(candidate.date, today)}</span>
                        <span className={styles.closedNote}>{closedText(candidate.note)}</span>
                      </label>
                    ) : (
                      <label key={candidate.date} className={styles.dayChip}>
                        <input
                          type="radio"
                          className={shared.hiddenInput}
                          name="day"
                          value={candidate.date}
                          checked={day === candidate.date}
                          onChange={() => onDay(candidate.date)}
                          aria-label={`${dayChipLabel(candidate.date, today)}${
                            dayChipLabel(candidate.date, today).includes(',') ? '' : `, ${longDayLabel(candidate.date)}`
                          }`}
                        />
                        <span>{dayChipLabel(candidate.date, today)}</span>
                      </label>
                    ),
                  )}
                </div>
              </fieldset>
              {chosenDay ? <SlotGrid day={chosenDay} slotId={slotId} onSlot={onSlot} /> : null}
              <p className={styles.zoneHint}>
                <ClockIcon size={16} /> Times are Milwaukee time (Central).
              </p>
            </div>
          ) : null}
        </>
      )}
    </CheckoutSection>
  );
}
