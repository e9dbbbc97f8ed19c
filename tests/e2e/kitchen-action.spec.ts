/**
 * The owner's links end to end: an order (written into the table as checkout writes it) e-mails the
 * owner; the owner opens its Accept link in the browser, sees the order, confirms, and sees the
 * result; the customer is e-mailed; the same link then says it was done already. A broken link
 * shows the invalid-link page. The e-mail's links name the API host's origin: the test opens their
 * path on the shop it runs against.
 */
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { expect, test } from '@playwright/test';
import { ulid } from 'ulid';
import { business } from '../../functions/src/platform/config/business.ts';
import { formatOrderTime, slotTimeFrom } from '../../functions/src/platform/contract/business-clock.ts';
import { messageToItem } from '../../functions/src/orders/store/message.ts';
import { orderToItem, type StoredOrder } from '../../functions/src/orders/store/order.ts';
import { seededDishImage } from '../fixtures/dish-art.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { signedInCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { expectAccessible, screenshots } from './page-checks.ts';
import { orderMessage } from '../../functions/src/orders/use-cases/messages.ts';

test.use({ bypassCSP: true });

/** OWNER_EMAIL's default in functions/src/platform/config/env.ts. */
const ownerEmail = 'owner@spices-kitchen.example';

async function placeOrder(who: SignedInCustomer): Promise<StoredOrder> {
  const placedAt = new Date().toISOString();
  const slot = new Date(Date.now() + 2 * 24 * 3600 * 1000);
  slot.setUTCHours(23, 15, 0, 0);
  const order: StoredOrder = {
    orderId: ulid(),
    number: Math.random().toString(36).slice(2, 8).toUpperCase().padEnd(6, 'X'),
    placedAt,
    status: 'placed',
    history: [{ status: 'placed', at: placedAt }],
    mode: 'pickup',
    asap: false,
    slotId: slot.toISOString(),
    address: null,
    lines: [
      {
        lineId: 'line-1',
        dishId: 'jollof-rice',
        name: 'Jollof Rice',
        image: seededDishImage('jollof-rice').image,
        blurHash: 'L',
        size: 'large',
        sizeId: 'jollof-rice-large',
        amount: '1 large bowl',
        catering: false,
        spiciness: 2,
        ingredients: [{ id: 'plantain', ingredient: 'Plantain', price: 250 }],
        removedIngredients: ['Onion'],
        quantity: 2,
        unitPriceCents: 1650,
        lineTotalCents: 3300,
      },
      {
        lineId: 'line-2',
        dishId: 'puff-puff',
        name: 'Puff-Puff',
        image: seededDishImage('puff-puff').image,
        blurHash: 'L',
        size: 'medium',
        sizeId: 'puff-puff-medium',
        amount: '6 pieces',
        catering: false,
        spiciness: 0,
        ingredients: [],
        removedIngredients: [],
        quantity: 1,
        unitPriceCents: 600,
        lineTotalCents: 600,
      },
    ],
    totals: { subtotalCents: 3900, deliveryFeeCents: 0, taxCents: 308, tipCents: 585, totalCents: 4793, taxRateBasisPoints: 790 },
    notes: 'Extra napkins, please',
    paymentMethod: 'in-person-cash',
    paymentStatus: 'pay-on-handover',
    customer: { name: who.name, email: who.email, phone: '+14145550199' },
    userId: who.userId,
    cartLines: [],
  };
  const message = messageToItem(orderMessage(order, 'placed', new Date(placedAt)));
  await table.send(
    new TransactWriteCommand({
      TransactItems: [{ Put: { TableName: tableName, Item: orderToItem(order) } }, { Put: { TableName: tableName, Item: message } }],
    }),
  );
  return order;
}

/** The e-mailed link for an action, as a path (with its token) on the shop under test. */
async function ownerLink(order: StoredOrder, action: string): Promise<string> {
  const email = await waitForEmail(ownerEmail, new RegExp(`^New order ${order.number} from `));
  const url = (email.body.text ?? '').match(/https?:\/\/\S+\/kitchen\/orders\/\S+/g)?.find((link) => new URL(link).pathname.endsWith(`/${action}`));
  if (!url) throw new Error(`No ${action} link in the owner's e-mail for ${order.number}`);
  const { pathname, search } = new URL(url);
  return `${pathname}${search}`;
}

test.describe('the kitchen action page', () => {
  test('opens the Accept link from the owner e-mail, shows the order, accepts it once and says so', async ({ page }) => {
    const customer = await signedInCustomer({ name: 'Ada Lovelace' });
    const order = await placeOrder(customer);
    const link = await ownerLink(order, 'accept');

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Accept order' })).toBeVisible();
    await expect(page).toHaveTitle(`Accept order ${order.number} | ${business.name}`);
    const ticket = page.getByRole('article', { name: `Order ${order.number}` });
    await expect(ticket.getByText('Status: Received')).toBeAttached();
    await expect(ticket.getByText('Ada Lovelace')).toBeVisible();
    await expect(ticket.getByRole('link', { name: customer.email })).toHaveAttribute('href', `mailto:${customer.email}`);
    const lines = ticket.getByRole('list', { name: `Items in order ${order.number}` }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    await expect(lines.first()).toContainText('2 ×');
    await expect(lines.first()).toContainText('Jollof Rice');
    await expect(lines.first()).toContainText('Large · 1 large bowl · Spice: 2 flames · + Plantain ($2.50) · No onion');
    await expect(lines.first()).toContainText('$33.00');
    await expect(ticket.getByText('$47.93')).toBeVisible();
    await expect(ticket.getByText('Extra napkins, please')).toBeVisible();
    await expect(ticket.getByText('Cash, in person')).toBeVisible();
    await expect(ticket.getByRole('link', { name: '(414) 555-0199' })).toHaveAttribute('href', 'tel:+14145550199');
    // The link keeps the order's own time, and the page says which time that promises.
    const promised = slotTimeFrom(order.slotId, Date.now());
    await expect(
      page.getByText(`Accept order ${order.number}? Ada Lovelace will be told by e-mail that it will be ready for pickup at ${promised}, the time they chose.`),
    ).toBeVisible();
    await expect(page.getByText('This link promises the order’s own time:')).toContainText(`ready for pickup at ${promised}`);
    await expect(page.getByRole('link', { name: 'order board' })).toHaveAttribute('href', '/spices/kitchen');
    // After the footer's late reveal (a second after the page opens, later under load): its fade must not meet axe.
    await expectAccessible(page);
    await screenshots(page, 'kitchen-action-accept');

    await page.getByRole('button', { name: 'Accept order' }).click();
    const done = page.getByRole('status').filter({ hasText: 'Done' });
    await expect(done).toContainText(`Order ${order.number} is accepted. We’ve e-mailed Ada Lovelace.`);
    await expect(done).toBeFocused();
    await expect(page.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
    await expect(ticket.getByText('Status: Accepted')).toBeAttached();
    await expect(ticket).toContainText(`Promised: ${formatOrderTime(order.slotId)} (its time)`);

    const email = await waitForEmail(customer.email, new RegExp(`^Order accepted — order ${order.number}$`));
    expect(email.body.text).toContain(`We’ve accepted your order ${order.number}`);

    // The same link later: nothing left to do, and no button.
    await page.goto(link);
    await expect(page.getByRole('status').filter({ hasText: 'Nothing to do' })).toContainText(
      `Order ${order.number} was already accepted. Nothing was changed.`,
    );
    await expect(page.getByRole('button', { name: 'Accept order' })).toHaveCount(0);
  });

  test('shows a changed or missing token as a link that is not valid', async ({ page }) => {
    const customer = await signedInCustomer({ name: 'Grace Hopper' });
    const order = await placeOrder(customer);
    const link = await ownerLink(order, 'cancel');
    await page.goto(`${link.slice(0, -3)}${link.endsWith('AAA') ? 'BBB' : 'AAA'}`);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired.' })).toBeVisible();
    // After the footer's late reveal (a second after the page opens, later under load): its fade must not meet axe.
    await expectAccessible(page);
    await page.goto(link.split('?')[0]!);
    await expect(page.getByRole('heading', { level: 1, name: 'This link is not valid or has expired.' })).toBeVisible();
    // The real link still works afterwards, and cancelling looks different from moving forward.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Cancel order' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cancel order' })).toBeEnabled();
  });
});
