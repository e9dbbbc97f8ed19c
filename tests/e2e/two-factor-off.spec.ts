/**
 * Turning two-step verification on and off on /account/login-security (docs/business-rules.md#two-factor): on is
 * confirmed on screen; off asks for the password again, says the account is e-mailed, and is confirmed on screen.
 * axe on the password step; screenshots at 375 and 1280 px when asked for.
 */
import { expect, test } from '@playwright/test';
import { emailsTo } from '../fixtures/mailbox.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { submitPassword } from './password-work.ts';

test('two-step verification: on is confirmed; off asks for the password again, and e-mails the account', async ({ page, context }) => {
  test.setTimeout(90_000);
  const { email, password } = await signInBrowser(context, { name: 'Adwoa Sarpong' });

  await page.goto('/spices/account/login-security');
  // The screen itself needs a recent re-entry.
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitPassword(page, page.getByRole('button', { name: 'Continue' }), '/users/authenticate');
  await expect(page.getByRole('heading', { level: 1, name: 'Login & security' })).toBeVisible();

  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Two-step verification is on: we’ll e-mail you a code each time you sign in.' })).toBeVisible();

  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  const confirm = page.getByRole('region', { name: 'Turn off two-step verification?' });
  await expect(confirm).toContainText(`we’ll e-mail ${email} to say so`);
  await expect(confirm.getByLabel('Password', { exact: true })).toBeFocused();
  await expectAccessible(page);
  await screenshots(page, 'two-factor-off-confirm');

  // A wrong password changes nothing.
  await confirm.getByLabel('Password', { exact: true }).fill('not my password at all');
  await submitPassword(page, confirm.getByRole('button', { name: 'Turn off two-step verification' }), '/users/two-factor');
  await expect(confirm.getByText('That password is not correct.').first()).toBeVisible();
  await expect(page.getByText('On', { exact: true })).toBeVisible();

  await confirm.getByLabel('Password', { exact: true }).fill(password);
  await submitPassword(page, confirm.getByRole('button', { name: 'Turn off two-step verification' }), '/users/two-factor');
  await expect(page.getByRole('status').filter({ hasText: `Two-step verification is off. We’ve e-mailed ${email} to say so.` })).toBeVisible();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Turn on two-step verification' })).toBeVisible();
  expect((await emailsTo(email)).some((mail) => mail.subject.startsWith('Two-step verification is off'))).toBe(true);
  await screenshots(page, 'two-factor-off-done');
});
