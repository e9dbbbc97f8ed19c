/**
 * A customer's account, end to end: register (signed in at once, reminded to verify; two-step waits for it), sign
 * out, sign in before verifying (a new link), verify the address from the e-mail, turn on two-step verification, sign in with the e-mailed code, change the name, switch to
 * the dark theme and sign out. The mailbox is the SES emulator (MAILBOX_URL).
 */
import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForEmail, waitForEmailThat } from '../fixtures/mailbox.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { expectAccessible } from './page-checks.ts';
import { submitPassword } from './password-work.ts';

const businessName = 'Spices African Kitchen';
// Long and uncommon, so the server's password rules take it.
const password = 'pepper-soup-on-sunday-42';

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** The site header's Sign in link (signed out). */
async function expectHeaderSignedOut(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(header.getByRole('link', { name: /your account/ })).toHaveCount(0);
  await expect(header.getByRole('button', { name: 'Sign out' })).toHaveCount(0);
}

/** The site header's account link with the first name, and Sign out (signed in). */
async function expectHeaderSignedIn(page: Page, firstName: string) {
  const header = page.getByRole('banner');
  const account = header.getByRole('link', { name: `${firstName}, your account` });
  await expect(account).toBeVisible();
  await expect(account).toHaveAttribute('href', '/spices/account');
  await expect(header.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
}

async function signIn(page: Page, email: string) {
  await page.goto('/spices/login');
  await expect(page).toHaveTitle(`Sign in | ${businessName}`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
}

/** Re-enters the password when a sensitive screen asks for it. */
async function confirmPassword(page: Page) {
  await expect(page).toHaveURL(/\/spices\/account\/login-security\/authenticate$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill(password);
  await submitPassword(page, page.getByRole('button', { name: 'Continue' }), '/users/authenticate');
}

test.describe('account', () => {
  test('register, verify, two-step sign-in, change the name, dark theme, sign out', async ({ page }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('ada');

    await test.step('the header offers Sign in to a visitor', async () => {
      await page.goto('/spices/');
      await expectHeaderSignedOut(page);
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await expect(page).toHaveURL(/\/spices\/login$/);
      await expect(page.getByRole('banner')).toHaveCount(0); // the sign-in screens have no site header
      await page.getByRole('link', { name: 'Create an account' }).click();
      await expect(page).toHaveURL(/\/spices\/register$/);
    });

    await test.step('register, with the form checking as you type', async () => {
      await expect(page).toHaveTitle(`Create an account | ${businessName}`);
      const emailField = page.getByLabel('E-mail address');
      await emailField.fill('ada@');
      await emailField.blur();
      await expect(emailField).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Email must be valid')).toBeVisible();
      await emailField.fill(email);
      await expect(emailField).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByText('Email must be valid')).toHaveCount(0);

      await page.getByLabel('Your name').fill('Ada Obi');
      const passwordField = page.getByLabel('Password', { exact: true });
      await passwordField.fill(password);
      await expect(passwordField).toHaveAttribute('type', 'password');
      await expect(passwordField).toHaveAttribute('autocomplete', 'new-password');
      await page.getByRole('button', { name: 'Show password' }).click();
      await expect(passwordField).toHaveAttribute('type', 'text');
      await submitPassword(page, page.getByRole('button', { name: 'Create account' }), '/auth/register');

      // Signed in at once, back where the visitor came from (the home page).
      await expect(page).toHaveURL(/\/spices\/?$/);
      await expectHeaderSignedIn(page, 'Ada');
    });

    await test.step('unverified: the account screens remind, and two-step verification waits for the address', async () => {
      await page.getByRole('banner').getByRole('link', { name: 'Ada, your account' }).click();
      const notice = page.getByRole('region', { name: 'Verify your e-mail address' });
      await expect(notice).toContainText(`we sent a link to ${email}. Until then you can pay by card.`);
      await expect(notice.getByRole('button', { name: 'Resend the link' })).toBeVisible();
      await expectAccessible(page);
      await page.getByRole('link', { name: /^Login & security/ }).click();
      await confirmPassword(page);
      await expect(page.getByText(`${email} (not verified yet)`)).toBeVisible();
      await expect(page.getByText('Verify your e-mail address first: the codes are e-mailed to it.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Turn on two-step verification' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Edit e-mail' })).toHaveCount(0);
      await page.goto('/spices/account/login-security/email');
      await expect(page.getByText(/^Verify your e-mail address first: the link we sent to/)).toBeVisible();
      await expect(page.getByLabel('New e-mail address')).toHaveCount(0);
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/spices\/?$/);
    });

    let newLink = '';
    await test.step('a sign-in before the address is verified e-mails a new link instead, and what was typed stays', async () => {
      const firstLink = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/');
      const before = Date.now();
      await signIn(page, email);
      await expect(page.getByRole('status')).toContainText('isn’t verified yet, so we’ve e-mailed you a new link');
      await expect(page.getByLabel('E-mail address')).toHaveValue(email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(password);
      expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
      // The new link's e-mail, not the registration's (the mailbox keeps whole seconds: both can be within `after`).
      const resent = await waitForEmailThat(
        email,
        (mail) => /Verify your e-mail/.test(mail.subject) && mail.at * 1000 >= before - 1000 && !(mail.body.text ?? '').includes(firstLink),
        'with a new verification link',
      );
      newLink = linkIn(resent, '/verify-email/');
    });

    await test.step('the link from the e-mail, in this browser, verifies the address and signs in', async () => {
      const link = newLink;
      await page.goto(link);
      await expect(page).toHaveTitle(`Verify your e-mail | ${businessName}`);
      await expect(page.getByRole('heading', { level: 1, name: 'You’re verified' })).toBeVisible();
      await expect(page.getByText('Welcome, Ada! Your e-mail address is verified and you’re signed in.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);
      // Used once: the same link again does nothing more, and says so.
      await page.goto(link);
      await expect(page.getByRole('alert')).toContainText('This link has already been used, and you’re signed in.');
      await page.goto('/spices/');
    });

    await test.step('signed in: the header shows the account link with the first name', async () => {
      await expectHeaderSignedIn(page, 'Ada');
      await page.getByRole('banner').getByRole('link', { name: 'Ada, your account' }).click();
      await expect(page).toHaveURL(/\/spices\/account$/);
      await expect(page).toHaveTitle(`Your account | ${businessName}`);
      await expect(page.getByText('Hi Ada')).toBeVisible();
      for (const tile of ['Login & security', 'Orders', 'Quotes', 'Addresses', 'Payments', 'Favorites', 'Messages']) {
        await expect(page.getByRole('link', { name: new RegExp(`^${tile}`) })).toBeVisible();
      }
      // Verified: no reminder.
      await expect(page.getByRole('region', { name: 'Verify your e-mail address' })).toHaveCount(0);
    });

    await test.step('turn on two-step verification, after re-entering the password', async () => {
      await page.getByRole('link', { name: /^Login & security/ }).click();
      await confirmPassword(page);
      await expect(page).toHaveURL(/\/spices\/account\/login-security$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Login & security' })).toBeVisible();
      await expect(page.getByText('Ada Obi')).toBeVisible();
      await expect(page.getByText(email)).toBeVisible();
      await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Two-step verification is on' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Turn off two-step verification' })).toBeVisible();
    });

    await test.step('sign out from the header: a protected screen goes home', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/spices\/?$/);
      await expectHeaderSignedOut(page);
      expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
    });

    await test.step('sign in with the code from the e-mail', async () => {
      const before = Date.now();
      await signIn(page, email);
      await expect(page).toHaveURL(/\/spices\/login\/two-factor\/[^/]+\/[^/]+$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
      // Not signed in yet: the 201 answer sets no user.
      expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
      const codeField = page.getByLabel('6-digit code');
      await expect(codeField).toHaveAttribute('inputmode', 'numeric');
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code');

      const code = (await waitForEmail(email, /sign-in code/, { after: before - 1000 })).subject.match(/(\d{6})$/)![1]!;
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page.getByText('That code is not correct or has expired.')).toBeVisible();
      await expect(codeField).toHaveAttribute('aria-invalid', 'true');

      await codeField.fill(code);
      await page.getByRole('button', { name: 'Verify and sign in' }).click();
      await expect(page).toHaveURL(/\/spices\/?$/);
      await expectHeaderSignedIn(page, 'Ada');
    });

    await test.step('change the name, after re-entering the password', async () => {
      await page.goto('/spices/account/login-security/name');
      await confirmPassword(page);
      await expect(page).toHaveURL(/\/spices\/account\/login-security\/name$/);
      await expect(page).toHaveTitle(`Change your name | ${businessName}`);
      const name = page.getByLabel('Name', { exact: true });
      await expect(name).toHaveValue('Ada Obi');
      await name.fill('');
      await name.blur();
      await expect(page.getByText('Name is required')).toBeVisible();
      await name.fill('Adaeze Obi');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/spices\/account\/login-security$/);
      await expect(page.getByRole('status').filter({ hasText: 'Your name has been updated.' })).toBeVisible();
      await expect(page.getByText('Adaeze Obi')).toBeVisible();
      await expectHeaderSignedIn(page, 'Adaeze');
    });

    await test.step('switch on the dark theme: it is saved and stays after a reload', async () => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Your account' }).click();
      const darkTheme = page.getByRole('switch', { name: 'Dark theme' });
      await expect(darkTheme).toHaveAttribute('aria-checked', 'false');
      const saved = page.waitForResponse((response) => response.url().endsWith('/api/users/theme') && response.ok());
      await darkTheme.click();
      await saved;
      await expect(darkTheme).toHaveAttribute('aria-checked', 'true');
      await expect(page.locator('html')).toHaveClass(/theme-dark/);
      expect(await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? '{}').theme)).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveClass(/theme-dark/);
      await expect(page.getByRole('switch', { name: 'Dark theme' })).toHaveAttribute('aria-checked', 'true');
    });

    await test.step('sign out: the header offers Sign in again and the theme follows the device', async () => {
      await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
      await expect(page).toHaveURL(/\/spices\/?$/);
      await expectHeaderSignedOut(page);
      await expect(page.locator('html')).not.toHaveClass(/theme-dark/);
      await page.goto('/spices/account');
      await expect(page).toHaveURL(/\/spices\/login$/);
    });
  });

  test('a signed-out visitor who opens an account screen signs in and comes back to it', async ({ page }) => {
    // An account made and verified through the API, in another browser than this page's.
    const { email } = await signedInCustomer({ name: 'Yaw Boateng', password });

    await page.goto('/spices/account/login-security/password');
    await expect(page).toHaveURL(/\/spices\/login$/);
    await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/spices/forgot-password');
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/spices/register');
    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
    await expect(page).toHaveURL(/\/spices\/account\/login-security\/password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
    await expectHeaderSignedIn(page, 'Yaw');
  });

  test('forgot password: the link from the e-mail leads to a new password, then to sign in', async ({ page }) => {
    // An account made and verified through the API, so this test is about the reset screens.
    const { email } = await signedInCustomer({ name: 'Kofi Mensah', password });

    const before = Date.now();
    await page.goto('/spices/forgot-password');
    await expect(page).toHaveTitle(`Forgot password | ${businessName}`);
    await page.getByLabel('E-mail address').fill(email);
    await page.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByRole('status')).toContainText('we have e-mailed it a link');

    const link = linkIn(await waitForEmail(email, /Reset your/, { after: before - 1000 }), '/reset-password/');
    // The forgot-password continuation shows the same form as the reset link.
    const continuation = link.replace('/reset-password/', '/forgot-password/');
    await page.goto(continuation);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    const newPassword = page.getByLabel('New password', { exact: true });
    await expect(newPassword).toHaveAttribute('autocomplete', 'new-password');
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await newPassword.fill('groundnut-stew-for-two-7');
    await submitPassword(page, page.getByRole('button', { name: 'Save the new password' }), '/auth/reset-password');
    await expect(page).toHaveURL(/\/spices\/login$/);
    await expect(page.getByRole('status')).toContainText('Your password has been changed');

    await page.getByLabel('E-mail address').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('groundnut-stew-for-two-7');
    await submitPassword(page, page.getByRole('button', { name: 'Sign in' }), '/auth/login');
    await expect(page).toHaveURL(/\/spices\/?$/);
    await expectHeaderSignedIn(page, 'Kofi');
  });

  test('the two-factor step holds a 60-character e-mail address on a 375 px phone', async ({ page }) => {
    const email = `adwoa.serwaa.boateng-osei.events.${Date.now().toString(36)}`.padEnd(48, 'x').slice(0, 48) + '@example.com';
    expect(email).toHaveLength(60);
    const { customer } = await signedInCustomer({ name: 'Adwoa Boateng', email, password });
    await customer.call('POST', '/users/authenticate', { json: { password } });
    expect((await customer.call('PUT', '/users/two-factor', { json: { enabled: true } })).status).toBe(200);

    await page.setViewportSize({ width: 375, height: 812 });
    await signIn(page, email);
    await expect(page.getByRole('heading', { level: 1, name: 'Check your e-mail' })).toBeVisible();
    const address = page.getByText(email.slice(0, 20));
    await expect(address).toBeVisible();
    // Nothing runs out of the card or the page: the address breaks inside the card.
    const card = page.locator('h1').locator('xpath=..');
    const [cardBox, addressBox] = [await card.boundingBox(), await address.boundingBox()];
    expect(addressBox!.x + addressBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the sign-in and account screens pass axe, wide and light, narrow and dark', async ({ page, request }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('amara');
    expect((await request.post('/api/auth/register', { data: { name: 'Amara Diallo', email, password } })).status()).toBe(201);
    const verifyLink = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/');

    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      for (const path of ['/spices/login', '/spices/register', '/spices/forgot-password']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectAccessible(page);
      }
      // A form showing its messages.
      await page.goto('/spices/register');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Name is required')).toBeVisible();
      await expectAccessible(page);
    }

    // Registered through the API, not this browser: the link asks for the password, then signs in here.
    await page.goto(verifyLink);
    await expect(page.getByRole('heading', { level: 1, name: 'Finish signing in' })).toBeVisible();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'You’re verified' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse the menu' })).toBeVisible();
    await expectAccessible(page);

    for (const { width, height, colorScheme } of [
      { width: 1280, height: 900, colorScheme: 'light' as const },
      { width: 375, height: 812, colorScheme: 'dark' as const },
    ]) {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await page.goto('/spices/account');
      await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
      await expectAccessible(page);
      await page.goto('/spices/account/login-security');
      if (colorScheme === 'light') {
        // The first visit asks for the password again; the second is within the 15 minutes.
        await expect(page).toHaveURL(/\/authenticate$/);
        await expectAccessible(page);
        await confirmPassword(page);
      }
      await expect(page.getByText('Amara Diallo')).toBeVisible();
      await expectAccessible(page);
      await page.goto('/spices/account/login-security/phone');
      await expect(page.getByLabel('Mobile phone number')).toBeVisible();
      await expectAccessible(page);
    }
  });
});
