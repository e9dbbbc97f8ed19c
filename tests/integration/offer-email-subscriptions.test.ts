/**
 * Who receives offer e-mails, over HTTP against the local host with the SES emulator's mailbox
 * (docs/business-rules.md#offer-e-mails-who-receives-them): asking e-mails a link, which confirms once, signed out;
 * an ask not confirmed receives nothing; at most one confirming e-mail in 10 minutes; the one-click unsubscribe
 * (RFC 8058's form body, no session) holds at once and counts once however often and however many at a time; a
 * forged token changes nothing; a GET never unsubscribes; "No thanks" on the thank-you page is kept.
 *
 * The day counts are checked on days of their own far in the future (the use cases take the clock), since other
 * files may subscribe customers today.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { offerEmailsAnswerSchema, type OfferEmailsAnswer } from '@functions/offers/contract/offer-mail-subscription';
import { errorBodySchema } from '@functions/platform/contract/error';
import { readOfferMailDays } from '../../functions/src/offers/store/offer-mail-days.ts';
import { subscribedUserIds } from '../../functions/src/offers/store/offer-mail-subscribers.ts';
import {
  changeOfferEmails,
  confirmLinkUsedMessage,
  confirmLinkVoidMessage,
  confirmOfferEmails,
  unsubscribeLinks,
  unsubscribeOfferEmails,
} from '../../functions/src/offers/use-cases/offer-mail-subscriptions.ts';
import { getUser } from '../../functions/src/platform/table/user-record.ts';
import { call, Customer } from '../fixtures/api.ts';
import { emailsTo, linkIn, mailboxUrl, waitForEmail, waitForEmailCount, type SentEmail } from '../fixtures/mailbox.ts';
import { signedInCustomer } from '../fixtures/signed-in.ts';

// The data module's own client (platform/table/client.ts) reads these at its first call, as it reads the Lambda environment;
// the use cases called here in-process send through the same SES emulator.
Object.assign(process.env, {
  AWS_ACCESS_KEY_ID: 'local',
  AWS_SECRET_ACCESS_KEY: 'local',
  AWS_REGION: 'us-east-1',
  TABLE_NAME: process.env.TABLE_NAME ?? 'spices',
  SES_ENDPOINT: new URL(mailboxUrl).origin,
  STAGE: 'test',
});

const confirmSubject = /^Confirm you want offers from /;

async function offerEmails(customer: Customer): Promise<OfferEmailsAnswer> {
  const answer = await customer.call('GET', '/account/offer-emails');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return offerEmailsAnswerSchema.parse(answer.body);
}

async function ask(customer: Customer, from: 'account' | 'order' = 'account'): Promise<OfferEmailsAnswer> {
  const answer = await customer.call('PUT', '/account/offer-emails', { json: { wanted: true, from } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return offerEmailsAnswerSchema.parse(answer.body);
}

/** The confirming link's token, from the newest confirming e-mail to the address. */
async function confirmToken(email: string): Promise<string> {
  const link = linkIn(await waitForEmail(email, confirmSubject), '/offer-emails/confirm');
  expect(link).toMatch(/\/spices\/offer-emails\/confirm\?token=/);
  return new URL(link).searchParams.get('token')!;
}

const tokenIn = (email: SentEmail) => new URL(linkIn(email, '/offer-emails/confirm')).searchParams.get('token')!;

/** A subscribed customer: asked and confirmed through the API. */
async function subscribedCustomer() {
  const signedIn = await signedInCustomer();
  await ask(signedIn.customer);
  const confirmed = await call('POST', '/offer-emails/confirm', { json: { token: await confirmToken(signedIn.email) } });
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
  return signedIn;
}

/** A unique day far ahead (its own count item), and an instant at its noon in the shop's time zone. */
function aDayOfItsOwn(): { day: string; at: Date } {
  const day = `${2090 + randomInt(40)}-0${1 + randomInt(9)}-${10 + randomInt(18)}`;
  return { day, at: new Date(`${day}T18:00:00Z`) };
}

async function countsOn(day: string) {
  return (await readOfferMailDays(day, day))[0] ?? { subscribed: 0, unsubscribed: 0 };
}

function oneClick(token: string, body = 'List-Unsubscribe=One-Click', contentType = 'application/x-www-form-urlencoded') {
  // As a mail provider's server sends it: no cookie, no Origin.
  return call('POST', `/offer-emails/unsubscribe?token=${encodeURIComponent(token)}`, { rawBody: body, headers: { 'content-type': contentType } });
}

describe('asking for offer e-mails', () => {
  it('e-mails a link that confirms once, signed out, and the customer is then subscribed', async () => {
    const { customer, email, userId } = await signedInCustomer({ name: 'Abena Offers' });
    expect(await offerEmails(customer)).toEqual({ status: 'none', email });

    const asked = await ask(customer);
    expect(asked).toMatchObject({ status: 'asked', email });
    const message = await waitForEmail(email, confirmSubject);
    expect(message.body.text).toContain('Hello Abena Offers,');
    expect(message.body.text).toContain('E-mails about your orders come either way.');
    const token = await confirmToken(email);

    const confirmed = await new Customer().call('POST', '/offer-emails/confirm', { json: { token } });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body).toEqual({ status: 'subscribed' });
    expect(await offerEmails(customer)).toMatchObject({ status: 'subscribed', email, askedAt: asked.askedAt });
    expect(await subscribedUserIds()).toContain(userId);

    const again = await new Customer().call('POST', '/offer-emails/confirm', { json: { token } });
    expect(again.status).toBe(400);
    expect(errorBodySchema.parse(again.body).error).toMatchObject({ code: 'VALIDATION', message: confirmLinkUsedMessage });
  });

  it('refuses an unknown or garbled link in the one error shape', async () => {
    for (const token of ['x'.repeat(43), 'not a token', 'a'.repeat(201)]) {
      const answer = await call('POST', '/offer-emails/confirm', { json: { token } });
      expect(answer.status, token).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.code).toBe('VALIDATION');
    }
  });

  it('leaves an unconfirmed ask asked, out of the subscribers, and sends at most one confirming e-mail in 10 minutes', async () => {
    const { customer, email, userId } = await signedInCustomer();
    const first = await ask(customer);
    const second = await ask(customer);
    expect(second).toEqual(first);
    expect(second.status).toBe('asked');
    expect(await subscribedUserIds()).not.toContain(userId);

    // Eleven minutes on (the use case takes the clock), asking again sends a fresh link for the same ask: the barrier
    // that shows the second ask above sent nothing.
    const later = new Date(Date.parse(first.linkSentAt!) + 11 * 60_000);
    const third = await changeOfferEmails((await getUser(userId))!, { wanted: true, from: 'account' }, later);
    expect(third).toMatchObject({ status: 'asked', askedAt: first.askedAt, linkSentAt: later.toISOString() });
    const sent = await waitForEmailCount(email, confirmSubject, 2);
    expect(sent).toHaveLength(2);
    expect((await emailsTo(email)).filter((each) => confirmSubject.test(each.subject))).toHaveLength(2);

    // Either link confirms the ask; the other then still works once, and changes nothing more.
    const [firstLink, secondLink] = sent.map(tokenIn);
    expect((await call('POST', '/offer-emails/confirm', { json: { token: secondLink } })).status).toBe(200);
    expect((await call('POST', '/offer-emails/confirm', { json: { token: firstLink } })).status).toBe(200);
    expect((await call('POST', '/offer-emails/confirm', { json: { token: firstLink } })).status).toBe(400);
  });

  it('counts a confirmation on its day once, and a link of an ask since stopped no longer confirms', async () => {
    const { customer, email, userId } = await signedInCustomer();
    // Asked twice, 11 minutes apart, on a day of its own (a link works 7 days from its ask): two links of one ask.
    const { day, at } = aDayOfItsOwn();
    const minutesOn = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
    await changeOfferEmails((await getUser(userId))!, { wanted: true, from: 'order' }, at);
    await changeOfferEmails((await getUser(userId))!, { wanted: true, from: 'order' }, minutesOn(11));
    const [first, second] = (await waitForEmailCount(email, confirmSubject, 2)).map(tokenIn);
    await confirmOfferEmails(first!, minutesOn(12));
    await expect(confirmOfferEmails(first!, minutesOn(12))).rejects.toThrow(confirmLinkUsedMessage);
    expect(await countsOn(day)).toMatchObject({ subscribed: 1, unsubscribed: 0 });

    // Stopped, then asked again: the unused link of the first ask is void, the new one confirms.
    await unsubscribeOfferEmails(userId, 'account', minutesOn(13));
    expect(await countsOn(day)).toMatchObject({ subscribed: 1, unsubscribed: 1 });
    await ask(customer);
    const fresh = tokenIn((await waitForEmailCount(email, confirmSubject, 3))[2]!);
    const voided = await call('POST', '/offer-emails/confirm', { json: { token: second } });
    expect(voided.status).toBe(400);
    expect(errorBodySchema.parse(voided.body).error.message).toBe(confirmLinkVoidMessage);
    expect((await call('POST', '/offer-emails/confirm', { json: { token: fresh } })).status).toBe(200);
    expect((await offerEmails(customer)).status).toBe('subscribed');
  });

  it('is for signed-in customers only', async () => {
    expect((await call('GET', '/account/offer-emails')).status).toBe(401);
    expect((await call('PUT', '/account/offer-emails', { json: { wanted: true, from: 'account' } })).status).toBe(401);
  });
});

describe('the thank-you page’s “No thanks”', () => {
  it('declines a customer never asked, and changes nobody else', async () => {
    const { customer } = await signedInCustomer();
    const declined = await customer.call('PUT', '/account/offer-emails', { json: { wanted: false, from: 'order' } });
    expect(offerEmailsAnswerSchema.parse(declined.body).status).toBe('declined');
    // From the account, the customer may still ask later.
    expect((await ask(customer)).status).toBe('asked');
    const again = await customer.call('PUT', '/account/offer-emails', { json: { wanted: false, from: 'order' } });
    expect(offerEmailsAnswerSchema.parse(again.body).status).toBe('asked');
  });
});

describe('unsubscribing', () => {
  it('by the one-click form POST, signed out, holds at once; repeated it answers the same', async () => {
    const { customer, userId } = await subscribedCustomer();
    const links = await unsubscribeLinks(userId);
    expect(links.oneClick).toMatch(/\/api\/offer-emails\/unsubscribe\?token=/);
    expect(links.page).toMatch(/\/spices\/offer-emails\/unsubscribe\?token=/);
    const token = new URL(links.oneClick).searchParams.get('token')!;

    const first = await oneClick(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(await subscribedUserIds()).not.toContain(userId);
    expect((await offerEmails(customer)).status).toBe('unsubscribed');
    const repeated = await oneClick(token);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual({ status: 'unsubscribed' });
  });

  it('takes the form as multipart too, and the page’s JSON', async () => {
    const { userId } = await subscribedCustomer();
    const token = new URL((await unsubscribeLinks(userId)).oneClick).searchParams.get('token')!;
    const boundary = 'spicesboundary';
    const multipart = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    expect((await oneClick(token, multipart, `multipart/form-data; boundary=${boundary}`)).status).toBe(200);
    expect(await subscribedUserIds()).not.toContain(userId);

    const page = await call('POST', `/offer-emails/unsubscribe?token=${token}`, { json: { from: 'page' } });
    expect(page.status).toBe(200);
    // A form that is not RFC 8058's, or no body at all, is refused.
    expect((await oneClick(token, 'List-Unsubscribe=Yes')).status).toBe(400);
    expect((await oneClick(token, 'List-Unsubscribe=One-Click', 'text/plain')).status).toBe(415);
  });

  it('five at once change and count once', async () => {
    const { customer, userId } = await subscribedCustomer();
    const token = new URL((await unsubscribeLinks(userId)).oneClick).searchParams.get('token')!;
    const answers = await Promise.all(Array.from({ length: 5 }, () => oneClick(token)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    expect((await offerEmails(customer)).status).toBe('unsubscribed');

    // The same five at once on a day of its own, in-process: one 'unsubscribed' on the day.
    const other = await subscribedCustomer();
    const { day, at } = aDayOfItsOwn();
    await Promise.all(Array.from({ length: 5 }, () => unsubscribeOfferEmails(other.userId, 'one-click', at)));
    expect(await countsOn(day)).toMatchObject({ unsubscribed: 1 });
    await unsubscribeOfferEmails(other.userId, 'complaint', at);
    expect(await countsOn(day)).toMatchObject({ unsubscribed: 1 });
  });

  it('refuses a forged token with a 400 and changes nothing; a GET leads to the page and unsubscribes nobody', async () => {
    const { customer, userId } = await subscribedCustomer();
    const token = new URL((await unsubscribeLinks(userId)).oneClick).searchParams.get('token')!;
    const [id, mac] = token.split('.') as [string, string];
    const forged = [`${id}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`, id, `${id}.`, token.slice(0, -5), 'nobody.x'];
    for (const each of forged) {
      const answer = await oneClick(each);
      expect(answer.status, each).toBe(400);
      expect(errorBodySchema.parse(answer.body).error.details?.[0]?.path).toBe('query.token');
    }
    // Another customer's token stops only theirs.
    const other = await subscribedCustomer();
    const othersToken = new URL((await unsubscribeLinks(other.userId)).oneClick).searchParams.get('token')!;
    expect((await oneClick(othersToken)).status).toBe(200);

    const opened = await call('GET', `/offer-emails/unsubscribe?token=${token}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\/spices\/offer-emails\/unsubscribe\?token=/);
    expect((await offerEmails(customer)).status).toBe('subscribed');
    expect(await subscribedUserIds()).toContain(userId);
    expect(await subscribedUserIds()).not.toContain(other.userId);
  });
});
