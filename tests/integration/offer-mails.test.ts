/**
 * The owner's offer e-mails over HTTP against the local host (docs/business-rules.md#offer-e-mails): previewed,
 * sent once per id to everyone subscribed (never to one who only asked, or who unsubscribed), drained by the stream
 * and counted exactly; each e-mail carries the one-click unsubscribe headers (RFC 8058), the postal address and the
 * featured code; SES's open events are counted once.
 *
 * Shop-wide (vitest.config.ts `shopWide`): an offer e-mail goes to every subscriber in the table, so this file runs
 * alone, and its counts are read as changes, not totals.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { randomBytes } from 'node:crypto';
import { ulid } from 'ulid';
import { beforeAll, describe, expect, it } from 'vitest';
import { ownerOfferMailAnswerSchema, ownerOfferMailsAnswerSchema, offerMailPreviewSchema, type OfferMail } from '@functions/offers/contract/offer-mails';
import { ownerOfferAnswerSchema } from '@functions/offers/contract/offers';
import { offerMailSubscriberItemType, type OfferMailSubscriber } from '../../functions/src/offers/store/offer-mail-subscribers.ts';
import { readOfferMailDays } from '../../functions/src/offers/store/offer-mail-days.ts';
import { createOfferMail } from '../../functions/src/offers/store/offer-mails.ts';
import { recordOfferMailEvent } from '../../functions/src/offers/use-cases/offer-mails.ts';
import { orderLocalDate } from '../../functions/src/platform/contract/business-clock.ts';
import { offerMailSubscriberKey } from '../../functions/src/platform/table/keys.ts';
import { Customer } from '../fixtures/api.ts';
import { emailsTo, linkIn, waitForEmail, type SentEmail } from '../fixtures/mailbox.ts';
import { table, tableName } from '../fixtures/menu-table.ts';
import { offerFields } from '../fixtures/offers.ts';
import { signedInOwner } from '../fixtures/owner.ts';
import { registeredCustomer, type SignedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
});

let owner: Customer;
let ownerEmail: string;
let subscribed: SignedInCustomer[];
let askedOnly: SignedInCustomer;
let gone: SignedInCustomer;

/** The subscriber's item as the subscription would leave it (the subscription's own flow is tested in its own file). */
async function subscriberIs(customer: SignedInCustomer, status: OfferMailSubscriber['status']): Promise<void> {
  const now = new Date().toISOString();
  const item: OfferMailSubscriber = {
    userId: customer.userId,
    status,
    askedAt: now,
    askedFrom: 'account',
    ...(status !== 'asked' ? { confirmedAt: now } : {}),
    ...(status === 'unsubscribed' ? { unsubscribedAt: now, unsubscribedBy: 'account' as const } : {}),
    version: status === 'unsubscribed' ? 3 : status === 'subscribed' ? 2 : 1,
  };
  await table.send(new PutCommand({ TableName: tableName, Item: { ...offerMailSubscriberKey(customer.userId), type: offerMailSubscriberItemType, ...item } }));
}

const draft = (subject: string) => ({
  subject,
  body: 'Our jollof is back on the weekend menu.\nCome early: the suya goes first.',
  offerId: null as string | null,
});

async function send(body: ReturnType<typeof draft> & { mailId?: string }): Promise<OfferMail> {
  const answer = await owner.call('POST', '/owner/offer-mails', { json: { mailId: ulid(), ...body } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return ownerOfferMailAnswerSchema.parse(answer.body).mail;
}

/** The e-mail once the drain has taken its whole queue (the stream starts it at once). */
async function finished(mailId: string): Promise<OfferMail> {
  let mail: OfferMail | undefined;
  await expect
    .poll(
      async () => {
        const list = ownerOfferMailsAnswerSchema.parse((await owner.call('GET', '/owner/offer-mails')).body);
        mail = list.mails.find((each) => each.mailId === mailId);
        return mail?.state;
      },
      { timeout: 30_000, interval: 200 },
    )
    .toBe('sent');
  return mail!;
}

const withSubject = (emails: SentEmail[], subject: string) => emails.filter((email) => email.subject === subject);

beforeAll(async () => {
  let ownerAccount: SignedInCustomer;
  ({ owner, ...ownerAccount } = await signedInOwner('Ama Offers'));
  ownerEmail = ownerAccount.email;
  subscribed = [await registeredCustomer({ name: 'Kofi Subscriber' }), await registeredCustomer({ name: 'Esi Subscriber' })];
  askedOnly = await registeredCustomer({ name: 'Yaw Unconfirmed' });
  gone = await registeredCustomer({ name: 'Abena Unsubscribed' });
  for (const customer of subscribed) await subscriberIs(customer, 'subscribed');
  await subscriberIs(askedOnly, 'asked');
  await subscriberIs(gone, 'unsubscribed');
});

describe('an offer e-mail', () => {
  it('is previewed as a subscriber gets it, the owner’s text escaped, never raw HTML', async () => {
    const answer = await owner.call('POST', '/owner/offer-mails/preview', {
      json: { ...draft('Weekend <b>specials</b>'), body: 'Try <script>alert(1)</script> our "best" suya & more.' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const preview = offerMailPreviewSchema.parse(answer.body);
    expect(preview.subject).toBe('Weekend <b>specials</b>');
    expect(preview.html).not.toContain('<script>');
    expect(preview.html).toContain('Try &lt;script&gt;alert(1)&lt;/script&gt; our &quot;best&quot; suya &amp; more.');
    expect(preview.html).toContain('&lt;b&gt;specials&lt;/b&gt;');
    expect(preview.text).toContain('Hello Ama Offers,');
    expect(preview.text).toMatch(/Postal address: .*Milwaukee, WI 53212/);
    expect(preview.text).toContain('/spices/offer-emails/unsubscribe?token=');
  });

  it('refuses what it cannot send: bad fields (400 on each), an ended offer to feature (409)', async () => {
    const bad = await owner.call('POST', '/owner/offer-mails', { json: { mailId: ulid(), subject: 'Hi\nthere', body: 'short', offerId: null } });
    expect(bad.status).toBe(400);
    const paths = (bad.body as { error: { details: { path: string }[] } }).error.details.map((detail) => detail.path);
    expect(paths).toEqual(expect.arrayContaining(['body.subject', 'body.body']));
    const extra = await owner.call('POST', '/owner/offer-mails', { json: { mailId: ulid(), ...draft('Extra field'), html: '<h1>raw</h1>' } });
    expect(extra.status).toBe(400);
    const code = `MAIL${randomBytes(4).toString('hex').toUpperCase()}`;
    const created = await owner.call('POST', '/owner/offers', { json: offerFields({ code, state: 'ended' }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { offer } = ownerOfferAnswerSchema.parse(created.body);
    const ended = await owner.call('POST', '/owner/offer-mails', { json: { mailId: ulid(), ...draft('Ended offer'), offerId: offer.offerId } });
    expect(ended.status).toBe(409);
    expect((ended.body as { error: { details: { path: string }[] } }).error.details[0]?.path).toBe('body.offerId');
  });

  it('goes to every subscriber once, with the code, the postal address and the one-click unsubscribe; never to one who only asked or left', async () => {
    const code = `MAIL${randomBytes(4).toString('hex').toUpperCase()}`;
    const created = await owner.call('POST', '/owner/offers', { json: offerFields({ code }) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const { offer } = ownerOfferAnswerSchema.parse(created.body);
    const today = orderLocalDate(new Date().toISOString());
    const sentBefore = (await readOfferMailDays(today, today))[0]?.sent ?? 0;
    const subject = `Weekend specials ${randomBytes(3).toString('hex')}`;
    const mailId = ulid();
    const mail = await send({ ...draft(subject), offerId: offer.offerId, mailId });
    expect(mail).toMatchObject({ state: 'sending', offer: { code } });
    expect(mail.recipients).toBeGreaterThanOrEqual(2);
    // The same id again (a double click, a retry): the e-mail as it stands, nothing queued twice.
    const again = await owner.call('POST', '/owner/offer-mails', { json: { mailId, ...draft(subject), offerId: offer.offerId } });
    expect(again.status).toBe(200);

    const done = await finished(mailId);
    expect(done.sent + done.skipped + done.failed).toBe(done.recipients);
    for (const customer of subscribed) {
      const email = await waitForEmail(customer.email, new RegExp(subject));
      expect(email.body.text).toContain(`Hello ${customer.name},`);
      expect(email.body.text).toContain(code);
      expect(email.body.text).toMatch(/Postal address: .*Milwaukee, WI 53212/);
      const headers = Object.fromEntries((email.headers ?? []).map((header) => [header.name.toLowerCase(), header.value]));
      expect(headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(headers['list-unsubscribe']).toMatch(/^<http:\/\/localhost:\d+\/api\/offer-emails\/unsubscribe\?token=[\w-]+\.[\w-]{43}>$/);
      expect(withSubject(await emailsTo(customer.email), subject)).toHaveLength(1);
    }
    expect(withSubject(await emailsTo(askedOnly.email), subject)).toHaveLength(0);
    expect(withSubject(await emailsTo(gone.email), subject)).toHaveLength(0);
    expect(withSubject(await emailsTo(ownerEmail), subject)).toHaveLength(0);
    // The day's count rose by what was sent, once.
    expect((await readOfferMailDays(today, today))[0]?.sent).toBe(sentBefore + done.sent);
  });

  it('skips a subscriber who left after the e-mail was queued (checked at their turn), and counts them skipped', async () => {
    const leaving = await registeredCustomer({ name: 'Akua Leaving' });
    await subscriberIs(leaving, 'unsubscribed');
    const subject = `Late leaver ${randomBytes(3).toString('hex')}`;
    // Queued while they were subscribed (as the send would have), left before the drain reached them.
    const mailId = ulid();
    const queued: OfferMail = {
      mailId,
      ...draft(subject),
      offer: null,
      state: 'sending',
      createdAt: new Date().toISOString(),
      recipients: 2,
      sent: 0,
      skipped: 0,
      failed: 0,
      opened: 0,
    };
    expect(await createOfferMail(queued, [subscribed[0]!.userId, leaving.userId], new Date())).toBe('created');
    const done = await finished(mailId);
    expect(done).toMatchObject({ recipients: 2, sent: 1, skipped: 1, failed: 0 });
    expect(withSubject(await emailsTo(leaving.email), subject)).toHaveLength(0);
    expect(withSubject(await emailsTo(subscribed[0]!.email), subject)).toHaveLength(1);
  });

  it('counts an open once, however often SES reports it; an event for another message changes nothing', async () => {
    const subject = `Opened ${randomBytes(3).toString('hex')}`;
    const mail = await send(draft(subject));
    await finished(mail.mailId);
    const email = await waitForEmail(subscribed[0]!.email, new RegExp(subject));
    const event = { eventType: 'Open', mail: { messageId: email.messageId }, open: { timestamp: new Date().toISOString() } };
    const outcomes = await Promise.all([recordOfferMailEvent(event), recordOfferMailEvent(event), recordOfferMailEvent(event)]);
    expect(outcomes.filter((outcome) => outcome === 'opened')).toHaveLength(1);
    expect(await recordOfferMailEvent({ eventType: 'Open', mail: { messageId: 'not-an-offer-email' } })).toBe('known');
    expect(await recordOfferMailEvent({ eventType: 'Delivery', mail: { messageId: email.messageId } })).toBe('ignored');
    const list = ownerOfferMailsAnswerSchema.parse((await owner.call('GET', '/owner/offer-mails')).body);
    expect(list.mails.find((each) => each.mailId === mail.mailId)?.opened).toBe(1);
  });

  it('stops a subscriber’s offers on a complaint (SES’s event), and the next e-mail passes them by', async () => {
    const complainer = await registeredCustomer({ name: 'Kwame Complains' });
    await subscriberIs(complainer, 'subscribed');
    const first = `Before the complaint ${randomBytes(3).toString('hex')}`;
    await finished((await send(draft(first))).mailId);
    const email = await waitForEmail(complainer.email, new RegExp(first));
    expect(await recordOfferMailEvent({ eventType: 'Bounce', mail: { messageId: email.messageId }, bounce: { bounceType: 'Transient' } })).toBe('ignored');
    expect(await recordOfferMailEvent({ eventType: 'Complaint', mail: { messageId: email.messageId } })).toBe('stopped');
    const second = `After the complaint ${randomBytes(3).toString('hex')}`;
    await finished((await send(draft(second))).mailId);
    await waitForEmail(subscribed[0]!.email, new RegExp(second));
    expect(withSubject(await emailsTo(complainer.email), second)).toHaveLength(0);
  });

  it('reaches a customer who asked and confirmed; one who only asked gets nothing; the header’s one-click, signed out, stops every later one but never an order e-mail', async () => {
    const confirming = await registeredCustomer({ name: 'Adjoa Confirms' });
    const unconfirmed = await registeredCustomer({ name: 'Kojo Never Confirms' });
    for (const { customer } of [confirming, unconfirmed]) {
      const asked = await customer.call('PUT', '/account/offer-emails', { json: { wanted: true, from: 'account' } });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    }
    const confirmLink = linkIn(await waitForEmail(confirming.email, /^Confirm you want offers from /), '/offer-emails/confirm');
    const confirmed = await new Customer().call('POST', '/offer-emails/confirm', { json: { token: new URL(confirmLink).searchParams.get('token') } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);

    const first = `Double opt-in ${randomBytes(3).toString('hex')}`;
    await finished((await send(draft(first))).mailId);
    const offerEmail = await waitForEmail(confirming.email, new RegExp(first));
    expect(withSubject(await emailsTo(unconfirmed.email), first)).toHaveLength(0);

    // What a mail provider does with List-Unsubscribe-Post (RFC 8058): a form POST to the header's address, no cookie.
    const header = offerEmail.headers?.find((each) => each.name.toLowerCase() === 'list-unsubscribe')?.value ?? '';
    const oneClick = new URL(header.replace(/^<|>$/g, ''));
    const unsubscribed = await new Customer().call('POST', `${oneClick.pathname.replace(/^\/api/, '')}${oneClick.search}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(unsubscribed.status, JSON.stringify(unsubscribed.body)).toBe(200);

    const second = `After one click ${randomBytes(3).toString('hex')}`;
    await finished((await send(draft(second))).mailId);
    await waitForEmail(subscribed[0]!.email, new RegExp(second));
    expect(withSubject(await emailsTo(confirming.email), second)).toHaveLength(0);
    // Order e-mails are not marketing: a password reset (an account e-mail) still comes.
    const before = Date.now();
    await new Customer().call('POST', '/auth/forgot-password', { json: { email: confirming.email } });
    await waitForEmail(confirming.email, /Reset your/, { after: before - 1000 });
  });
});
