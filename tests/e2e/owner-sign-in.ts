/**
 * The kitchen's end-to-end specs share this: an owner made as `npm run owner -- add` does (the
 * data function it uses), and the owner's sign-in in the browser, with the code the sign-in e-mail brings.
 */
import { expect, type Page } from '@playwright/test';
import { setRole } from '../../functions/src/accounts/store/user.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { submitPassword } from './password-work.ts';

// The data module's own client reads these at its first call.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

/** A new account made an owner (two-factor on, so its next sign-in needs the e-mailed code). */
export async function newOwner(name: string): Promise<SignedInCustomer> {
  const owner = await signedInCustomer({ name });
  expect(await setRole(owner.userId, 'owner')).toMatchObject({ role: 'owner', twoFactorEnabled: true });
  return owner;
}

/**
 * Opens a kitchen screen signed out, which sends the owner to sign in; signs in with the password
 * and the e-mailed code; and expects to be back on that screen.
 */
export async function signInOwnerAt(page: Page, owner: Pick<SignedInCustomer, 'email' | 'password'>, path: string): Promise<void> {
  await page.goto(`/spices${path}`);
  await expect(page).toHaveURL(/\/spices\/login$/);
  const before = Date.now();
  await page.getByLabel('E-mail address').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
  await expect(page).toHaveURL(/\/spices\/login\/two-factor\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
  const code = (await waitForEmail(owner.email, /sign-in code/, { after: before - 1000 })).subject.match(/(\d{6})$/)![1]!;
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify and sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`/spices${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
}
