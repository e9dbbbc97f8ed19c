/**
 * The theme class on <html>, without React: the entry (boot.ts, through app/theme-bootstrap.ts) sets it
 * before the first paint; lib/theme.ts re-exports it beside the hooks.
 */
const themeClassPrefix = 'theme-';

export function themeClassFor(theme: string | undefined): string | null {
  if (!theme || theme === 'device' || !/^[a-z][a-z0-9-]*$/.test(theme)) return null;
  return `${themeClassPrefix}${theme}`;
}

export function applyThemeClass(root: HTMLElement, theme: string | undefined): void {
  const wanted = themeClassFor(theme);
  for (const name of [...root.classList]) {
    if (name.startsWith(themeClassPrefix) && name !== wanted) root.classList.remove(name);
  }
  if (wanted) root.classList.add(wanted);
}
