/**
 * The devices that take the kitchen's push alerts: each one's name (this device marked), who added it and when, its
 * last test, "Send a test alert" (at most one a minute per device: the server's 429 says when again) and "Remove",
 * confirmed first. Removing this device also ends its subscription (the hook's turnOff).
 */
import { alertLimits, type AlertDevice } from '@functions/alerts/contract/alerts';
import { formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { useId, useRef, useState } from 'react';
import { useRemoveAlertDevice, useTestAlertDevice } from '../../../api/alerts.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import styles from './alert-devices.module.scss';

type Outcome = { deviceId: string; ok: boolean; text: string };

function DeviceRow({
  device,
  isThis,
  onTest,
  testing,
  onRemove,
  removing,
}: {
  device: AlertDevice;
  isThis: boolean;
  onTest: () => void;
  testing: boolean;
  onRemove: () => Promise<boolean>;
  removing: boolean;
}) {
  const [confirming, setConfirming] = useState(false);
  const removeRef = useRef<HTMLButtonElement>(null);
  const nameId = useId();
  const cancel = () => {
    setConfirming(false);
    // Back to the button that opened the question.
    requestAnimationFrame(() => removeRef.current?.focus());
  };
  return (
    <li className={styles.device} aria-labelledby={nameId}>
      <div className={styles.deviceText}>
        <p id={nameId} className={styles.deviceName}>
          {device.label}
          {isThis ? <span className={styles.thisDevice}>This device</span> : null}
        </p>
        <p className={styles.deviceMeta}>
          Added by {device.addedBy} · <time dateTime={device.addedAt}>{formatOrderTime(device.addedAt)}</time>
        </p>
        <p className={styles.deviceMeta}>
          {device.testedAt ? (
            <>
              Last test alert <time dateTime={device.testedAt}>{formatOrderTime(device.testedAt)}</time>
            </>
          ) : (
            'No test alert yet'
          )}
        </p>
      </div>
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={`Remove ${device.label}?`}>
          <p className={styles.confirmText}>Remove {device.label}? It stops taking alerts until they are turned on there again.</p>
          <div className={styles.deviceActions}>
            <button type="button" className={styles.danger} disabled={removing} onClick={() => void onRemove().then((done) => !done && cancel())} autoFocus>
              {removing ? 'Removing…' : 'Remove'}
            </button>
            <button type="button" className={styles.secondary} onClick={cancel}>
              Keep it
            </button>
          </div>
        </div>
      ) : (
        <div className={styles.deviceActions}>
          <button type="button" className={styles.secondary} onClick={onTest} disabled={testing} aria-describedby={nameId}>
            {testing ? 'Sending…' : 'Send a test alert'}
          </button>
          <button type="button" ref={removeRef} className={styles.quiet} onClick={() => setConfirming(true)} aria-describedby={nameId}>
            Remove
          </button>
        </div>
      )}
    </li>
  );
}

export function AlertDevices({
  devices,
  thisDeviceId,
  turnOffThisDevice,
  thisDevicePending,
}: {
  devices: readonly AlertDevice[];
  thisDeviceId: string | undefined;
  /** Removes this device and ends its subscription; true when done. */
  turnOffThisDevice: () => Promise<boolean>;
  thisDevicePending: boolean;
}) {
  const test = useTestAlertDevice();
  const remove = useRemoveAlertDevice();
  const [outcome, setOutcome] = useState<Outcome>();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();

  const sendTest = (device: AlertDevice) => {
    setOutcome(undefined);
    test.mutate(device.deviceId, {
      onSuccess: () => setOutcome({ deviceId: device.deviceId, ok: true, text: `A test alert went to ${device.label}. It shows there in a moment.` }),
      onError: (error) => setOutcome({ deviceId: device.deviceId, ok: false, text: apiErrorText(error) }),
    });
  };

  const removeDevice = async (device: AlertDevice): Promise<boolean> => {
    setOutcome(undefined);
    let done: boolean;
    if (device.deviceId === thisDeviceId) done = await turnOffThisDevice();
    else
      done = await remove.mutateAsync(device.deviceId).then(
        () => true,
        (error: unknown) => {
          setOutcome({ deviceId: device.deviceId, ok: false, text: apiErrorText(error) });
          return false;
        },
      );
    // The row is gone: the list's heading takes the focus, and the status below says what happened.
    if (done) {
      setOutcome({ deviceId: device.deviceId, ok: true, text: `${device.label} no longer takes alerts.` });
      headingRef.current?.focus();
    }
    return done;
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className={styles.sectionTitle}>
        Devices that take alerts <span className={styles.count}>{devices.length}</span>
      </h2>
      {devices.length === 0 ? (
        <p className={styles.empty}>No device takes push alerts yet: turn them on above, on each phone, tablet or computer the kitchen uses.</p>
      ) : (
        <ul className={styles.devices} aria-label="Devices that take alerts">
          {devices.map((device) => (
            <DeviceRow
              key={device.deviceId}
              device={device}
              isThis={device.deviceId === thisDeviceId}
              onTest={() => sendTest(device)}
              testing={test.isPending && test.variables === device.deviceId}
              onRemove={() => removeDevice(device)}
              removing={device.deviceId === thisDeviceId ? thisDevicePending : remove.isPending && remove.variables === device.deviceId}
            />
          ))}
        </ul>
      )}
      <p className={styles.hint}>
        {countLabel(devices.length, 'device')} of at most {alertLimits.devices.max}. Each phone, tablet or computer that turned alerts on is one.
      </p>
      <div className={styles.outcome} aria-live="polite">
        {outcome ? (
          <FormAlert tone={outcome.ok ? 'success' : 'error'} title={outcome.ok ? 'Done' : 'Not done'}>
            {outcome.text}
          </FormAlert>
        ) : null}
      </div>
    </section>
  );
}
