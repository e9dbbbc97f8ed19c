/**
 * Password forms: the server hashes or checks the password with scrypt at N = 2^17 (functions/src/accounts/rules/password.ts),
 * deliberately about half a second of one core. On a CI machine running two browsers, a stack and DynamoDB Local, the
 * answer can take longer than the 7 s an expect waits by default (CI runs E, at load 10, saw a sign-in and a reset
 * take that long). So a test that submits a password waits for the call's own answer, the observable end of the
 * work, with room for it, before it looks at the screen.
 */
import type { Locator, Page } from '@playwright/test';

/** The longest a password call may take on a loaded machine before the test says it failed. */
export const passwordWorkTimeoutMs = 30_000;

/** Clicks `button` and waits for the answer of the password call it makes (e.g. '/auth/login'). */
export async function submitPassword(page: Page, button: Locator, apiPath: `/${string}`): Promise<void> {
  await Promise.all([
    page.waitForResponse((response) => new URL(response.url()).pathname === `/api${apiPath}` && response.request().method() !== 'GET', {
      timeout: passwordWorkTimeoutMs,
    }),
    button.click(),
  ]);
}
