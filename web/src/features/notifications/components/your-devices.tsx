/**
 * "Your devices" and "E-mail" on Account › Notifications (docs/business-rules.md#customer-updates). The devices that
 * take the customer's notifications, each with its name, when it was added and Remove (this device's Remove also ends
 * its subscription: the hook's turnOff); a device removed elsewhere answers 404 and goes all the same. E-mail is
 * always on, for every change: it is the customer's record.
 */
import { customerUpdateLimits, type CustomerDevice } from '@functions/messaging/contract/customer-updates';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { useId, useRef, useState } from 'react';
import { useRemoveNotificationDevice } from '../../../api/notifications.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { isApiError } from '../../../lib/api-error.ts';
import styles from './notifications.module.scss';

type Outcome = { ok: boolean; text: string };

export function YourDevices({
  devices,
  thisDeviceId,
  turnOffThisDevice,
  thisDevicePending,
}: {
  devices: readonly CustomerDevice[];
  thisDeviceId: string | undefined;
  /** Removes this device and ends its subscription; true when done. */
  turnOffThisDevice: () => Promise<boolean>;
  thisDevicePending: boolean;
}) {
  const remove = useRemoveNotificationDevice();
  const [outcome, setOutcome] = useState<Outcome>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const removeDevice = async (device: CustomerDevice) => {
    setOutcome(undefined);
    const done =
      device.deviceId === thisDeviceId
        ? await turnOffThisDevice()
        : await remove.mutateAsync(device.deviceId).then(
            () => true,
            (error: unknown) => {
              // Removed meanwhile (from that device itself): it is gone all the same.
              if (isApiError(error) && error.status === 404) return true;
              setOutcome({ ok: false, text: apiErrorText(error) });
              return false;
            },
          );
    // The row is gone: the list's heading takes the focus, and the words below say what happened.
    if (done) {
      setOutcome({ ok: true, text: `${device.label} no longer gets notifications.` });
      headingRef.current?.focus();
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        Your devices
      </h2>
      {devices.length === 0 ? (
        <p className={styles.muted}>No device gets notifications yet: turn them on above, on each phone or computer you order from.</p>
      ) : (
        <ul className={styles.devices} aria-label="Your devices">
          {devices.map((device) => {
            const isThis = device.deviceId === thisDeviceId;
            const removing = isThis ? thisDevicePending : remove.isPending && remove.variables === device.deviceId;
            return (
              <li key={device.deviceId} className={styles.device} aria-label={device.label}>
                <div className={styles.deviceText}>
                  <p className={styles.deviceName}>
                    {device.label}
                    {isThis ? <span className={styles.thisDevice}>This device</span> : null}
                  </p>
                  <p className={styles.deviceMeta}>
                    Added <time dateTime={device.addedAt}>{formatOrderTime(device.addedAt)}</time>
                  </p>
                </div>
                <button type="button" className={styles.secondary} disabled={removing} onClick={() => void removeDevice(device)}>
                  {removing ? 'Removing…' : 'Remove'} <span className="visually-hidden">{device.label}</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <p className={styles.muted}>
        Up to {customerUpdateLimits.devices.max} devices. Removing one stops its notifications; turn them on there to add it again.
      </p>
      <div className={styles.outcome} aria-live="polite">
        {outcome ? <FormAlert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</FormAlert> : null}
      </div>
    </section>
  );
}

/** E-mail: always, for every change of an order (the record); only the address changes, in Login & security. */
export function EmailSetting({ email }: { email: string | undefined }) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.sectionTitle}>
          E-mail
        </h2>
        <span className={styles.pill} data-on="true">
          Always on
        </span>
      </div>
      <p className={styles.text}>
        We e-mail {email ? <strong>{email}</strong> : 'you'} for every change of your orders, whatever else is on: it is your record of each order, its
        cancellation and any refund.
      </p>
    </section>
  );
}
