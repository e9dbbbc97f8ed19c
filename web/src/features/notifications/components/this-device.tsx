/**
 * "This device" on Account › Notifications (docs/business-rules.md#customer-updates): whether this browser takes
 * push notifications about the customer's orders (on, off, blocked by the browser, not possible here), with Turn on
 * notifications, which asks the browser's permission, subscribes and adds the device under the browser's name, and
 * Turn off. On an iPhone Safari offers push only to the shop added to the Home Screen, and says how.
 */
import type { NotificationsAnswer } from '@functions/messaging/contract/customer-updates';
import { useEffect, useId, useRef } from 'react';
import { BellIcon, BellOffIcon } from '../../../components/bell-icon.tsx';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import type { DeviceState } from '../../../lib/push/device-state.ts';
import { homeScreenNote } from '../hooks/account-push.ts';
import type { ThisDevice } from '../hooks/use-this-device.ts';
import styles from './notifications.module.scss';

/** How to allow notifications once the browser blocks them: the way out of 'blocked'. */
export const unblockWords = 'Allow notifications for this site in the browser’s settings (the icon beside the address), then come back here.';

const stateWords: Record<DeviceState, { title: string; text: string }> = {
  on: { title: 'Notifications are on for this device', text: 'Each change of your order shows here, even with the shop closed.' },
  off: { title: 'Notifications are off on this device', text: 'Turn them on to hear the moment the kitchen accepts your order, and when it’s ready.' },
  blocked: { title: 'This browser blocks notifications from the shop', text: unblockWords },
  unsupported: { title: 'This browser can’t take notifications', text: 'We still e-mail you each change, and text it when texts are on.' },
};

/** The iPhone's way to notifications: the shop as a Home Screen app. */
export function HomeScreenNote() {
  return <p className={styles.note}>{homeScreenNote}.</p>;
}

export function ThisDeviceSetting({ answer, device }: { answer: NotificationsAnswer; device: ThisDevice }) {
  const titleId = useId();
  const statusRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  // Where the focus goes once the render that shows an action's outcome is done: the new state, or why not.
  const focusAfterRender = useRef<'status' | 'problem' | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current === 'status' ? statusRef.current : focusAfterRender.current === 'problem' ? problemRef.current : null;
    if (!target) return;
    target.focus();
    focusAfterRender.current = null;
  });
  const words = device.needsHomeScreen && device.state === 'unsupported' ? { title: 'Notifications need the Home Screen', text: '' } : stateWords[device.state];
  const canTurnOn = answer.channels.push && (device.state === 'off' || device.state === 'blocked');

  const act = async (action: () => Promise<boolean>) => {
    focusAfterRender.current = (await action()) ? 'status' : 'problem';
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.sectionTitle}>
          This device
        </h2>
        {answer.channels.push ? (
          <span className={styles.pill} data-on={device.state === 'on'}>
            {device.state === 'on' ? 'On' : 'Off'}
          </span>
        ) : null}
      </div>
      {answer.channels.push ? (
        <div ref={statusRef} tabIndex={-1} className={styles.deviceState} data-state={device.state} role="status">
          <span className={styles.stateIcon}>{device.state === 'on' ? <BellIcon size={24} /> : <BellOffIcon size={24} />}</span>
          <div>
            <p className={styles.stateTitle}>{words.title}</p>
            {words.text ? <p className={styles.muted}>{words.text}</p> : null}
          </div>
        </div>
      ) : (
        <p className={styles.text}>Notifications on your devices aren’t available yet: each change of your order reaches you by e-mail.</p>
      )}
      {answer.channels.push && device.needsHomeScreen && device.state !== 'on' ? <HomeScreenNote /> : null}
      {device.problem ? (
        <FormAlert ref={problemRef} title="Notifications not changed">
          {device.problem}
        </FormAlert>
      ) : null}
      {canTurnOn ? (
        <div className={styles.actions}>
          <button type="button" className={styles.primary} disabled={device.pending} onClick={() => void act(device.turnOnHere)}>
            <BellIcon size={20} />
            <span>{device.pending ? 'Turning on…' : 'Turn on notifications'}</span>
          </button>
        </div>
      ) : null}
      {device.state === 'on' ? (
        <div className={styles.actions}>
          <button type="button" className={styles.secondary} disabled={device.pending} onClick={() => void act(device.turnOff)}>
            {device.pending ? 'Turning off…' : 'Turn off on this device'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
