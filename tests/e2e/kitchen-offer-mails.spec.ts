/**
 * The owner's offer e-mails end to end (issue 40; docs/business-rules.md#offer-e-mails): an owner opens Offer e-mails
 * from the Offers page; writes an e-mail featuring a code, sees the server's preview in the sandboxed frame (their own
 * name in the greeting, the text's lines as paragraphs, the code), first refused under the offer field for an offer
 * ended meanwhile (the server's 409); sends it after the confirming dialog; and the list follows it from sending to
 * sent, while each subscriber's mailbox gets it. Axe on the list, the form and the dialog; screenshots of the list (before
 * and after) and the form at 1280, 768 and 375 px when SCREENSHOT_DIR is set.
 *
 * Shop-wide (playwright.config.ts `shopWide`): an offer e-mail goes to every subscriber in the table, so this runs
 * when no other spec is running. Its two subscribers are written as the confirmed opt-in leaves them (the opt-in's
 * own flow is tested on its own).
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { ownerOfferMailAnswerSchema, ownerOfferMailsAnswerSchema } from '../../functions/src/offers/contract/offer-mails.ts';
import { ownerOfferAnswerSchema, type StoredOffer } from '../../functions/src/offers/contract/offers.ts';
import { offerMailSubscriberItemType, type OfferMailSubscriber } from '../../functions/src/offers/store/offer-mail-subscribers.ts';
import { business } from '../../functions/src/platform/config/business.ts';
import { offerMailSubscriberKey } from '../../functions/src/platform/table/keys.ts';
import { waitForEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { registeredCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';
import { screenshots } from './page-checks.ts';

test.use({ bypassCSP: true });

const widths = [1280, 768, 375];

/** The subscriber's item as a confirmed opt-in leaves it. */
async function subscribed(customer: SignedInCustomer): Promise<void> {
  const now = new Date().toISOString();
  const item: OfferMailSubscriber = { userId: customer.userId, status: 'subscribed', askedAt: now, askedFrom: 'account', confirmedAt: now, version: 2 };
  await table.send(new PutCommand({ TableName: tableName, Item: { ...offerMailSubscriberKey(customer.userId), type: offerMailSubscriberItemType, ...item } }));
}

test('the owner writes an offer e-mail featuring a code, previews it, sends it after the dialog, and follows it to sent', async ({ page }) => {
  test.setTimeout(150_000);
  const run = randomBytes(3).toString('hex');
  const subject = `Jollof Friday ${run}: 20 % off`;
  const readers = [await registeredCustomer({ name: 'Kofi Reader' }), await registeredCustomer({ name: 'Efua Reader' })];
  for (const reader of readers) await subscribed(reader);

  // Two code offers, new to this run: one to feature, one ended before the e-mail goes.
  const { owner: api } = await signedInOwner('Yaw Offers');
  const newOffer = async (code: string): Promise<StoredOffer> => {
    const created = await api.call('POST', '/owner/offers', { json: offerFields({ code, validTo: null, discount: { kind: 'percent', percent: 20 } }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return ownerOfferAnswerSchema.parse(created.body).offer;
  };
  const featuredCode = `JOLLOF-${run}`.toUpperCase();
  const featured = await newOffer(featuredCode);
  const ending = await newOffer(`ENDING-${run}`.toUpperCase());

  const owner = await newOwner('Esi Mailer');
  const subscribers = await test.step('the owner opens Offer e-mails from Offers, with how many would get one', async () => {
    await signInOwnerAt(page, owner, '/kitchen/offers');
    const list = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/api/owner/offer-mails'));
    await page.getByRole('link', { name: 'Offer e-mails' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Offer e-mails' })).toBeVisible();
    await expect(page).toHaveTitle(`Offer e-mails | Offers | Kitchen | ${business.name}`);
    const answer = ownerOfferMailsAnswerSchema.parse(await (await list).json());
    expect(answer.subscribers).toBeGreaterThanOrEqual(readers.length);
    await expect(page.getByText(`${answer.subscribers} subscribers`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-offer-mails', { widths });
    return answer.subscribers;
  });

  await test.step('the form previews the e-mail as a subscriber gets it, in a sandboxed frame', async () => {
    await page.getByRole('link', { name: 'New e-mail' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New e-mail' })).toBeVisible();
    await page.getByLabel('Subject').fill(subject);
    await page.getByLabel('Text').fill('Our smoky party jollof is back this Friday.\nCome early: <b>it goes fast</b>.');
    await page.getByLabel('Feature an offer (optional)').selectOption(featured.offerId);
    const frame = page.getByTitle('The e-mail as subscribers get it');
    await expect(frame).toHaveAttribute('sandbox', '');
    const inside = page.frameLocator('iframe[title="The e-mail as subscribers get it"]');
    await expect(inside.getByText('Hello Esi Mailer,')).toBeVisible();
    await expect(inside.getByText('Our smoky party jollof is back this Friday.')).toBeVisible();
    // The owner's text is text: the tag is shown as typed, never made bold.
    await expect(inside.getByText('Come early: <b>it goes fast</b>.')).toBeVisible();
    await expect(inside.getByText(featuredCode)).toBeVisible();
    await expect(page.getByTestId('preview-subject')).toHaveText(subject);
    await page.getByRole('button', { name: 'Wide' }).click();
    await expect(frame).toHaveAttribute('data-width', 'wide');
    await page.getByRole('button', { name: 'Phone' }).click();
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-offer-mail-new', { widths });
  });

  await test.step('an offer ended meanwhile is refused under the offer field (409), and nothing is sent', async () => {
    await page.getByLabel('Feature an offer (optional)').selectOption(ending.offerId);
    const { offerId: _id, version, updatedAt: _at, ...definition } = ending;
    expect((await api.call('PUT', `/owner/offers/${ending.offerId}`, { json: { ...definition, state: 'ended', version } })).status).toBe(200);
    const refused = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/api/owner/offer-mails') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: `Send to ${subscribers} subscribers` }).click();
    const dialog = page.getByRole('dialog', { name: `Send this e-mail to ${subscribers} subscribers?` });
    await expect(dialog).toContainText('cannot be undone');
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send it now' }).click();
    expect((await refused).status()).toBe(409);
    await expect(dialog).toBeHidden();
    const picker = page.getByLabel('Feature an offer (optional)');
    await expect(picker).toHaveAttribute('aria-invalid', 'true');
    await expect(picker).toHaveAccessibleDescription(/not ended/);
    await expect(picker).toBeFocused();
  });

  await test.step('sent after the dialog: the list follows it from sending to sent, and each subscriber gets it', async () => {
    await page.getByLabel('Feature an offer (optional)').selectOption(featured.offerId);
    const sent = page.waitForResponse(
      (response) => new URL(response.url()).pathname.endsWith('/api/owner/offer-mails') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: `Send to ${subscribers} subscribers` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Send it now' }).click();
    const response = await sent;
    expect(response.status()).toBe(201);
    const mail = ownerOfferMailAnswerSchema.parse(await response.json()).mail;
    expect(mail).toMatchObject({ subject, offer: { code: featuredCode }, recipients: subscribers });

    await expect(page).toHaveURL(/\/spices\/kitchen\/offers\/emails$/);
    await expect(page.getByRole('status')).toContainText(`“${subject}” is on its way to ${subscribers} subscribers.`);
    const row = page.locator(`[data-mail-id="${mail.mailId}"]`);
    // Read again every few seconds until its queue is drained.
    await expect(row).toContainText(`Sent to ${subscribers} · 0 skipped · 0 failed`, { timeout: 60_000 });
    await expect(row).toContainText(/Opens not tracked|Opened by \d+/);
    await expectNoAxeViolations(page);
    await screenshots(page, 'kitchen-offer-mails-sent', { widths });
    for (const reader of readers) {
      const email = await waitForEmail(reader.email, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      expect(email.body.text).toContain(featuredCode);
    }
  });
});
