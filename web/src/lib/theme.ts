/**
 * The theme class on <html> (spec: "A theme class is applied from the user's theme unless the
 * theme is 'device'"). Without a class the stylesheet follows prefers-color-scheme.
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
