/**
 * "Alerts on this device" (docs/business-rules.md#never-miss-an-order): whether this browser takes the kitchen's
 * push alerts (on, off, blocked by the browser, not possible here), the name it is listed under, and Turn on alerts,
 * which asks the browser's permission, subscribes and adds the device. On an iPhone, Safari offers push only to the
 * kitchen added to the Home Screen, and says so.
 */
import type { AlertsAnswer } from '@functions/alerts/contract/alerts';
import { alertLimits } from '@functions/alerts/contract/alerts';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormAlert, TextField } from '../../../components/form/form-fields.tsx';
import type { FieldControl } from '../../../components/form/use-zod-form.ts';
import { deviceLabel } from '../../../lib/push/device-label.ts';
import { iPhoneNote } from '../hooks/push-device.ts';
import type { ThisDevice as Device } from '../hooks/use-this-device.ts';
import { BellIcon, BellOffIcon } from '../../../components/bell-icon.tsx';
import styles from './this-device.module.scss';

const stateWords = {
  on: { title: 'Alerts are on for this device', text: 'New orders show here as notifications, even with the board closed or the screen locked.' },
  off: { title: 'Alerts are off on this device', text: 'Turn them on so a new order reaches this device wherever the board is.' },
  blocked: {
    title: 'This browser blocks notifications from the shop',
    text: 'Allow notifications in the site’s settings (the icon beside the address, or the browser’s settings for this site), then come back here.',
  },
  unsupported: { title: 'This browser can’t take push alerts', text: 'Use the kitchen in an up-to-date Chrome, Edge, Firefox or Safari for alerts.' },
} as const;

/** The iPhone's way to push alerts: the kitchen as a Home Screen app. */
export function HomeScreenNote() {
  return (
    <p className={styles.note}>
      <strong>{iPhoneNote}</strong>: in Safari, tap Share, then Add to Home Screen, open the kitchen from its icon and turn alerts on there.
    </p>
  );
}

function LabelField({ label, setLabel, problem }: { label: string; setLabel: (label: string) => void; problem: string | undefined }) {
  const id = useId();
  const control: FieldControl = {
    id,
    name: 'label',
    value: label,
    error: problem,
    onChange: (event) => setLabel(event.target.value),
    onBlur: () => undefined,
    setValue: setLabel,
  };
  return (
    <TextField
      label="Name this device"
      hint="How it shows in the list below, e.g. “Tablet on the pass”."
      maxLength={alertLimits.devices.labelMax}
      autoComplete="off"
      control={control}
    />
  );
}

export function ThisDevice({ answer, device }: { answer: AlertsAnswer; device: Device }) {
  const [label, setLabel] = useState(() => deviceLabel(navigator.userAgent, navigator.maxTouchPoints));
  const [labelMissing, setLabelMissing] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const problemRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // Where the focus goes once the render that shows an action's outcome is done: the new state, or why not.
  const focusAfterRender = useRef<'status' | 'problem' | null>(null);
  useEffect(() => {
    const target = focusAfterRender.current === 'status' ? statusRef.current : focusAfterRender.current === 'problem' ? problemRef.current : null;
    if (!target) return;
    target.focus();
    focusAfterRender.current = null;
  });
  const words = stateWords[device.state];
  const canTurnOn = answer.channels.push && (device.state === 'off' || device.state === 'blocked');

  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    if (label.trim() === '') {
      setLabelMissing(true);
      return;
    }
    focusAfterRender.current = (await device.turnOn(label)) ? 'status' : 'problem';
  };

  const turnOff = async () => {
    focusAfterRender.current = (await device.turnOff()) ? 'status' : 'problem';
  };

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        Alerts on this device
      </h2>
      {answer.channels.push ? (
        <div ref={statusRef} tabIndex={-1} className={styles.state} data-state={device.state} role="status">
          <span className={styles.stateIcon}>{device.state === 'on' ? <BellIcon size={26} /> : <BellOffIcon size={26} />}</span>
          <div className={styles.stateWords}>
            <p className={styles.stateTitle}>{words.title}</p>
            <p className={styles.stateText}>{words.text}</p>
          </div>
        </div>
      ) : (
        <div className={styles.state} data-state="unsupported">
          <span className={styles.stateIcon}>
            <BellOffIcon size={26} />
          </span>
          <div className={styles.stateWords}>
            <p className={styles.stateTitle}>Push alerts are not set up on this stage</p>
            <p className={styles.stateText}>The kitchen is alerted by e-mail{answer.channels.phone ? ', text and call' : ''} and the board’s chime.</p>
          </div>
        </div>
      )}
      {device.needsHomeScreen && device.state !== 'on' ? <HomeScreenNote /> : null}
      {device.problem ? (
        <FormAlert ref={problemRef} title="Alerts not changed">
          {device.problem}
        </FormAlert>
      ) : null}
      {canTurnOn ? (
        <form className={styles.turnOn} onSubmit={(event) => void turnOn(event)} noValidate>
          <LabelField
            label={label}
            setLabel={(next) => {
              setLabel(next);
              setLabelMissing(false);
            }}
            problem={labelMissing ? 'Name this device' : device.labelProblem}
          />
          <button type="submit" className={styles.primary} disabled={device.pending} aria-busy={device.pending || undefined}>
            <BellIcon size={20} />
            <span>{device.pending ? 'Turning on…' : 'Turn on alerts'}</span>
          </button>
        </form>
      ) : null}
      {device.state === 'on' ? (
        <div>
          <button type="button" className={styles.secondary} onClick={() => void turnOff()} disabled={device.pending}>
            {device.pending ? 'Turning off…' : 'Turn off on this device'}
          </button>
        </div>
      ) : null}
    </section>
  );
}
