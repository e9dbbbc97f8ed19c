/**
 * "Texts" on Account › Notifications (docs/business-rules.md#customer-updates): texts about each order to the
 * account's phone, on or off. Turning them on is a consent, so the words carriers require (textConsentWords) stand in
 * full beside Turn on texts, and the server keeps them with it. A number that replied STOP says so and turns on again
 * the same way; an account without a phone is told where to add one. At its foot, how the shop uses the number (the
 * checkout's consent links here: the shop has no privacy page of its own).
 */
import { textConsentWords, type NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSaveNotifications } from '../../../api/notifications.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { displayPhone } from '../../../lib/phone-display.ts';
import { textsState } from '../hooks/texts-state.ts';
import styles from './notifications.module.scss';

/** Where the texts' part of the page is: checkout's consent links to #texts-privacy (features/checkout/components/text-consent.tsx). */
export const textsSectionId = 'texts';
export const textsPrivacyId = 'texts-privacy';
const phonePath = '/account/login-security/phone';

function HowWeUseYourNumber() {
  return (
    <div id={textsPrivacyId} className={styles.privacy}>
      <h3>How we use your number</h3>
      <p>
        We text it only about your own orders, never marketing, and only when you say so: the box at checkout, or Turn on texts here. With each yes we keep when
        you gave it, the words you were shown and the page, as US carriers ask.
      </p>
      <p>Reply STOP to any of our texts to stop them at once, HELP for help, and START to get them again.</p>
    </div>
  );
}

export function TextsSetting({ answer }: { answer: NotificationsAnswer }) {
  const save = useSaveNotifications();
  const [outcome, setOutcome] = useState<string>();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const wordsId = useId();
  const state = textsState(answer);
  const phone = answer.texts.phone;

  const change = (texts: boolean) => {
    setOutcome(undefined);
    save.mutate(
      { texts },
      {
        onSuccess: () => {
          setOutcome(texts ? `Texts are on: we’ll text ${displayPhone(phone)} about each order.` : 'Texts are off: we won’t text you about your orders.');
          // The button pressed is gone: the section's heading keeps the focus where it was.
          titleRef.current?.focus();
        },
      },
    );
  };

  return (
    <section id={textsSectionId} className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} ref={titleRef} tabIndex={-1} className={styles.sectionTitle}>
          Texts
        </h2>
        {state === 'on' || state === 'off' || state === 'stopped' ? (
          <span className={styles.pill} data-on={state === 'on'}>
            {state === 'on' ? 'On' : 'Off'}
          </span>
        ) : null}
      </div>

      {state === 'unavailable' ? <p className={styles.text}>We don’t send texts yet: each change of your order reaches you by e-mail.</p> : null}

      {state === 'no-phone' ? (
        <>
          <p className={styles.text}>Add your mobile phone number to your account to get texts about your orders.</p>
          <div className={styles.actions}>
            <Link to={phonePath} className={styles.secondary}>
              Add a phone number
            </Link>
          </div>
        </>
      ) : null}

      {phone && state !== 'unavailable' && state !== 'no-phone' ? (
        <p className={styles.text}>
          {state === 'on' ? 'We text' : 'Your number:'} <strong>{displayPhone(phone)}</strong>
          {state === 'on' ? ' about each order: when the kitchen accepts it, when it’s ready or on its way, and if it changes.' : '.'}{' '}
          <Link to={phonePath} className={styles.link}>
            Change number
          </Link>
        </p>
      ) : null}

      {state === 'stopped' ? <p className={styles.note}>You replied STOP to our texts: turn them on again to get texts</p> : null}

      {state === 'off' || state === 'stopped' ? (
        <>
          <p id={wordsId} className={styles.consent}>
            {textConsentWords}
          </p>
          <div className={styles.actions}>
            <button type="button" className={styles.primary} aria-describedby={wordsId} disabled={save.isPending} onClick={() => change(true)}>
              {save.isPending ? 'Turning on…' : 'Turn on texts'}
            </button>
          </div>
        </>
      ) : null}

      {state === 'on' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={save.isPending} onClick={() => change(false)}>
            {save.isPending ? 'Turning off…' : 'Turn off texts'}
          </button>
        </div>
      ) : null}

      {save.isError ? <FormAlert title="Texts not changed">{apiErrorText(save.error)}</FormAlert> : null}
      <div className={styles.outcome} aria-live="polite">
        {outcome && !save.isError ? <p className={styles.outcomeText}>{outcome}</p> : null}
      </div>

      {state === 'unavailable' ? null : <HowWeUseYourNumber />}
    </section>
  );
}
