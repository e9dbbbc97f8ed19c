/**
 * The dark theme switch (docs/product.md#theme): flips dark mode, saves it on the server and stores it
 * locally. 'Match this device' hands the choice back to the device's setting.
 */
import { useTheme } from '../hooks/use-theme-toggle.ts';
import { MoonIcon, SunIcon } from '../../../components/screen-icons.tsx';
import styles from './theme-toggle.module.scss';

export function ThemeToggle({ id = 'theme-toggle' }: { id?: string }) {
  const { theme, dark, toggle, setTheme } = useTheme();
  const followsDevice = theme === undefined || theme === 'device';

  return (
    <div className={styles.wrap}>
      <div className={styles.row}>
        <span className={styles.icon} aria-hidden="true">
          {dark ? <MoonIcon size={22} /> : <SunIcon size={22} />}
        </span>
        <span className={styles.text}>
          <span id={`${id}-label`} className={styles.label}>
            Dark theme
          </span>
          <span id={`${id}-hint`} className={styles.hint}>
            {followsDevice ? 'Following this device’s setting' : dark ? 'Always dark on this account' : 'Always light on this account'}
          </span>
        </span>
        <button
          type="button"
          role="switch"
          id={id}
          aria-checked={dark}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-hint`}
          className={styles.switch}
          onClick={toggle}
        >
          <span className={styles.thumb} aria-hidden="true" />
        </button>
      </div>
      {followsDevice ? null : (
        <button type="button" className={styles.device} onClick={() => setTheme('device')}>
          Match this device instead
        </button>
      )}
    </div>
  );
}
