/**
 * The board's nudge (docs/business-rules.md#never-miss-an-order): while this device takes no push alerts and the
 * stage can send them, "Turn on alerts" right here (named as the browser suggests; Settings › Alerts names it
 * otherwise), or the way to allow them (blocked; an iPhone outside a Home Screen app). "Not now" hides it on this
 * device for good; the settings still offer it.
 */
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAlerts } from '../../../api/alerts.ts';
import { CloseIcon } from '../../../components/icons.tsx';
import { deviceLabel } from '../../../lib/push/device-label.ts';
import { iPhoneNote } from '../hooks/push-device.ts';
import { useThisDevice } from '../hooks/use-this-device.ts';
import { BellIcon } from '../../../components/bell-icon.tsx';
import styles from './alerts-prompt.module.scss';

const dismissedKey = 'spices.kitchen.alerts-prompt';

function wasDismissed(): boolean {
  try {
    return window.localStorage.getItem(dismissedKey) === 'dismissed';
  } catch {
    return false;
  }
}

export const alertsSettingsPath = '/kitchen/settings/alerts';

export function AlertsPrompt() {
  const alerts = useAlerts();
  const device = useThisDevice(alerts.data);
  const [dismissed, setDismissed] = useState(wasDismissed);
  const [justTurnedOn, setJustTurnedOn] = useState(false);
  const doneRef = useRef<HTMLParagraphElement>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);

  const dismiss = () => {
    setDismissed(true);
    // The prompt goes: the page's content takes the focus (the kitchen frame's <main>), not the document.
    document.getElementById('main')?.focus();
    try {
      window.localStorage.setItem(dismissedKey, 'dismissed');
    } catch {
      // Private mode: hidden for this visit.
    }
  };

  const turnOn = async () => {
    const done = await device.turnOn(deviceLabel(navigator.userAgent, navigator.maxTouchPoints));
    setJustTurnedOn(done);
    requestAnimationFrame(() => (done ? doneRef : problemRef).current?.focus());
  };

  if (justTurnedOn) {
    return (
      <section className={styles.prompt} data-tone="done" aria-label="Alerts on this device">
        <BellIcon size={26} className={styles.icon} />
        <p ref={doneRef} tabIndex={-1} className={styles.text} role="status">
          <strong>Alerts are on for this device.</strong> Send it a test alert from <Link to={alertsSettingsPath}>Settings › Alerts</Link>.
        </p>
        <button type="button" className={styles.close} onClick={() => setJustTurnedOn(false)}>
          <CloseIcon size={20} />
          <span className="visually-hidden">Close</span>
        </button>
      </section>
    );
  }

  const answer = alerts.data;
  const offerable = device.state === 'off' || device.state === 'blocked' || (device.state === 'unsupported' && device.needsHomeScreen);
  if (dismissed || !answer?.channels.push || !offerable) return null;

  return (
    <section className={styles.prompt} aria-labelledby="alerts-prompt-title">
      <BellIcon size={26} className={styles.icon} />
      <div className={styles.body}>
        <h2 id="alerts-prompt-title" className={styles.title}>
          Never miss an order on this device
        </h2>
        <p className={styles.text}>
          {device.state === 'blocked'
            ? 'This browser blocks notifications from the shop. Allow them in the site’s settings (the icon beside the address) to get alerts here.'
            : device.state === 'unsupported'
              ? `${iPhoneNote}: in Safari, tap Share, then Add to Home Screen, and open the kitchen from its icon.`
              : 'Turn on alerts and each new order shows here as a notification, even with the board closed or the screen locked.'}
        </p>
        {device.problem ? (
          <p ref={problemRef} tabIndex={-1} className={styles.problem} role="alert">
            {device.problem}
          </p>
        ) : null}
        <div className={styles.actions}>
          {device.state === 'off' ? (
            <button type="button" className={styles.primary} onClick={() => void turnOn()} disabled={device.pending}>
              {device.pending ? 'Turning on…' : 'Turn on alerts'}
            </button>
          ) : null}
          <Link className={styles.link} to={alertsSettingsPath}>
            Alert settings
          </Link>
          <button type="button" className={styles.quiet} onClick={dismiss}>
            Not now
          </button>
        </div>
      </div>
    </section>
  );
}
