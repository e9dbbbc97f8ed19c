/**
 * Under the phone number at checkout: "Text me about this order", with the words US carriers require beside it in
 * full (textConsentWords, the ones the server keeps with the consent) and a link to how the shop uses the number
 * (Account › Notifications, opened in a new tab so the checkout stays as it is: the shop has no privacy page). The
 * box is described by the words, so a screen reader reads them with it.
 */
import { textConsentWords } from '@functions/messaging/contract/customer-updates';
import { useId } from 'react';
import styles from './text-consent.module.scss';

/** Where the consent's words say how the number is used (the texts' part of Account › Notifications). */
export const textsPrivacyHref = `${import.meta.env.BASE_URL}account/notifications#texts-privacy`;

export function TextConsent({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const id = useId();
  return (
    <div className={styles.consent}>
      <input
        id={id}
        type="checkbox"
        name="textUpdates"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-words`}
      />
      <div className={styles.body}>
        <label htmlFor={id} className={styles.label}>
          Text me about this order
        </label>
        <p className={styles.words}>
          <span id={`${id}-words`}>{textConsentWords}</span>{' '}
          <a href={textsPrivacyHref} target="_blank" rel="noopener">
            How we use your number<span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </div>
  );
}
