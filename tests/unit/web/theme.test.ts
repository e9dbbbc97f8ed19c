import { describe, expect, it } from 'vitest';
import { parseStoredUser } from '../../../web/src/lib/stored-user.ts';
import { themeClassFor } from '../../../web/src/lib/theme.ts';

describe('themeClassFor', () => {
  it('names the class after the stored theme', () => {
    expect(themeClassFor('dark')).toBe('theme-dark');
    expect(themeClassFor('light')).toBe('theme-light');
  });

  it('sets no class for the device theme or no theme, so prefers-color-scheme applies', () => {
    expect(themeClassFor('device')).toBeNull();
    expect(themeClassFor(undefined)).toBeNull();
    expect(themeClassFor('')).toBeNull();
  });

  it('ignores a theme that is not a plain name', () => {
    expect(themeClassFor('dark x')).toBeNull();
    expect(themeClassFor('<b>')).toBeNull();
  });
});

describe('parseStoredUser', () => {
  it('reads id, name and theme', () => {
    expect(parseStoredUser(JSON.stringify({ id: 'u1', name: 'Ada', theme: 'dark' }))).toEqual({ id: 'u1', name: 'Ada', theme: 'dark' });
  });

  it('counts no user without a name, and survives broken storage', () => {
    expect(parseStoredUser(JSON.stringify({ id: 'u1', theme: 'dark' }))).toBeNull();
    expect(parseStoredUser('{not json')).toBeNull();
    expect(parseStoredUser(null)).toBeNull();
    expect(parseStoredUser('"Ada"')).toBeNull();
  });
});
