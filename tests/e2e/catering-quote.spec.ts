/**
 * Catering quotes end to end: the owner opens a catering enquiry, makes a quote from it (the customer and the guests
 * come from the enquiry; four half trays of Jollof Rice, a 25 % deposit), saves and sends it; the customer opens the
 * e-mailed link on a phone without an account and reads the quote as a document, printable without the shop's
 * header; once the owner revises it, the old link says it was replaced; the new link pays the deposit on the local
 * hosted page, the quote reads accepted, and the order is on the board with its deposit and balance. Screenshots of
 * the editor at 1280 and 768 px, of the customer's page at 375 px (printed, and accepted), and of the order's side
 * sheet at 1280, 768 and 375 px, when SCREENSHOT_DIR is set.
 */
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formatUsd } from '../../functions/src/platform/contract/money.ts';
import { ownerQuoteSchema } from '../../functions/src/quotes/contract/catering-quote.ts';
import { Customer } from '../fixtures/api.ts';
import { waitForEmailThat } from '../fixtures/mailbox.ts';
import { daysFromToday, quoteLinkIn } from '../fixtures/quotes.ts';
import { expectNoAxeViolations } from './axe.ts';
import { openOnBoard } from './board.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test.use({ bypassCSP: true });

const shotsDir = process.env.SCREENSHOT_DIR;

test('the owner quotes a catering enquiry and sends it; the customer reads it on a phone; a revision replaces the link', async ({ page, browser }) => {
  test.setTimeout(150_000);
  const name = `Adjoa Boateng ${randomBytes(3).toString('hex')}`;
  const email = `adjoa.${randomBytes(4).toString('hex')}@example.com`;
  const enquiry = await new Customer().call('POST', '/contact/catering', {
    json: {
      name,
      company: 'Riverwest Co-op',
      email,
      phone: '(414) 555-0177',
      eventType: 'Staff lunch',
      eventDate: daysFromToday(12),
      venue: 'Riverwest Co-op hall',
      estimatedGuestCount: '30',
      message: 'Jollof and something sweet, please.',
      token: `local-pass-${randomBytes(4).toString('hex')}`,
    },
  });
  expect(enquiry.status, JSON.stringify(enquiry.body)).toBe(201);

  const owner = await newOwner('Ama Owner');
  await signInOwnerAt(page, owner, '/kitchen/enquiries');
  await page.getByRole('link').filter({ hasText: name }).first().click();
  await page.getByRole('link', { name: 'Make a quote' }).click();
  await expect(page).toHaveURL(/\/spices\/kitchen\/quotes\/new\?enquiry=[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New quote' })).toBeVisible();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('Guests', { exact: true })).toHaveValue('30');

  const dish = page.getByRole('listitem', { name: 'Dish 1' });
  await dish.getByLabel('Dish', { exact: true }).selectOption('jollof-rice');
  await expect(dish.getByLabel('Size', { exact: true })).toHaveValue(/.+/);
  await dish.getByLabel('Quantity', { exact: true }).fill('4');
  await dish.getByLabel('Spice', { exact: true }).selectOption('1');
  await expect(page.getByLabel('Deposit (%)', { exact: true })).toHaveValue('25');
  await page.getByLabel('Notes', { exact: true }).fill('Chafing dishes and serving spoons included.');
  // The running total follows the lines before anything is saved; a row without a dish is said not to count.
  const running = page.getByRole('region', { name: 'Running total' });
  await expect(running).toContainText('Dishes (1)');
  await page.getByRole('button', { name: 'Add a dish' }).click();
  await expect(running).toContainText('One dish is not counted yet');
  await page.getByRole('listitem', { name: 'Dish 2' }).getByRole('button', { name: 'Remove dish 2' }).click();
  const runningTotal = await running
    .locator('div', { has: page.locator('dt', { hasText: /^Total$/ }) })
    .locator('dd')
    .textContent();
  const runningDeposit = await running
    .locator('div', { has: page.locator('dt', { hasText: /^Deposit to accept$/ }) })
    .locator('dd')
    .textContent();
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page).toHaveURL(/\/spices\/kitchen\/quotes\/[0-9A-Z]{26}$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Quote Q-/ })).toBeVisible();
  const quoteId = page.url().split('/').at(-1)!;
  const saved = ownerQuoteSchema.parse(await (await page.request.get(`/api/owner/quotes/${quoteId}`)).json());
  expect(saved).toMatchObject({ state: 'draft', headcount: 30, customer: { name, email } });
  expect(saved.totals.depositCents).toBe(Math.floor((saved.totals.totalCents * 25 + 50) / 100));
  // What the running total said before the save is what the server priced.
  expect(runningTotal).toBe(formatUsd(saved.totals.totalCents));
  expect(runningDeposit).toBe(formatUsd(saved.totals.depositCents));
  const side = page.getByRole('complementary', { name: 'The quote as sent to the customer' });
  await expect(side).toContainText(formatUsd(saved.totals.totalCents));
  await expectNoAxeViolations(page);
  await screenshots(page, 'kitchen-quote-editor', { widths: [1280, 768] });

  await side.getByRole('button', { name: `Send to ${email}` }).click();
  await expect(page.getByText(`Sent to ${email}: the e-mail with the link is on its way.`)).toBeVisible();

  // The customer, on a phone, without an account.
  const sent = await waitForEmailThat(email, (each) => each.subject.includes(saved.number), `with quote ${saved.number}`);
  const link = quoteLinkIn(sent);
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 }, baseURL: new URL(page.url()).origin, bypassCSP: true });
  const customer = await phone.newPage();
  await customer.goto(link.url.replace(/^https?:\/\/[^/]+/, ''));
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(saved.number) })).toBeVisible();
  await expect(customer.getByText(`For ${name}, Riverwest Co-op`)).toBeVisible();
  await expect(customer.getByText(`A deposit of ${formatUsd(saved.totals.depositCents)} accepts the quote`)).toBeVisible();
  await expect(customer.getByText('Chafing dishes and serving spoons included.')).toBeVisible();
  await expectNoAxeViolations(customer);
  await screenshots(customer, 'catering-quote', { widths: [375] });
  await customer.emulateMedia({ media: 'print' });
  await expect(customer.getByRole('banner')).toBeHidden();
  await expect(customer.getByRole('button', { name: 'Print or save as PDF' })).toBeHidden();
  if (shotsDir) await customer.screenshot({ path: `${shotsDir}/catering-quote-print.png`, fullPage: true });
  await customer.emulateMedia({ media: 'screen' });

  // The owner revises it (more guests): version 2 goes out, and the first link says it was replaced.
  await page.getByLabel('Guests', { exact: true }).fill('36');
  await page.getByRole('button', { name: 'Send the revised quote' }).click();
  await expect(page.getByText(`Version 2 sent to ${email}.`)).toBeVisible();
  await customer.reload();
  await expect(customer.getByRole('heading', { level: 1, name: /replaced by a newer version/ })).toBeVisible();

  // The new link pays the deposit on the card page; back on the quote, it is accepted.
  const revised = ownerQuoteSchema.parse(await (await page.request.get(`/api/owner/quotes/${quoteId}`)).json());
  const revisedLink = quoteLinkIn(await waitForEmailThat(email, (each) => each.subject.includes(`revised catering quote ${saved.number}`), 'version 2'));
  await customer.goto(revisedLink.url.replace(/^https?:\/\/[^/]+/, ''));
  const deposit = formatUsd(revised.totals.depositCents);
  await customer.getByRole('button', { name: `Pay deposit ${deposit}` }).click();
  await expect(customer).toHaveURL(/\/pay\/cs_/);
  await expect(customer.getByText(`deposit for catering quote ${saved.number}`)).toBeVisible();
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(customer).toHaveURL(new RegExp(`/spices/quotes/${quoteId}$`));
  await expect(customer.getByRole('heading', { name: 'Thank you: your event is booked' })).toBeVisible();
  await expect(customer.getByText(`We received your deposit of ${deposit} by card`)).toBeVisible();
  await expect(customer.getByRole('heading', { level: 1, name: new RegExp(saved.number) })).toBeVisible();
  await expectNoAxeViolations(customer);
  await screenshots(customer, 'catering-quote-accepted', { widths: [375] });
  await phone.close();

  // The order is on the board: catering, its quote, the deposit paid and the balance due.
  const accepted = ownerQuoteSchema.parse(await (await page.request.get(`/api/owner/quotes/${quoteId}`)).json());
  expect(accepted.state).toBe('accepted');
  const number = accepted.orderId!.slice(-6);
  await page.goto('/spices/kitchen');
  const panel = await openOnBoard(page, number);
  await expect(panel.getByText(`Catering · Quote ${saved.number}`).first()).toBeVisible();
  await expect(panel.getByText(`Deposit ${deposit} paid by card (Visa ending 4242)`).first()).toBeVisible();
  await expect(panel.getByText(`Balance ${formatUsd(revised.totals.balanceCents)} due by`).first()).toBeVisible();
  await expect(panel.getByRole('button', { name: 'E-mail a balance link' })).toBeVisible();
  await screenshots(page, 'catering-order-side-sheet', { widths: [1280, 768, 375] });

  // The owner e-mails the balance link: the button says when it went; a second press at once is refused, on screen.
  await panel.getByRole('button', { name: 'E-mail a balance link' }).click();
  await expect(panel.getByText(`A link to pay the balance of ${formatUsd(revised.totals.balanceCents)} was e-mailed to ${email}.`)).toBeVisible();
  const again = panel.getByRole('button', { name: 'E-mail the balance link again' });
  await expect(again).toHaveAccessibleDescription(/^Sent at \d{1,2}(:\d{2})? [ap]\.m\.$/);
  await expect(panel.getByText(/^Sent at \d{1,2}(:\d{2})? [ap]\.m\.$/)).toBeVisible();
  await again.click();
  await expect(
    panel.getByText(
      /^The balance link was e-mailed at \d{1,2}(:\d{2})? [ap]\.m\.: it can be sent again from \d{1,2}(:\d{2})? [ap]\.m\., so the customer's inbox/,
    ),
  ).toBeVisible();
  await screenshots(page, 'catering-order-balance-link-refused', { widths: [1280, 768, 375] });
});
