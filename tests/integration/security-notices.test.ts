/**
 * Security notices (docs/business-rules.md#email-change and #two-factor), over HTTP on the test stack with the SES
 * emulator's mailbox: an e-mail change tells the current address, whose holder can stop it by choosing a new password;
 * turning two-factor off takes the password again in the same request and e-mails the account.
 */
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { Customer } from '../fixtures/api.ts';
import { emailsTo, linkIn, waitForEmail } from '../fixtures/mailbox.ts';
import { newCustomerEmail, signedInCustomer } from '../fixtures/signed-in.ts';

const reenter = (customer: Customer, password: string) => customer.call('POST', '/users/authenticate', { json: { password } });

describe('an e-mail change', () => {
  it('tells the current address, and a new password chosen from it voids the change link', async () => {
    const { customer, email, password, userId } = await signedInCustomer({ name: 'Kwame Asare' });
    const newEmail = newCustomerEmail('moved');
    expect((await reenter(customer, password)).status).toBe(200);
    expect((await customer.call('PUT', '/users/email', { json: { email: newEmail } })).status).toBe(200);

    const notice = await waitForEmail(email, /e-mail address is being changed$/);
    expect(notice.body.text).toContain(`asked to change its e-mail address to ${newEmail}`);
    expect(notice.body.text).toContain('If this wasn’t you, choose a new password now: that cancels the change');
    const wasntMe = linkIn(notice, '/forgot-password');
    expect(wasntMe).toMatch(/\/spices\/forgot-password$/);

    // The holder follows it: a reset of the current address's password...
    const changeLink = linkIn(await waitForEmail(newEmail, /Verify your e-mail/), '/verify-email/');
    const before = Date.now();
    expect((await new Customer().call('POST', '/auth/forgot-password', { json: { email } })).status).toBe(200);
    const token = linkIn(await waitForEmail(email, /Reset your/, { after: before - 1000 }), '/reset-password/')
      .split('/')
      .at(-1)!;
    expect((await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token, password: 'a fresh passphrase for kwame' } })).status).toBe(
      200,
    );

    // ...and the change link no longer moves the account.
    const [, linkUser, linkToken] = changeLink.match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect((await new Customer().call('POST', '/auth/verify-email', { json: { userId: linkUser, token: linkToken } })).status).toBe(400);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password: 'a fresh passphrase for kwame' } })).status).toBe(200);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: newEmail, password: 'a fresh passphrase for kwame' } })).status).toBe(401);
  });

  it('tells the current address even when the new one has an account (no link goes there)', async () => {
    const taken = await signedInCustomer({ name: 'Taken Address' });
    const { customer, email, password } = await signedInCustomer({ name: 'Abena Boateng' });
    expect((await reenter(customer, password)).status).toBe(200);
    expect((await customer.call('PUT', '/users/email', { json: { email: taken.email } })).status).toBe(200);
    const notice = await waitForEmail(email, /e-mail address is being changed$/);
    expect(notice.body.text).toContain(taken.email);
  });
});

describe('two-factor', () => {
  it('off takes the password again in the same request, and e-mails the account', async () => {
    const { customer, email, password } = await signedInCustomer({ name: 'Efia Owusu' });
    expect((await reenter(customer, password)).status).toBe(200);
    const on = await customer.call<{ twoFactorEnabled: boolean }>('PUT', '/users/two-factor', { json: { enabled: true } });
    expect(on.body.twoFactorEnabled).toBe(true);

    // Within the 15 minutes of the re-entry all the same: no password, no change.
    const bare = await customer.call('PUT', '/users/two-factor', { json: { enabled: false } });
    expect(bare.status).toBe(400);
    expect(errorBodySchema.parse(bare.body).error.details).toEqual([
      { path: 'body.password', message: 'Enter your password to turn off two-step verification.' },
    ]);
    const wrong = await customer.call('PUT', '/users/two-factor', { json: { enabled: false, password: 'not my password at all' } });
    expect(wrong.status).toBe(401);
    expect(errorBodySchema.parse(wrong.body).error.details?.[0]?.path).toBe('body.password');
    const still = await customer.call<{ user: { twoFactorEnabled: boolean } }>('GET', '/auth/isLoggdIn');
    expect(still.body.user.twoFactorEnabled).toBe(true);
    expect((await emailsTo(email)).filter((mail) => /Two-step verification is off/.test(mail.subject))).toHaveLength(0);

    const off = await customer.call<{ twoFactorEnabled: boolean }>('PUT', '/users/two-factor', { json: { enabled: false, password } });
    expect(off.status).toBe(200);
    expect(off.body.twoFactorEnabled).toBe(false);
    // Sent by the API before it answered (no stream involved): it is in the mailbox now.
    const notice = (await emailsTo(email)).filter((mail) => /^Two-step verification is off for your /.test(mail.subject));
    expect(notice).toHaveLength(1);
    expect(notice[0]!.body.text).toContain('signing in now needs only your password');
    expect(linkIn(notice[0]!, '/forgot-password')).toMatch(/\/spices\/forgot-password$/);
  });
});
