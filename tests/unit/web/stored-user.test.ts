// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readStoredUser, removeStoredUser, writeStoredUser } from '../../../web/src/lib/stored-user.ts';
import { isDarkTheme, toggledTheme } from '../../../web/src/lib/theme.ts';

afterEach(() => window.localStorage.clear());

describe('the stored user', () => {
  it('keeps only id, name and theme under the key user', () => {
    writeStoredUser({ id: 'u1', name: 'Ada', theme: 'dark', email: 'ada@example.com' } as never);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toEqual({ id: 'u1', name: 'Ada', theme: 'dark' });
    expect(readStoredUser()).toEqual({ id: 'u1', name: 'Ada', theme: 'dark' });
    removeStoredUser();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(readStoredUser()).toBeNull();
  });
});

describe('the theme toggle rule', () => {
  it('flips what shows now, following the device for the device theme', () => {
    expect(toggledTheme('dark', false)).toBe('light');
    expect(toggledTheme('light', true)).toBe('dark');
    expect(toggledTheme('device', true)).toBe('light');
    expect(toggledTheme('device', false)).toBe('dark');
    expect(isDarkTheme(undefined, true)).toBe(true);
    expect(isDarkTheme('light', true)).toBe(false);
  });
});
