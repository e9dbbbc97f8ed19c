/**
 * The theme class on <html> (docs/product.md#theme: a theme class is applied from the user's theme unless the
 * theme is 'device'). Without a class the stylesheet follows prefers-color-scheme.
 */
import { useSyncExternalStore } from 'react';

export { applyThemeClass, themeClassFor } from './theme-class.ts';

/** Whether the device asks for dark colours (what 'device', or no theme, follows). */
export function devicePrefersDark(): boolean {
  try {
    return window.matchMedia('(prefers-color-scheme: dark)').matches;
  } catch {
    return false; // no matchMedia (old engines, tests): light, as the stylesheet's default
  }
}

/** Whether the page shows dark colours under this theme. */
export function isDarkTheme(theme: string | undefined, prefersDark: boolean = devicePrefersDark()): boolean {
  if (theme === 'dark') return true;
  if (theme === 'light') return false;
  return prefersDark;
}

/** The theme toggle flips dark mode: the other of what shows now, chosen explicitly. */
export function toggledTheme(theme: string | undefined, prefersDark: boolean = devicePrefersDark()): 'light' | 'dark' {
  return isDarkTheme(theme, prefersDark) ? 'light' : 'dark';
}

const darkQuery = '(prefers-color-scheme: dark)';

function subscribeToDeviceScheme(onChange: () => void): () => void {
  try {
    const query = window.matchMedia(darkQuery);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  } catch {
    return () => undefined;
  }
}

/** The device's colour preference, kept current when it changes (e.g. at sunset). */
export function useDevicePrefersDark(): boolean {
  return useSyncExternalStore(subscribeToDeviceScheme, devicePrefersDark, () => false);
}
