/**
 * Checkout end to end: a signed-in customer with a cart and a saved address goes from the
 * cart to /order/schedule, chooses delivery to that address, a 15-minute slot three or more days
 * ahead (a random one, so parallel runs don't fill the same slot) and an 18 % tip, sees the
 * server's subtotal, fee, tax, tip and total, places the order and lands on its details page; then
 * finds it on /account/orders, the owner's e-mail arrives and its Accept link works, the customer's
 * message and e-mail follow, and buy again refills the cart.
 */
import { expect, test } from '@playwright/test';
import type { Address } from '../../functions/src/accounts/contract/address.ts';
import { orderTotals } from '../../functions/src/orders/contract/order-totals.ts';
import { menu } from '../../functions/src/catalogue/seed/menu.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { signInBrowser } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { scheduleSlotDaysAhead } from './checkout-steps.ts';

const businessName = 'Spices African Kitchen';
const ownerEmail = 'owner@spices-kitchen.example';
const jollof = menu.find((dish) => dish.id === 'jollof-rice')!;
const medium = jollof.prices.find((option) => option.size === 'medium')!;
const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test.describe('checkout', () => {
  test('delivery to a saved address at a scheduled slot with a tip: the server’s totals, the order, the owner’s accept, the customer’s message, buy again', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const { customer, email: customerEmail } = await signInBrowser(context, { name: 'Efua Boateng' });

    await test.step('a cart and a saved address, through the API', async () => {
      const added = await customer.call('POST', '/cart', {
        json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 1, size: medium.id, quantity: 2 }] },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const address = await customer.call<Address>('POST', '/address', {
        json: {
          label: 'Home',
          recipientName: 'Efua Boateng',
          line1: '2218 N Martin Luther King Jr Dr',
          line2: 'Apt 3',
          city: 'Milwaukee',
          state: 'WI',
          zip: '53212',
          phone: '',
          deliveryInstructions: 'Side door, ring twice.',
          isDefault: true,
        },
      });
      expect(address.status, JSON.stringify(address.body)).toBe(201);
    });

    await test.step('Proceed to Checkout opens the checkout page, pickup first', async () => {
      await page.goto('/spices/order');
      await page.getByRole('button', { name: /Proceed to Checkout/ }).click();
      await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
      await expect(page).toHaveTitle(`Checkout | ${businessName}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const mode = page.getByRole('group', { name: 'Pickup or delivery' });
      await expect(mode.getByRole('radio', { name: 'Pickup' })).toBeChecked();
      await expect(mode.getByText('2218 N Martin Luther King Jr Dr, Milwaukee, WI 53212')).toBeVisible();
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary.getByRole('listitem').filter({ hasText: 'Jollof Rice' })).toContainText(`× 2`);
      await expect(summary.getByLabel('Totals')).toContainText(usd(medium.price * 2));
      await expectAccessible(page);
      await screenshots(page, 'checkout-pickup', { dark: true });
    });

    const slotId = await test.step('delivery to Home, a random slot three or more days ahead, an 18 % tip', async () => {
      await page.getByRole('group', { name: 'Pickup or delivery' }).getByRole('radio', { name: 'Delivery' }).check();
      const address = page.getByRole('group', { name: 'Delivery address' });
      await expect(address.getByRole('radio', { name: /^Home/ })).toBeChecked();

      const chosen = await scheduleSlotDaysAhead(page, 3);

      await page.getByRole('group', { name: 'Tip' }).getByRole('radio', { name: '18%' }).check();
      await page.getByLabel('Anything we should know? (optional)').fill('Extra napkins, please.');
      await page.getByRole('group', { name: 'Payment' }).getByRole('radio', { name: 'Cash, in person' }).check();
      return chosen;
    });

    await test.step('a phone is required: a new account has none, so Place order waits for one', async () => {
      const phoneStep = page.getByRole('region', { name: 'Your phone number' });
      const phone = phoneStep.getByRole('textbox', { name: 'Mobile phone number' });
      await expect(phone).toHaveValue('');
      const summary = page.getByRole('complementary', { name: 'Order summary' });
      await expect(summary).toContainText('give a phone number');
      await expect(summary.getByRole('button', { name: /^Place order/ })).toBeDisabled();
      await phone.fill('414555');
      await phone.blur();
      await expect(phoneStep).toContainText('Phone number must be valid');
      await phone.fill('4145550142');
      await expect(phone).toHaveValue('(414) 555-0142');
      await expect(summary).not.toContainText('phone number');
      await screenshots(page, 'checkout-phone');
    });

    await test.step('the summary shows the server’s subtotal, delivery fee, tax, tip and total', async () => {
      const expected = orderTotals({ subtotalCents: medium.price * 2, mode: 'delivery', catering: false, tip: { kind: 'percent', percent: 18 } });
      const totals = page.getByRole('complementary', { name: 'Order summary' }).getByLabel('Totals');
      const row = (term: string) =>
        totals
          .locator('div')
          .filter({ has: page.getByText(term, { exact: true }) })
          .locator('dd');
      await expect(row('Subtotal')).toHaveText(usd(expected.subtotalCents));
      await expect(row('Delivery fee')).toHaveText(usd(expected.deliveryFeeCents));
      await expect(row('Tax (7.9%)')).toHaveText(usd(expected.taxCents));
      await expect(row('Tip')).toHaveText(usd(expected.tipCents));
      await expect(row('Total')).toHaveText(usd(expected.totalCents));
      await expect(page.getByRole('button', { name: `Place order · ${usd(expected.totalCents)}` })).toBeEnabled();
      await expectAccessible(page);
      await screenshots(page, 'checkout-delivery', { dark: true });
    });

    const placedOrder = await test.step('Place order lands on the order’s page', async () => {
      const placed = page.waitForResponse((response) => response.url().endsWith('/api/orders') && response.request().method() === 'POST');
      await page.getByRole('button', { name: /^Place order/ }).click();
      const response = await placed;
      expect(response.status()).toBe(201);
      expect(response.request().headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
      const order = (await response.json()) as { orderId: string; number: string; slotId: string; mode: string; notes: string; customer: { phone: string } };
      expect(order).toMatchObject({ slotId, mode: 'delivery', notes: 'Extra napkins, please.', customer: { phone: '+14145550142' } });
      await expect(page).toHaveURL(new RegExp(`/spices/account/order-details/${order.orderId}$`));
      // The cart was emptied by the order.
      const cart = await customer.call<{ totalCount: number }>('GET', '/cart');
      expect(cart.body.totalCount).toBe(0);
      return order;
    });

    await test.step('the order’s page thanks the customer: the number, when and where, and what happens next', async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
      await expect(page).toHaveTitle(`Thank you · Order ${placedOrder.number} | ${businessName}`);
      const thanks = page.getByRole('region', { name: `Your order ${placedOrder.number} is in` });
      await expect(thanks).toContainText(`Order number${placedOrder.number}`);
      await expect(thanks).toContainText('2218 N Martin Luther King Jr Dr, Apt 3, Milwaukee, WI 53212');
      await expect(thanks).toContainText('What happens next');
      await expect(thanks).toContainText('calls (414) 555-0142 if they can’t find you');
      await expect(thanks).toContainText('Pay by cash when it arrives.');
      await expect(page.getByRole('status').filter({ hasText: 'Received: waiting for the kitchen to accept it.' })).toBeVisible();
      await expectAccessible(page);
      await screenshots(page, 'order-thank-you');
    });

    await test.step('the order is on /account/orders and its details', async () => {
      await page.goto('/spices/account/orders');
      const card = page
        .getByRole('list', { name: 'Your orders, newest first' })
        .getByRole('article')
        .filter({ has: page.getByRole('heading', { name: `Order ${placedOrder.number}` }) });
      await expect(card).toContainText('Jollof Rice');
      await page.getByRole('link', { name: `Order ${placedOrder.number}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Order ${placedOrder.number}` })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Items in this order' })).toContainText('Jollof Rice');
    });

    await test.step('the owner’s e-mail arrives, and its Accept link works', async () => {
      const email = await waitForEmail(ownerEmail, new RegExp(`^New order ${placedOrder.number} from Efua Boateng`));
      expect(email.body.text).toContain('2 × Jollof Rice');
      expect(email.body.text).toContain('Phone: (414) 555-0142');
      expect(email.body.text).toContain('Extra napkins, please.');
      const accept = (email.body.text ?? '').match(/https?:\/\/\S+\/kitchen\/orders\/\S+/g)?.find((link) => new URL(link).pathname.endsWith('/accept'));
      expect(accept, 'an Accept link in the owner e-mail').toBeDefined();
      const { pathname, search } = new URL(accept!);
      await page.goto(`${pathname}${search}`);
      await page.getByRole('button', { name: 'Accept order' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Done' })).toContainText(`Order ${placedOrder.number} is accepted.`);
    });

    await test.step('the customer’s message and e-mail follow', async () => {
      const email = await waitForEmail(customerEmail, new RegExp(`^Order accepted — order ${placedOrder.number}$`));
      expect(email.body.text).toContain(`We’ve accepted your order ${placedOrder.number}`);
      await page.goto('/spices/account/messages');
      const list = page.getByRole('list', { name: 'Messages, newest first' });
      await expect(list.getByRole('article', { name: 'Unread: Order accepted' })).toBeVisible();
      await expect(list.getByRole('article', { name: 'Unread: Order received' })).toBeVisible();
    });

    await test.step('buy again refills the cart', async () => {
      await page.goto(`/spices/account/order-details/${placedOrder.orderId}`);
      await expect(page.getByRole('list', { name: 'Order progress' }).locator('[aria-current="step"]')).toContainText('Accepted');
      await page.getByRole('button', { name: 'Buy again' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Added 2 items to your cart' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^Cart, 2 items/ })).toBeVisible();
    });

    await test.step('the next checkout starts from the phone the order was placed with', async () => {
      await page.goto('/spices/order/schedule');
      await expect(page.getByRole('region', { name: 'Your phone number' }).getByRole('textbox', { name: 'Mobile phone number' })).toHaveValue('(414) 555-0142');
    });
  });

  test('delivery without a saved address: add one from checkout and come back with it chosen', async ({ page, context }) => {
    test.setTimeout(60_000);
    const { customer } = await signInBrowser(context, { name: 'Kofi Owusu' });
    const added = await customer.call('POST', '/cart', {
      json: { orders: [{ dishId: jollof.id, dishName: jollof.name, price: medium.price, spiciness: 0, size: medium.id, quantity: 2 }] },
    });
    expect(added.status).toBe(201);
    await page.goto('/spices/order/schedule');
    await page.getByRole('group', { name: 'Pickup or delivery' }).getByRole('radio', { name: 'Delivery' }).check();
    const address = page.getByRole('group', { name: 'Delivery address' });
    await expect(address).toContainText('You have no saved addresses yet');
    const summary = page.getByRole('complementary', { name: 'Order summary' });
    await expect(summary).toContainText('Choose a delivery address to see the delivery fee and your total.');
    await expect(summary.getByRole('button', { name: /^Place order/ })).toBeDisabled();

    await address.getByRole('link', { name: 'Add an address' }).click();
    await expect(page).toHaveURL(/\/spices\/account\/addresses\/add$/);
    await page.getByLabel('Address name').fill('Studio');
    await page.getByLabel('Full name').fill('Kofi Owusu');
    await page.getByLabel('Street address').fill('735 N Water St');
    await page.getByLabel('City').fill('Milwaukee');
    await page.getByLabel('ZIP code').fill('53202');
    await page.getByRole('button', { name: 'Save address' }).click();

    await expect(page).toHaveURL(/\/spices\/order\/schedule$/);
    await expect(page.getByRole('group', { name: 'Pickup or delivery' }).getByRole('radio', { name: 'Delivery' })).toBeChecked();
    await expect(page.getByRole('group', { name: 'Delivery address' }).getByRole('radio', { name: /^Studio/ })).toBeChecked();
    await expect(summary.getByLabel('Totals')).toContainText('Delivery fee');
  });

  test('an empty cart is told so, with a way to the menu', async ({ page, context }) => {
    await signInBrowser(context);
    await page.goto('/spices/order/schedule');
    await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await page.getByRole('link', { name: 'Browse the menu' }).click();
    await expect(page).toHaveURL(/\/spices\/menu$/);
  });

  test('signed out, /order/schedule goes to the sign-in page', async ({ page }) => {
    await page.goto('/spices/order/schedule');
    await expect(page).toHaveURL(/\/spices\/login$/);
  });
});
