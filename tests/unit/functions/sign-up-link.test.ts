import { describe, expect, it } from 'vitest';
import { tokenDigest } from '../../../functions/src/platform/rules/one-time-token.ts';
import {
  clearedSignUpDeviceCookie,
  deviceMatches,
  newSignUpDeviceSecret,
  signUpDeviceCookie,
  signUpDeviceFromCookies,
  signUpLinkLifetimeSeconds,
  signUpLinkStep,
  type SignUpLinkToken,
} from '../../../functions/src/accounts/rules/sign-up-link.ts';

const device = newSignUpDeviceSecret();
const now = 1_790_000_000;
const token: SignUpLinkToken = { userId: 'USER1', expiresAt: now + 600, deviceDigest: tokenDigest(device) };
const request = { userId: 'USER1', deviceSecret: device, passwordGiven: false, nowSeconds: now };

describe('the sign-up link', () => {
  it('signs in the browser that registered, while it is fresh and unused', () => {
    expect(signUpLinkStep(token, request)).toBe('signIn');
  });

  it('asks for the password in another browser, and checks it when given', () => {
    expect(signUpLinkStep(token, { ...request, deviceSecret: undefined })).toBe('passwordNeeded');
    expect(signUpLinkStep(token, { ...request, deviceSecret: newSignUpDeviceSecret() })).toBe('passwordNeeded');
    expect(signUpLinkStep(token, { ...request, deviceSecret: undefined, passwordGiven: true })).toBe('checkPassword');
  });

  it('does nothing a second time, nor after 30 minutes, nor for another account, whatever the browser or password', () => {
    for (const attempt of [request, { ...request, deviceSecret: undefined, passwordGiven: true }]) {
      expect(signUpLinkStep({ ...token, usedAt: now - 5 }, attempt)).toBe('used');
      expect(signUpLinkStep({ ...token, expiresAt: now }, attempt)).toBe('expired');
      expect(signUpLinkStep(token, { ...attempt, userId: 'USER2' })).toBe('invalid');
      expect(signUpLinkStep(undefined, attempt)).toBe('invalid');
    }
    expect(signUpLinkLifetimeSeconds).toBe(30 * 60);
  });

  it('matches a device only by its own value', () => {
    expect(deviceMatches(device, tokenDigest(device))).toBe(true);
    expect(deviceMatches(newSignUpDeviceSecret(), tokenDigest(device))).toBe(false);
    expect(deviceMatches(undefined, tokenDigest(device))).toBe(false);
    expect(deviceMatches(device, undefined)).toBe(false);
  });
});

describe('the sign-up device cookie', () => {
  it('is HttpOnly, SameSite=Lax, only for the sign-in calls, as long as a link lasts, and Secure when deployed', () => {
    expect(signUpDeviceCookie(device, false)).toBe(`spices_signup=${device}; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=1800`);
    expect(signUpDeviceCookie(device, true)).toMatch(/; Secure$/);
    expect(clearedSignUpDeviceCookie(true)).toBe('spices_signup=; Path=/api/auth; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });

  it('is read back only when well formed', () => {
    expect(signUpDeviceFromCookies([`spices_session=abc`, `spices_signup=${device}`])).toBe(device);
    expect(signUpDeviceFromCookies([`a=b; spices_signup=${device}`])).toBe(device);
    expect(signUpDeviceFromCookies(['spices_signup=short'])).toBeUndefined();
    expect(signUpDeviceFromCookies([`spices_signup=${device}!`])).toBeUndefined();
    expect(signUpDeviceFromCookies(undefined)).toBeUndefined();
  });
});
