/**
 * The enquiries inbox end to end: enquiries sent through the API reach the kitchen; the owner
 * (made as `npm run owner -- add` does, signed in with the e-mailed code) opens one, sees every
 * field and how to reply, marks it replied and keeps a note, and after a reload both are kept; an
 * enquiry below a flood of others is reached with "Older enquiries". The screen is checked with axe
 * and photographed at desktop, tablet and phone widths.
 */
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { business } from '../../functions/src/platform/config/business.ts';
import { todayIn } from '../../functions/src/enquiries/contract/contact.ts';
import { inboxLimits } from '../../functions/src/enquiries/contract/enquiry-inbox-limits.ts';
import { saveEnquiry } from '../../functions/src/enquiries/store/enquiry.ts';
import { encodeTime } from 'ulid';
import { Customer } from '../fixtures/api.ts';
import type { SignedInCustomer } from '../fixtures/signed-in.ts';
import { expectNoAxeViolations } from './axe.ts';
import { newOwner, signInOwnerAt } from './owner-sign-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

test.use({ bypassCSP: true });

const unique = () => randomBytes(4).toString('hex');
const passToken = () => `local-pass-${unique()}`;

function daysFromToday(days: number): string {
  const [y, m, d] = todayIn(business.timeZone).split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

async function send(path: string, json: Record<string, unknown>): Promise<void> {
  const answer = await new Customer().call('POST', `/contact/${path}`, { json: { ...json, token: passToken() } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

/** A customer made an owner (two-factor goes on), signed in in the browser with the e-mailed code. */
/** An owner signed in with the e-mailed code, on the inbox. */
async function signInAsOwner(page: Page): Promise<SignedInCustomer> {
  const owner = await newOwner('Efua Owusu');
  await signInOwnerAt(page, owner, '/kitchen/enquiries');
  return owner;
}

async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: `test-results/kitchen-enquiries-${name}.png`, fullPage: true });
}

test.describe('the enquiries inbox', () => {
  test('the owner opens a catering enquiry, marks it replied and keeps a note; a reload keeps both', async ({ page }) => {
    test.setTimeout(90_000);
    const name = `Abena Asante ${unique()}`;
    const eventDate = daysFromToday(21);
    const dishName = `Kelewele ${unique()}`;
    await send('dishRequest', { dishName });
    await send('catering', {
      name,
      company: 'Harbor Lights Co.',
      email: 'abena@example.com',
      phone: '(414) 555-0142',
      eventType: 'Company anniversary',
      eventDate,
      venue: 'Harbor View Hall',
      estimatedGuestCount: '80',
      message: 'A buffet for about 80 guests, with vegetarian options and something mild for the children.',
    });

    await signInAsOwner(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/spices/kitchen/enquiries');
    await expect(page).toHaveTitle(`Enquiries | Kitchen | ${business.name}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Enquiries' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Kitchen' }).getByRole('link', { name: 'Enquiries' })).toHaveAttribute('aria-current', 'page');

    const list = page.getByRole('list', { name: 'All enquiries, newest first' });
    const row = list.getByRole('link').filter({ hasText: name });
    const dishRow = list.getByRole('link').filter({ hasText: dishName });
    await expect(row).toContainText('Catering');
    await expect(row).toContainText('New');
    await expect(row).toContainText('A buffet for about 80 guests');
    await expect(row).toContainText('just now');
    await expect(dishRow).toContainText('A visitor (signed out)');
    // Newest first: the catering enquiry was sent after the dish request.
    const rows = await list.getByRole('link').allTextContents();
    expect(rows.findIndex((text) => text.includes(name))).toBeLessThan(rows.findIndex((text) => text.includes(dishName)));
    await expect(page.getByText('Choose an enquiry to read it, reply and keep notes.')).toBeVisible();

    await test.step('open it: every field, the contact and a reply e-mail', async () => {
      await row.click();
      await expect(page).toHaveURL(/\/spices\/kitchen\/enquiries\?id=[0-9A-Z]{26}$/);
      await expect(row).toHaveAttribute('aria-current', 'true');
      const details = page.getByRole('article', { name: 'Catering: Company anniversary' });
      await expect(details.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(details).toContainText(`From ${name} (Harbor Lights Co.)`);
      const [y, m, d] = eventDate.split('-').map(Number) as [number, number, number];
      const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
        new Date(Date.UTC(y, m - 1, d)),
      );
      for (const [label, value] of [
        ['Event type', 'Company anniversary'],
        ['Event date', longDate],
        ['Estimated guests', '80'],
        ['Venue', 'Harbor View Hall'],
        ['Company', 'Harbor Lights Co.'],
        ['Message', 'something mild for the children'],
      ]) {
        const field = details.locator('dl > div').filter({ has: page.getByRole('term').getByText(label!, { exact: true }) });
        await expect(field.getByRole('definition')).toContainText(value!);
      }
      await expect(details.getByRole('link', { name: 'abena@example.com' })).toHaveAttribute('href', 'mailto:abena@example.com');
      await expect(details.getByRole('link', { name: 'Call (414) 555-0142' })).toHaveAttribute('href', 'tel:+14145550142');
      const reply = details.getByRole('link', { name: 'Reply by e-mail' });
      const href = (await reply.getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:abena@example.com?')).toBe(true);
      const replyParams = new URLSearchParams(href.split('?')[1]);
      expect(replyParams.get('subject')).toBe(`Re: your catering enquiry to ${business.name}`);
      expect(replyParams.get('body')).toContain('Hello Abena,');
      expect(replyParams.get('body')).toContain('Efua Owusu');
      await expect(details.getByText('Not answered yet.')).toBeVisible();
      await expect(details.getByText('Only you and other owners see these.')).toBeVisible();
      await expectNoAxeViolations(page);
      await screenshot(page, '1280');
    });

    const details = page.getByRole('article', { name: 'Catering: Company anniversary' });
    const note = `Called Abena: menu sent, tasting on Friday ${unique()}`;
    await test.step('mark it replied and add a note', async () => {
      await details.getByRole('button', { name: 'Mark replied' }).click();
      await expect(details.getByText(/^Marked replied by Efua Owusu, /)).toBeFocused();
      await expect(page.getByRole('status').filter({ hasText: 'Marked replied.' })).toBeAttached();
      await expect(row).toContainText('Replied');
      await expect(details.getByRole('button', { name: 'Close' })).toBeVisible();
      await expect(details.getByRole('button', { name: 'Reopen' })).toBeVisible();

      await details.getByRole('button', { name: 'Add note' }).click();
      await expect(details.getByText('Write the note first')).toBeVisible();
      await expect(details.getByLabel('Add a note')).toBeFocused();
      await details.getByLabel('Add a note').fill(`  ${note}  `);
      await details.getByRole('button', { name: 'Add note' }).click();
      const notes = details.getByRole('listitem').filter({ hasText: note });
      await expect(notes).toContainText('Efua Owusu');
      await expect(details.getByLabel('Add a note')).toHaveValue('');
      await expect(row).toContainText('1 note');
    });

    await test.step('a reload keeps both; the filters count and pick by status', async () => {
      await page.reload();
      await expect(details.getByText(/^Marked replied by Efua Owusu, /)).toBeVisible();
      await expect(details.getByText(note)).toBeVisible();
      const filters = page.getByRole('group', { name: 'Show enquiries' });
      await filters.getByRole('button', { name: /^Replied/ }).click();
      await expect(filters.getByRole('button', { name: /^Replied/ })).toHaveAttribute('aria-pressed', 'true');
      await expect(page).toHaveURL(/status=replied/);
      await expect(page.getByRole('list', { name: 'Replied enquiries, newest first' }).getByRole('link').filter({ hasText: name })).toBeVisible();
      await filters.getByRole('button', { name: /^New/ }).click();
      const fresh = page.getByRole('list', { name: 'New enquiries, newest first' });
      await expect(fresh.getByRole('link').filter({ hasText: dishName })).toBeVisible();
      await expect(fresh.getByRole('link').filter({ hasText: name })).toHaveCount(0);
      await filters.getByRole('button', { name: /^All/ }).click();
    });

    await test.step('an anonymous request has nobody to reply to', async () => {
      await dishRow.click();
      const dish = page.getByRole('article', { name: `Add “${dishName}” to the menu` });
      await expect(dish.getByText(/^Sent without signing in and without an e-mail address: there is nobody to reply to\./)).toBeVisible();
      await expect(dish.getByRole('link', { name: 'Reply by e-mail' })).toHaveCount(0);
      await row.click();
      await expect(details).toBeVisible();
    });

    await test.step('a tablet and a phone show one pane at a time, with Back', async () => {
      await page.setViewportSize({ width: 768, height: 1024 });
      await expect(details).toBeVisible();
      await expect(page.getByRole('list', { name: 'All enquiries, newest first' })).toBeHidden();
      await screenshot(page, '768');
      await details.getByRole('link', { name: 'Back to the enquiries' }).click();
      await expect(page).toHaveURL(/\/spices\/kitchen\/enquiries$/);
      await expect(row).toBeFocused();
      await expect(details).toBeHidden();
      await screenshot(page, '768-list');

      await page.setViewportSize({ width: 375, height: 812 });
      // Nothing wider than the phone's screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await expectNoAxeViolations(page);
      await screenshot(page, '375-list');
      await row.click();
      await expect(details).toBeVisible();
      await expect(page.getByRole('list', { name: 'All enquiries, newest first' })).toBeHidden();
      await expectNoAxeViolations(page);
      await screenshot(page, '375');
      await page.goBack();
      await expect(page.getByRole('list', { name: 'All enquiries, newest first' })).toBeVisible();
    });
  });

  test('an enquiry below a flood of others is reached with “Older enquiries”, a page at a time; a visitor’s address is there to reply to', async ({ page }) => {
    test.setTimeout(120_000);
    // Written into the table back in time, so the other specs' fresh enquiries stay on the first page: a real request
    // with the visitor's address, under more than a page of others sent within the next two seconds.
    const start = Date.UTC(2002, 0, 1) + Math.floor(Math.random() * 300 * 86_400_000);
    const idAt = (ms: number, n: number) => `${encodeTime(ms, 10)}${randomBytes(5).toString('hex').toUpperCase()}${String(n).padStart(6, '0')}`;
    const realDish = `Ofada stew ${unique()}`;
    await saveEnquiry({
      kind: 'dishRequest',
      id: idAt(start, 0),
      createdAt: new Date(start).toISOString(),
      visitorEmail: 'grace+events@gmail.com',
      dishName: realDish,
    });
    const flood = Array.from({ length: inboxLimits.page + 5 }, (_, n) => {
      const at = start + 1 + n * 30;
      return { kind: 'dishRequest' as const, id: idAt(at, n + 1), createdAt: new Date(at).toISOString(), dishName: `Spam ${n}` };
    });
    await Promise.all(flood.map((enquiry) => saveEnquiry(enquiry)));

    await signInAsOwner(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/spices/kitchen/enquiries');
    const list = page.getByRole('list', { name: 'All enquiries, newest first' });
    await expect(list.getByRole('link')).toHaveCount(inboxLimits.page);
    await expect(page.getByText(`Showing the newest ${inboxLimits.page} enquiries.`)).toBeVisible();
    const older = page.getByRole('button', { name: 'Older enquiries' });
    const real = list.getByRole('link').filter({ hasText: realDish });
    await expect(real).toHaveCount(0);

    await test.step('load older pages until the real one shows, each page once', async () => {
      for (let pages = 1; (await real.count()) === 0; pages += 1) {
        expect(pages, 'the real enquiry never came').toBeLessThan(30);
        const loaded = await list.getByRole('link').count();
        await older.click();
        await expect(list.getByRole('link')).not.toHaveCount(loaded);
        await expect(page.getByRole('status').filter({ hasText: /older enquir(y|ies) loaded\.$/ })).toBeAttached();
        if (pages === 1) {
          // The end of the list: the button when more are left, the last enquiry when none (a fresh table has two pages).
          await list.getByRole('link').last().scrollIntoViewIfNeeded();
          await expectNoAxeViolations(page);
          await screenshot(page, 'older-1280');
        }
      }
      const ids = await list.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('data-enquiry-id') ?? ''));
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toEqual(ids.toSorted().reverse());
      await expect(real).toContainText('A visitor (grace+events@gmail.com)');
    });

    await test.step('open it: the address the visitor left, to reply to', async () => {
      await real.click();
      const details = page.getByRole('article', { name: `Add “${realDish}” to the menu` });
      await expect(details.getByText('Sent without signing in: the visitor left this address for an answer.')).toBeVisible();
      await expect(details.getByRole('link', { name: 'grace+events@gmail.com' })).toHaveAttribute('href', 'mailto:grace+events@gmail.com');
      const href = (await details.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')) ?? '';
      expect(href.startsWith('mailto:grace%2Bevents@gmail.com?')).toBe(true);
      expect(new URLSearchParams(href.split('?')[1]).get('body')).toMatch(/^Hello,\n/);
    });

    await test.step('the button at a tablet’s and a phone’s width', async () => {
      for (const width of [768, 375]) {
        await page.setViewportSize({ width, height: width === 375 ? 812 : 1024 });
        await page.goto('/spices/kitchen/enquiries');
        await expect(list.getByRole('link')).toHaveCount(inboxLimits.page);
        await older.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await page.evaluate(() => document.fonts.ready);
        await page.screenshot({ path: `test-results/kitchen-enquiries-older-${width}.png` });
      }
      await expectNoAxeViolations(page);
    });
  });
});
