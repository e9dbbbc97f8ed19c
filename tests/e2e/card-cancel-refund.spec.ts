/**
 * Money on cancel and refund in the owner's side sheet (docs/business-rules.md#card-payments): the cancel's
 * confirmation says what happens to the card before the owner confirms (the hold released, what is refunded to which
 * card, each payment of a catering order), and a catering order's balance paid by link is refunded from the side
 * sheet as its deposit is, the sheet listing each payment and what is left to refund on it.
 */
import { expect, test } from '@playwright/test';
import { ownerQuoteSchema, quotePayAnswerSchema } from '@functions/quotes/contract/catering-quote';
import { boardAnswerSchema, kitchenOrderSchema, type KitchenOrder } from '@functions/orders/contract/kitchen';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { basisPointsOf } from '../../functions/src/orders/contract/order-totals.ts';
import { call, type Customer } from '../fixtures/api.ts';
import { heldCardOrder } from '../fixtures/card-orders.ts';
import { waitForEmailThat } from '../fixtures/mailbox.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { eventTimeFor, quoteDraft, quoteEmail, quoteLinkIn } from '../fixtures/quotes.ts';
import { seededPick } from '../fixtures/seeded-random.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';
import { payOnHostedPage, stripeControl } from '../fixtures/stripe-control.ts';
import { openOnBoard } from './board.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test.describe.configure({ mode: 'serial' });

function expectOk(answer: { status: number; body: unknown }, status = 200) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
}

/** A quote sent, its deposit paid on the card page, then its balance paid by the link the owner e-mails. */
async function cateringOrderPaidInFull(owner: Customer, label: string): Promise<{ order: KitchenOrder; depositCents: number; balanceCents: number }> {
  const created = await owner.call('POST', '/owner/quotes', { json: quoteDraft({ eventAt: eventTimeFor(label) }) });
  expectOk(created, 201);
  const draft = ownerQuoteSchema.parse(created.body);
  const sent = await owner.call('POST', `/owner/quotes/${draft.quoteId}/send`, { json: { revision: draft.revision } });
  expectOk(sent);
  const quote = ownerQuoteSchema.parse(sent.body);
  const { token } = quoteLinkIn(await quoteEmail(quote));
  const { checkoutUrl } = quotePayAnswerSchema.parse((await call('POST', `/quotes/${quote.quoteId}/pay`, { json: { token } })).body);
  await payOnHostedPage(checkoutUrl);
  expectOk(await call('POST', `/quotes/${quote.quoteId}/payment`, { json: { token, outcome: 'paid' } }));
  const orderId = ownerQuoteSchema.parse((await owner.call('GET', `/owner/quotes/${quote.quoteId}`)).body).orderId;
  const boardOrder = async () => boardAnswerSchema.parse((await owner.call('GET', '/owner/orders')).body).orders.find((each) => each.orderId === orderId)!;
  const deposited = await boardOrder();
  const linked = await owner.call('POST', `/owner/orders/${orderId}/balance-link`, { json: { customerId: deposited.customerId } });
  expectOk(linked);
  await payOnHostedPage(kitchenOrderSchema.parse((linked.body as { order: unknown }).order).balancePayment!.checkoutUrl!);
  await stripeControl.settled();
  await waitForEmailThat(quote.customer.email, (each) => each.subject.includes('Balance of'), 'the balance paid message');
  const order = await boardOrder();
  expect(order.balancePayment?.state).toBe('charged');
  return { order, depositCents: quote.totals.depositCents, balanceCents: order.balancePayment!.amountCents };
}

test('the cancel confirmation says what happens to the card: a hold released, a charge refunded', async ({ page }) => {
  test.setTimeout(120_000);
  const pick = (ids: string[]) => seededPick(ids, test.info().titlePath.join(' › '));
  const { customer } = await signedInCustomer({ name: 'Esi Boateng' });
  const held = await heldCardOrder(customer, pick);
  const charged = await heldCardOrder(customer, (ids) => pick(ids.toReversed()));
  await signInOwnerAt(page, await newOwner('Adjoa Owner'), '/kitchen');

  await test.step('a held card: the hold is released, nothing charged', async () => {
    const panel = await openOnBoard(page, held.number);
    await panel.getByRole('button', { name: 'Cancel order…' }).click();
    await expect(panel.getByTestId('cancel-payments')).toHaveText(
      `What happens to the paymentThe ${formatUsd(held.totals.totalCents)} hold on the Visa ending 4242 is released: nothing is charged.`,
    );
    await screenshots(page, 'cancel-held', { widths: [1280, 768, 375] });
    await panel.getByRole('button', { name: 'Keep the order' }).click();
    await panel.getByRole('button', { name: 'Close' }).click();
  });

  await test.step('a charged card: the whole charge is refunded to it', async () => {
    const panel = await openOnBoard(page, charged.number);
    await panel.getByRole('button', { name: 'Accept order' }).click();
    await expect(panel.getByTestId('ticket-payment')).toContainText('charged');
    // The step's notice is the barrier: the panel's actions are drawn again for the accepted order once it shows.
    await expect(panel.getByRole('alert').or(panel.getByRole('status')).filter({ hasText: 'Done' })).toContainText(`Order ${charged.number} is accepted.`);
    await panel.getByRole('button', { name: 'Cancel order…' }).click();
    await expect(panel.getByTestId('cancel-payments')).toContainText(`${formatUsd(charged.totals.totalCents)} is refunded to the Visa ending 4242.`);
    await screenshots(page, 'cancel-charged', { widths: [1280, 768] });
    await panel.getByRole('button', { name: 'Keep the order' }).click();
  });
});

test('a catering order paid by deposit and balance: the sheet refunds from either, and the cancel names each payment', async ({ page }) => {
  test.setTimeout(150_000);
  const { owner } = await signedInOwner('Abena Owner');
  const { order, depositCents, balanceCents } = await cateringOrderPaidInFull(owner, test.info().titlePath.join(' › '));
  await signInOwnerAt(page, await newOwner('Yaa Owner'), '/kitchen');
  const panel = await openOnBoard(page, order.number);

  await test.step('the refund lists the deposit and the balance with what is left on each, and refunds from the balance', async () => {
    await panel.getByRole('button', { name: 'Refund…' }).click();
    const form = panel.getByRole('form', { name: `Refund order ${order.number}` });
    const from = form.getByRole('group', { name: /Refund from/ });
    await expect(from.getByRole('radio')).toHaveCount(2);
    await expect(from).toContainText(`Deposit · Visa ending 4242${formatUsd(depositCents)} charged: ${formatUsd(depositCents)} can be refunded`);
    await expect(from).toContainText(`Balance · Visa ending 4242${formatUsd(balanceCents)} charged: ${formatUsd(balanceCents)} can be refunded`);
    await from.getByRole('radio', { name: /^Balance/ }).check();
    await expect(form.getByLabel('Amount')).toHaveValue((balanceCents / 100).toFixed(2));
    await form.getByLabel('Amount').fill('10.00');
    await form.getByLabel('Reason').fill('Fewer guests came');
    await screenshots(page, 'refund-catering', { widths: [1280, 768, 375] });
    await form.getByRole('button', { name: 'Refund $10.00' }).click();
    await expect(panel).toContainText('Refunded $10.00 of the balance: “Fewer guests came”');
  });

  await test.step('the cancel says what each payment gets back', async () => {
    await panel.getByRole('button', { name: 'Cancel order…' }).click();
    const words = panel.getByTestId('cancel-payments');
    await expect(words.getByRole('listitem')).toHaveText([
      `The deposit: ${formatUsd(depositCents)} is refunded to the Visa ending 4242.`,
      `The balance: ${formatUsd(balanceCents - 1_000)} is refunded to the Visa ending 4242.`,
    ]);
    await screenshots(page, 'cancel-catering', { widths: [1280, 768] });
  });
});

test('a refund by line: the owner ticks how many of a line, the server’s amount and tax are refunded', async ({ page }) => {
  test.setTimeout(120_000);
  const { customer } = await signedInCustomer({ name: 'Kwame Asante' });
  const order = await heldCardOrder(customer, (ids) => seededPick(ids, test.info().titlePath.join(' › ')), 3);
  const line = order.lines[0]!;
  await signInOwnerAt(page, await newOwner('Efua Owner'), '/kitchen');
  const panel = await openOnBoard(page, order.number);
  await panel.getByRole('button', { name: 'Accept order' }).click();
  await expect(panel.getByTestId('ticket-payment')).toContainText('charged');
  await panel.getByRole('button', { name: 'Refund…' }).click();
  const form = panel.getByRole('form', { name: `Refund order ${order.number}` });
  await form.getByRole('radio', { name: 'By line', exact: true }).check();
  await expect(form).toContainText(`${formatUsd(line.unitPriceCents)} each · 3 of 3 left to refund`);
  await form.getByLabel(`How many ${line.name} to refund`).selectOption('2');
  const items = line.unitPriceCents * 2;
  const tax = basisPointsOf(items, order.totals.taxRateBasisPoints);
  await expect(form.getByTestId('line-refund-sum')).toHaveText(`Items ${formatUsd(items)} + tax ${formatUsd(tax)} = ${formatUsd(items + tax)}`);
  await form.getByLabel('Reason').fill('Two bowls were cold');
  await screenshots(page, 'refund-by-line', { widths: [1280, 768, 375] });
  await form.getByRole('button', { name: `Refund ${formatUsd(items + tax)}` }).click();
  await expect(panel).toContainText(`Refunded ${formatUsd(items + tax)} (2 × ${line.name}): “Two bowls were cold”`);
  // What is left of the line is what the next refund by line offers.
  await panel.getByRole('button', { name: 'Refund…' }).click();
  await form.getByRole('radio', { name: 'By line', exact: true }).check();
  await expect(form).toContainText(`${formatUsd(line.unitPriceCents)} each · 1 of 3 left to refund`);
});
