/**
 * The robot check under the contact forms (docs/product.md#contact-screen). With VITE_RECAPTCHA_SITE_KEY set it is
 * Google reCAPTCHA v2, its script loaded only when a check first mounts and rendered explicitly;
 * without a key it is a local test check whose `local-pass-…` tokens the API's local provider
 * accepts. Both are compact at a window width of 390 px or less, and both report through
 * `onToken(token | null)` and reset through the ref's `reset()`.
 */
import { useEffect, useImperativeHandle, useRef, useState, useSyncExternalStore, type Ref } from 'react';
import { AlertIcon } from './icons.tsx';
import { ShieldIcon } from './screen-icons.tsx';
import formStyles from './form/form.module.scss';
import styles from './robot-check.module.scss';

export type RobotCheckHandle = {
  /** Clears the check (a token is good for one request) and reports `null`. */
  reset: () => void;
};

export type RobotCheckProps = {
  /** The token once the check is passed; `null` when it expires, fails or is reset. */
  onToken: (token: string | null) => void;
  /** The id of the check's focusable part, so a form can move the keyboard to it. */
  id: string;
  /** The form's message about the check, shown under it. */
  error?: string | undefined;
  ref?: Ref<RobotCheckHandle>;
  /** Google reCAPTCHA v2 site key; the local test check without one. */
  siteKey?: string | undefined;
};

/** docs/product.md#contact-screen: the robot check is compact at a window width of 390 px or less. */
export const compactMaxWidth = 390;

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

export function useCompactWindow(): boolean {
  return useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth <= compactMaxWidth,
    () => false,
  );
}

export function RobotCheck({ siteKey = import.meta.env.VITE_RECAPTCHA_SITE_KEY, id, error, onToken, ref }: RobotCheckProps) {
  const compact = useCompactWindow();
  const errorId = `${id}-error`;
  return (
    <div className={styles.robotCheck}>
      {siteKey ? (
        <GoogleRobotCheck siteKey={siteKey} id={id} errorId={error ? errorId : undefined} compact={compact} onToken={onToken} ref={ref} />
      ) : (
        <LocalRobotCheck id={id} errorId={error ? errorId : undefined} compact={compact} onToken={onToken} ref={ref} />
      )}
      {error ? (
        <p id={errorId} className={formStyles.error}>
          <AlertIcon size={16} />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

type WidgetProps = {
  id: string;
  errorId: string | undefined;
  compact: boolean;
  onToken: (token: string | null) => void;
  ref?: Ref<RobotCheckHandle> | undefined;
};

// ── The local test check ───────────────────────────────────────────────────────────────────

function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A token the API's local test provider accepts. */
export function localPassToken(): string {
  return `local-pass-${randomHex(16)}`;
}

function LocalRobotCheck({ id, errorId, compact, onToken, ref }: WidgetProps) {
  const [checked, setChecked] = useState(false);
  const captionId = `${id}-caption`;

  useImperativeHandle(ref, () => ({
    reset: () => {
      setChecked(false);
      onToken(null);
    },
  }));

  return (
    <div className={styles.box} data-compact={compact || undefined} data-checked={checked || undefined}>
      <label className={styles.choice}>
        <span className={styles.control}>
          <input
            type="checkbox"
            id={id}
            className={styles.checkbox}
            checked={checked}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={[captionId, errorId].filter(Boolean).join(' ')}
            onChange={(event) => {
              setChecked(event.target.checked);
              onToken(event.target.checked ? localPassToken() : null);
            }}
          />
          <span className={styles.tick} aria-hidden="true">
            <svg viewBox="0 0 24 24" width="22" height="22" focusable="false">
              <path d="M5 12.5l4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </span>
        </span>
        <span className={styles.text}>I’m not a robot</span>
      </label>
      <span id={captionId} className={styles.brand}>
        <ShieldIcon size={compact ? 22 : 26} />
        <span>Local test check</span>
      </span>
    </div>
  );
}

// ── Google reCAPTCHA v2 ────────────────────────────────────────────────────────────────────

type RecaptchaParameters = {
  sitekey: string;
  size: 'normal' | 'compact';
  theme: 'light' | 'dark';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
};

export type Grecaptcha = {
  render: (container: HTMLElement, parameters: RecaptchaParameters) => number;
  reset: (widgetId?: number) => void;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    spicesRecaptchaLoaded?: () => void;
  }
}

export const recaptchaScriptUrl = 'https://www.google.com/recaptcha/api.js?render=explicit&onload=spicesRecaptchaLoaded';

let recaptchaLoading: Promise<Grecaptcha> | undefined;

/** Adds Google's script once, on the first check that needs it; a failed load may be retried. */
export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  recaptchaLoading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    window.spicesRecaptchaLoaded = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error('reCAPTCHA is missing')));
    script.src = recaptchaScriptUrl;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      recaptchaLoading = undefined;
      script.remove();
      reject(new Error('The reCAPTCHA script could not load'));
    };
    document.head.append(script);
  });
  return recaptchaLoading;
}

function prefersDarkTheme(): boolean {
  const root = document.documentElement.classList;
  if (root.contains('theme-dark')) return true;
  if (root.contains('theme-light')) return false;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ?? false;
}

function GoogleRobotCheck({ siteKey, id, errorId, compact, onToken, ref }: WidgetProps & { siteKey: string }) {
  const holderRef = useRef<HTMLDivElement>(null);
  const widgetRef = useRef<number | undefined>(undefined);
  const onTokenRef = useRef(onToken);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useImperativeHandle(ref, () => ({
    reset: () => {
      if (widgetRef.current !== undefined) window.grecaptcha?.reset(widgetRef.current);
      onTokenRef.current(null);
    },
  }));

  useEffect(() => {
    const holder = holderRef.current;
    if (!holder) return;
    // A widget cannot be re-rendered in place, so each size gets a fresh element.
    const container = document.createElement('div');
    holder.append(container);
    let cancelled = false;
    setFailed(false);
    loadRecaptcha().then(
      (grecaptcha) => {
        if (cancelled) return;
        widgetRef.current = grecaptcha.render(container, {
          sitekey: siteKey,
          size: compact ? 'compact' : 'normal',
          theme: prefersDarkTheme() ? 'dark' : 'light',
          callback: (token) => onTokenRef.current(token),
          'expired-callback': () => onTokenRef.current(null),
          'error-callback': () => onTokenRef.current(null),
        });
      },
      () => {
        if (!cancelled) setFailed(true);
      },
    );
    return () => {
      cancelled = true;
      if (widgetRef.current !== undefined) onTokenRef.current(null);
      widgetRef.current = undefined;
      container.remove();
    };
  }, [siteKey, compact]);

  return (
    <div id={id} tabIndex={-1} role="group" aria-label="Robot check" aria-describedby={errorId} className={styles.google} data-compact={compact || undefined}>
      {/* Google's widget lives here, outside React's children. */}
      <div ref={holderRef} />
      {failed ? (
        <p className={formStyles.error}>
          <AlertIcon size={16} />
          <span>The robot check could not load. Please check your connection and reload the page.</span>
        </p>
      ) : null}
    </div>
  );
}
