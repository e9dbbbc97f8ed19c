/**
 * Runs before React renders (the first import of main.tsx; the CSP forbids inline scripts): puts
 * the stored user's theme class on <html> so the first paint already has the right colours.
 */
import { readStoredUser } from '../lib/stored-user-read.ts';
import { applyThemeClass } from '../lib/theme-class.ts';

applyThemeClass(document.documentElement, readStoredUser()?.theme);
