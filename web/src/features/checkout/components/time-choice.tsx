/**
 * Step 3: as soon as possible (with the kitchen's estimate) or a scheduled 15-minute slot: a day, a part of
 * that day (Lunch, Afternoon, Evening), then a time in it, all on the business's clock, so a phone shows a
 * dozen time buttons rather than every time of the day. When ASAP can't be chosen (the kitchen closed, no
 * place soon, a catering cart) it is not offered at all: the day and time show at once, under one quiet line
 * with the server's reason. While the owner has paused online ordering, it says so instead. Above the choices,
 * whether the kitchen is open now; among the days, the owner's closures greyed out with their notes
 * ("Closed: Thanksgiving"; docs/business-rules.md#the-shops-status, #the-when-step).
 */
import type { ScheduleAnswer } from '@functions/orders/contract/order';
import type { FulfilmentMode, SlotDay } from '@functions/shop/contract/ordering';
import type { Closure } from '@functions/shop/contract/shop-settings';
import { ordering } from '@functions/shop/contract/ordering';
import { cateringTermsText } from '../../../lib/catering-terms.ts';
import { AlertIcon, ClockIcon } from '../../../components/icons.tsx';
import { OpenStatus } from '../../../components/open-status.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { useLiveShopStatus } from '../../../components/use-live-shop-status.ts';
import { dayParts, partLabel, partSpanText, shownPart, type PartOfDay } from '../hooks/parts-of-day.ts';
import { clockText, dayChipLabel, dayChipLines, instantLabel, longDayLabel } from '../hooks/slot-labels.ts';
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
  /** The part of the day whose times show (the page's effective choice; the day's first part when absent). */
  part: PartOfDay | undefined;
  slotId: string | undefined;
  today: string;
  onTiming: (timing: Timing) => void;
  onDay: (day: string) => void;
  onPart: (part: PartOfDay) => void;
  onSlot: (slotId: string) => void;
  error?: string | undefined;
};

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

/** 'Chosen: Fri, Dec 11, 6:30 p.m.' for the chosen slot wherever it is in the schedule, or that none is chosen yet. */
function chosenSlotText(days: readonly SlotDay[], slotId: string | undefined, today: string): string {
  const slot = slotId === undefined ? undefined : days.flatMap((day) => day.slots).find((candidate) => candidate.id === slotId);
  return slot ? `Chosen: ${dayChipLabel(slot.date, today)}, ${clockText(slot.time)}` : 'No time chosen yet';
}

type ScheduleChoiceProps = Pick<TimeChoiceProps, 'day' | 'part' | 'slotId' | 'today' | 'onDay' | 'onPart' | 'onSlot'> & {
  days: readonly SlotDay[];
  closures: readonly Closure[];
};

/** The day, the part of that day, and a time in that part: three radio groups, one line of chips each above the times. */
function ScheduleChoice({ days, closures, day, part, slotId, today, onDay, onPart, onSlot }: ScheduleChoiceProps) {
  const chosenDay = days.find((candidate) => candidate.date === day);
  const parts = dayParts(chosenDay);
  const shown = parts.find((candidate) => candidate.name === shownPart(parts, part, slotId));
  return (
    <div className={styles.schedule}>
      <fieldset className={styles.subGroup}>
        <legend className={styles.subLegend}>Day</legend>
        <div className={styles.chips}>
          {dayChoices(days, closures, today).map((candidate) => {
            const label = dayChipLabel(candidate.date, today);
            const fullLabel = `${label}${label.includes(',') ? '' : `, ${longDayLabel(candidate.date)}`}`;
            const [dayLine, dateLine] = dayChipLines(candidate.date, today);
            const lines = (
              <>
                <span>{dayLine}</span>
                <span className={styles.dayDate}>{dateLine}</span>
              </>
            );
            return candidate.closed ? (
              <label key={candidate.date} className={styles.dayChip} data-closed="">
                <input
                  type="radio"
                  className={shared.hiddenInput}
                  name="day"
                  value={candidate.date}
                  disabled
                  aria-label={`${fullLabel}, ${closedText(candidate.note)}`}
                />
                {lines}
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
                  aria-label={fullLabel}
                />
                {lines}
              </label>
            );
          })}
        </div>
      </fieldset>
      {chosenDay && shown ? (
        <>
          <fieldset className={styles.subGroup}>
            <legend className={styles.subLegend}>Part of the day</legend>
            <div className={styles.partChips}>
              {parts.map((candidate) => (
                <label key={candidate.name} className={styles.partChip}>
                  <input
                    type="radio"
                    className={shared.hiddenInput}
                    name="partOfDay"
                    value={candidate.name}
                    checked={candidate.name === shown.name}
                    // Only which times show changes: a time already chosen in another part stays chosen (the line
                    // below says which), as a customer comparing lunch with their evening time expects; only choosing
                    // another time replaces it, and with none chosen Place order still asks for one.
                    onChange={() => onPart(candidate.name)}
                    aria-label={partLabel(candidate)}
                  />
                  <span className={styles.partName}>{candidate.name}</span>
                  <span className={styles.partSpan}>{partSpanText(candidate)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <p className={styles.chosenSlot} data-chosen={slotId === undefined ? undefined : ''}>
            {chosenSlotText(days, slotId, today)}
          </p>
          <fieldset className={styles.subGroup}>
            <legend className={styles.subLegend}>Time on {longDayLabel(chosenDay.date)}</legend>
            <div className={styles.slotGrid}>
              {shown.slots.map((slot) => {
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
          </fieldset>
        </>
      ) : null}
      <p className={styles.zoneHint}>
        <ClockIcon size={16} /> Times are Milwaukee time (Central).
      </p>
    </div>
  );
}

export function TimeChoice(props: TimeChoiceProps) {
  const { step, mode, schedule, loadFailed, onRetry, timing, day, part, slotId, today, onTiming, onDay, onPart, onSlot, error } = props;
  const readyWord = mode === 'pickup' ? 'Ready for pickup' : 'At your door';
  const closures = useLiveShopStatus()?.closures ?? [];
  const noTimes = `We have no free ${mode} times in the next ${ordering.daysAhead} days. Please call us.`;

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
          {schedule.asap.available ? (
            <div className={shared.cardGrid}>
              <label className={styles.timingCard}>
                <input
                  type="radio"
                  className={shared.hiddenInput}
                  name="timing"
                  value="asap"
                  checked={timing === 'asap'}
                  onChange={() => onTiming('asap')}
                  aria-labelledby="timing-asap-title"
                  aria-describedby="timing-asap-hint"
                />
                <span id="timing-asap-title" className={shared.cardTitle}>
                  As soon as possible
                </span>
                <span id="timing-asap-hint" className={shared.cardHint}>
                  {readyWord} about {instantLabel(schedule.asap.readyAt, today)}
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
                  {schedule.days.length > 0 ? `Choose a 15-minute time up to ${ordering.daysAhead} days ahead` : noTimes}
                </span>
                <span className={shared.radioMark} aria-hidden="true" />
              </label>
            </div>
          ) : (
            // No ASAP to offer: the schedule is the only way (the page's timing is 'schedule'), so no choice between
            // the two, only the reason in one line; then the day and time, or that there is none.
            <>
              <p className={styles.asapUnavailable}>
                <ClockIcon size={16} />
                <span>As soon as possible isn’t available: {schedule.asap.message}</span>
              </p>
              {schedule.days.length === 0 ? (
                <p className={styles.note}>
                  <AlertIcon size={18} />
                  <span>{noTimes}</span>
                </p>
              ) : null}
            </>
          )}

          {(timing === 'schedule' || !schedule.asap.available) && schedule.days.length > 0 ? (
            <ScheduleChoice
              days={schedule.days}
              closures={closures}
              day={day}
              part={part}
              slotId={slotId}
              today={today}
              onDay={onDay}
              onPart={onPart}
              onSlot={onSlot}
            />
          ) : null}
        </>
      )}
    </CheckoutSection>
  );
}
