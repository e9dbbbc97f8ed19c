/**
 * Addresses and payments end to end: a signed-in customer adds an address whose ZIP is
 * outside the delivery area (and sees the message at the field), fixes it, finds it on the list as
 * the default, edits it, adds a second one and makes that the default; /account/payments lists the
 * ways to pay. The new screens pass axe.
 */
import { expect, test, type Page } from '@playwright/test';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';

const businessName = 'Spices African Kitchen';

const cards = (page: Page) => page.getByRole('list', { name: 'Saved addresses' }).getByRole('article');
const card = (page: Page, label: string) => page.getByRole('article', { name: label });

test.describe('addresses', () => {
  test('add with an out-of-area ZIP, fix it, edit it, add a second and make it the default', async ({ page, context }) => {
    test.setTimeout(90_000);
    await signInBrowser(context, { name: 'Kwame Asante' });

    await test.step('the account home’s Addresses tile leads to the empty list', async () => {
      await page.goto('/spices/account');
      await page.getByRole('link', { name: /Addresses/ }).click();
      await expect(page).toHaveURL(/\/spices\/account\/addresses$/);
      await expect(page).toHaveTitle(`Your addresses | ${businessName}`);
      await expect(page.getByRole('heading', { level: 2, name: 'No addresses yet' })).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'addresses-empty');
      await page.getByRole('link', { name: 'Add your first address' }).click();
      await expect(page).toHaveURL(/\/spices\/account\/addresses\/add$/);
    });

    await test.step('a ZIP outside Greater Milwaukee shows how to contact the business, at the field', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();
      await page.getByLabel('Address name').fill('Home');
      await page.getByLabel('Full name').fill('Kwame Asante');
      await page.getByLabel('Street address').fill('2218 N Martin Luther King Jr Dr');
      await page.getByLabel('Apartment, suite, floor (optional)').fill('Apt 3');
      await page.getByLabel('City').fill('Milwaukee');
      await expect(page.getByLabel('State')).toHaveValue('WI');
      const zip = page.getByLabel('ZIP code');
      await zip.fill('60601');
      await zip.blur();
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      const message = page.getByText(/60601 is outside our delivery area \(Greater Milwaukee\)\. Please contact us at \(414\) 555-0173/);
      await expect(message).toBeVisible();
      await expect(zip).toHaveAccessibleDescription(/outside our delivery area/);
      // Saving is refused here, before anything is sent.
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(zip).toBeFocused();
      await expect(page).toHaveURL(/\/addresses\/add$/);
      await expect(page.getByRole('checkbox', { name: 'Make this my default address' })).toBeChecked();
      await expectAccessible(page);
      await screenshots(page, 'address-add-out-of-area');
    });

    await test.step('with a Milwaukee ZIP it saves and shows on the list as the default', async () => {
      await page.getByLabel('ZIP code').fill('53212');
      await expect(page.getByText(/outside our delivery area/)).toHaveCount(0);
      await page.getByLabel('Phone for the driver (optional)').fill('4145550199');
      await page.getByLabel('Delivery instructions (optional)').fill('Side door, ring twice.');
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page).toHaveURL(/\/spices\/account\/addresses$/);
      await expect(page.getByRole('status').filter({ hasText: 'Home was saved as your default address.' })).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      const home = card(page, 'Home');
      await expect(home).toContainText('Default');
      await expect(home).toContainText('Apt 3');
      await expect(home).toContainText('Milwaukee, WI 53212');
      await expect(home).toContainText('(414) 555-0199');
      await expect(home.getByRole('button', { name: /Make default/ })).toHaveCount(0);
    });

    await test.step('edit it', async () => {
      await card(page, 'Home').getByRole('link', { name: 'Edit Home' }).click();
      await expect(page).toHaveURL(/\/spices\/account\/addresses\/edit\/[0-9A-Z]{26}$/);
      await expect(page.getByLabel('Street address')).toHaveValue('2218 N Martin Luther King Jr Dr');
      await expect(page.getByLabel('Phone for the driver (optional)')).toHaveValue('(414) 555-0199');
      await expect(page.getByRole('checkbox', { name: 'Make this my default address' })).toBeDisabled();
      await page.getByLabel('Address name').fill('Home sweet home');
      await page.getByLabel('Apartment, suite, floor (optional)').fill('Apt 4B');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page).toHaveURL(/\/spices\/account\/addresses$/);
      await expect(page.getByText('Home sweet home was saved.')).toBeVisible();
      await expect(card(page, 'Home sweet home')).toContainText('Apt 4B');
    });

    await test.step('add a second address, then make it the default', async () => {
      await page.getByRole('link', { name: /Add address/ }).click();
      await page.getByLabel('Address name').fill('Work');
      await page.getByLabel('Full name').fill('Kwame Asante');
      await page.getByLabel('Street address').fill('735 N Water St');
      await page.getByLabel('City').fill('Milwaukee');
      await page.getByLabel('ZIP code').fill('53202-4105');
      await expect(page.getByRole('checkbox', { name: 'Make this my default address' })).not.toBeChecked();
      await page.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText('Work was saved.')).toBeVisible();
      await expect(cards(page)).toHaveCount(2);
      await expect(card(page, 'Work')).not.toContainText('Default');
      await expect(card(page, 'Work')).toContainText('Milwaukee, WI 53202-4105');

      await card(page, 'Work')
        .getByRole('button', { name: /Make default/ })
        .click();
      await expect(page.getByText('Work is now your default address.')).toBeVisible();
      await expect(card(page, 'Work')).toContainText('Default');
      await expect(card(page, 'Home sweet home')).not.toContainText('Default');
      // The default comes first.
      await expect(cards(page).first()).toHaveAccessibleName('Work');
      await expectAccessible(page);
      await screenshots(page, 'addresses-list');
    });

    await test.step('delete asks first; the other address stays', async () => {
      const home = card(page, 'Home sweet home');
      await home.getByRole('button', { name: 'Delete Home sweet home' }).click();
      const question = home.getByRole('group', { name: 'Delete Home sweet home?' });
      await expect(question.getByRole('button', { name: 'Keep it' })).toBeFocused();
      await question.getByRole('button', { name: 'Keep it' }).click();
      await expect(cards(page)).toHaveCount(2);
      await home.getByRole('button', { name: 'Delete Home sweet home' }).click();
      await home.getByRole('group', { name: 'Delete Home sweet home?' }).getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Home sweet home was deleted.')).toBeVisible();
      await expect(cards(page)).toHaveCount(1);
      await expect(card(page, 'Work')).toContainText('Default');
    });
  });

  test('a new address starts from the account’s name and phone, and the out-of-area message links the kitchen’s phone and e-mail', async ({
    page,
    context,
  }) => {
    const { customer, password } = await signInBrowser(context, { name: 'Yaa Asantewaa' });
    // A phone change asks for the password again first, as the account screen does.
    expect((await customer.call('POST', '/users/authenticate', { json: { password } })).status).toBe(200);
    expect((await customer.call('PUT', '/users/phone', { json: { phone: '(414) 555-0142' } })).status).toBe(200);
    await page.goto('/spices/account/addresses/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add an address' })).toBeVisible();
    const name = page.getByLabel('Full name');
    const phone = page.getByLabel('Phone for the driver (optional)');
    await expect(name).toHaveValue('Yaa Asantewaa');
    await expect(phone).toHaveValue('(414) 555-0142');
    // Editable: someone else may take the food in.
    await name.fill('Kojo Asante');
    await expect(name).toHaveValue('Kojo Asante');

    const zip = page.getByLabel('ZIP code');
    await zip.fill('60601');
    await zip.blur();
    const message = page.locator(`[id="${await zip.getAttribute('id')}-error"]`);
    await expect(message).toContainText('60601 is outside our delivery area');
    await expect(message.getByRole('link', { name: '(414) 555-0173' })).toHaveAttribute('href', 'tel:+14145550173');
    await expect(message.getByRole('link', { name: 'hello@spices-kitchen.example' })).toHaveAttribute('href', 'mailto:hello@spices-kitchen.example');
    await expectAccessible(page);
    await screenshots(page, 'address-add-prefilled');
  });

  test('/account/payments shows how customers pay', async ({ page, context }) => {
    await signInBrowser(context, { name: 'Efua Mensah' });
    await page.goto('/spices/account');
    await page.getByRole('link', { name: /Payments/ }).click();
    await expect(page).toHaveURL(/\/spices\/account\/payments$/);
    await expect(page).toHaveTitle(`Payments | ${businessName}`);
    const methods = page.getByRole('list', { name: 'Ways to pay' });
    await expect(methods.getByRole('heading', { name: 'Pay now by card' })).toBeVisible();
    await expect(methods.getByRole('heading', { name: 'Card, in person' })).toBeVisible();
    await expect(methods.getByRole('heading', { name: 'Cash, in person' })).toBeVisible();
    await expect(page.getByText(/15%, 18% or 20% of the food subtotal/)).toBeVisible();
    await expect(page.getByText(/We never see or keep your card number/)).toBeVisible();
    await expectAccessible(page);
    await screenshots(page, 'payments');
  });
});
