import { createHash, randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { errorBodySchema } from '@functions/platform/contract/error';
import { Customer, shopOrigin } from '../fixtures/api.ts';
import { failureWindowTestTimeout, startInOneFailureWindow } from '../fixtures/failure-window.ts';
import { emailsTo, linkIn, waitForEmail, waitForEmailCount, waitForEmailThat } from '../fixtures/mailbox.ts';

const table = DynamoDBDocumentClient.from(
  new DynamoDBClient({ region: 'us-east-1', endpoint: process.env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }),
);

const newEmail = () => `diner-${randomBytes(5).toString('hex')}@example.com`;
const goodPassword = 'jollof and plantain forever';

/** Registers, follows the verification link, and signs in. */
async function signedInCustomer(options: { email?: string; password?: string } = {}) {
  const customer = new Customer();
  const email = options.email ?? newEmail();
  const password = options.password ?? goodPassword;
  expect((await customer.call('POST', '/auth/register', { json: { name: 'Ama Mensah', email, password } })).status).toBe(201);
  const link = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/');
  const [, userId, token] = link.match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
  expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);
  const login = await customer.call<{ id: string }>('POST', '/auth/login', { json: { email, password } });
  expect(login.status).toBe(200);
  return { customer, email, password, userId: userId!, login };
}

describe('registration and e-mail verification', () => {
  it('registers and signs in at once, unverified; e-mails a link that verifies; a password sign-in elsewhere waits for it', async () => {
    const customer = new Customer();
    const email = newEmail();
    const registered = await customer.call<{ message: string; user: { id: string; name: string; emailVerified: boolean } }>('POST', '/auth/register', {
      json: { name: 'Kofi Boateng', email, password: goodPassword },
    });
    expect(registered.status).toBe(201);
    expect(registered.body.message).toMatch(/You’re signed in.*pay by card/);
    expect(registered.body.user).toMatchObject({ name: 'Kofi Boateng', email, emailVerified: false });
    // This browser's sign-up device value, and a session.
    expect(registered.cookies[0]).toMatch(/^spices_signup=[A-Za-z0-9_-]{43}; Path=\/api\/auth; HttpOnly; SameSite=Lax; Max-Age=1800$/);
    expect(registered.cookies[1]).toMatch(/^spices_session=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
    expect((await customer.call<{ user: { emailVerified: boolean } }>('GET', '/auth/isLoggdIn')).body.user.emailVerified).toBe(false);
    const mail = await waitForEmail(email, /Verify your e-mail/);

    // A correct password elsewhere before the address is verified signs nothing in: it e-mails a new link instead.
    const early = await new Customer().call('POST', '/auth/login', { json: { email, password: goodPassword } });
    expect(early.status).toBe(202);
    expect(early.body).toMatchObject({ verificationSent: true });
    expect(early.cookies.some((cookie) => cookie.startsWith('spices_session='))).toBe(false);

    expect(mail.body.text).toContain('/spices/users/');
    expect(mail.body.html).toContain('Verify my e-mail');
    const [, userId, token] = linkIn(mail, '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect(userId).toBe(registered.body.user.id);
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(400);
    expect((await customer.call<{ user: { emailVerified: boolean } }>('GET', '/auth/isLoggdIn')).body.user.emailVerified).toBe(true);

    const login = await new Customer().call<{ id: string; name: string; theme: string }>('POST', '/auth/login', { json: { email, password: goodPassword } });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ id: userId, name: 'Kofi Boateng', theme: 'device' });
    expect(login.cookies[0]).toMatch(/^spices_session=.+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+$/);
  });

  it('keeps an unverified account from two-step verification and an e-mail change, and resends its link at most 3 times in 15 minutes', async () => {
    const customer = new Customer();
    const email = newEmail();
    expect((await customer.call('POST', '/auth/register', { json: { name: 'Esi Owusu', email, password: goodPassword } })).status).toBe(201);
    await waitForEmail(email, /Verify your e-mail/);
    expect((await customer.call('POST', '/users/authenticate', { json: { password: goodPassword } })).status).toBe(200);
    const twoStep = await customer.call('PUT', '/users/two-factor', { json: { enabled: true } });
    expect(twoStep.status).toBe(403);
    expect(errorBodySchema.parse(twoStep.body).error.message).toMatch(/^Verify your e-mail address before turning on two-step verification/);
    const move = await customer.call('PUT', '/users/email', { json: { email: newEmail() } });
    expect(move.status).toBe(403);
    expect(errorBodySchema.parse(move.body).error.message).toMatch(/^Verify your e-mail address before changing it/);

    // "Resend the link": the same answer every time, a new link bound to this browser the first three times.
    const answers = [];
    for (let press = 0; press < 4; press++) answers.push(await customer.call<{ message: string }>('POST', '/auth/verification-link'));
    expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202]);
    expect(new Set(answers.map((answer) => answer.body.message)).size).toBe(1);
    // The last link (a resent one) verifies in this browser without the password.
    const links = await waitForEmailCount(email, /Verify your e-mail/, 4);
    expect(links).toHaveLength(4);
    const [, userId, token] = linkIn(links.at(-1)!, '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);
    expect((await customer.call('POST', '/auth/verification-link')).status).toBe(409);
    // Visitors have no link to resend.
    expect((await new Customer().call('POST', '/auth/verification-link')).status).toBe(401);
  });

  it('refuses short and very common passwords, and accepts long passphrases', async () => {
    const customer = new Customer();
    const short = await customer.call('POST', '/auth/register', { json: { name: 'A', email: newEmail(), password: 'short' } });
    expect(short.status).toBe(400);
    const common = await customer.call('POST', '/auth/register', { json: { name: 'A', email: newEmail(), password: 'password123' } });
    expect(common.status).toBe(400);
    expect(errorBodySchema.parse(common.body).error.message).toMatch(/too common/);
    const long = await customer.call('POST', '/auth/register', {
      json: { name: 'A', email: newEmail(), password: 'p'.repeat(40) + ' long passphrase with spaces' },
    });
    expect(long.status).toBe(201);
  });

  it('answers a verified address exactly as a new one: signed in to an account that can never take it, and the holder is told', async () => {
    const holder = await signedInCustomer();
    const fresh = await new Customer().call('POST', '/auth/register', { json: { name: 'Second', email: newEmail(), password: 'another good passphrase' } });
    const taken = new Customer();
    const second = await taken.call<{ message: string; user: { id: string; emailVerified: boolean } }>('POST', '/auth/register', {
      json: { name: 'Second', email: holder.email.toUpperCase(), password: 'another good passphrase' },
    });
    expect(second.status).toBe(fresh.status);
    expect(second.body.message).toBe((fresh.body as { message: string }).message);
    expect(second.body.user).toMatchObject({ emailVerified: false, email: holder.email });
    expect(second.body.user.id).not.toBe(holder.userId);
    // Both set a device cookie and a session of the same shape, so not even the cookies tell a taken address.
    const shape = (cookies: string[]) => cookies.map((cookie) => cookie.replace(/=[^;]+;/, '=…;'));
    expect(shape(second.cookies)).toEqual(shape(fresh.cookies));
    await waitForEmail(holder.email, /Your .* account/);
    expect((await emailsTo(holder.email)).filter((m) => /Verify your e-mail/.test(m.subject))).toHaveLength(1);
    // The address stays the holder's, who signs in as before; resending tells the holder again rather than sending a link.
    const claim = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${holder.email}`, sk: 'USER' } }));
    expect(claim.Item?.userId).toBe(holder.userId);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: holder.email, password: holder.password } })).status).toBe(200);
    expect((await taken.call('POST', '/auth/verification-link')).status).toBe(202);
    await waitForEmailCount(holder.email, /Your .* account/, 2);
    expect((await emailsTo(holder.email)).filter((m) => /Verify your e-mail/.test(m.subject))).toHaveLength(1);
  });

  it('never lets an unverified account keep an address from its owner: the owner registers, verifies, takes it, and the first account is signed out', async () => {
    const email = newEmail();
    // Someone who does not hold the mailbox registers the address first (and is signed in, unverified).
    const squatter = new Customer();
    const first = await squatter.call<{ user: { id: string } }>('POST', '/auth/register', {
      json: { name: 'Squatter', email, password: 'squatters own passphrase' },
    });
    expect(first.status).toBe(201);
    const squattersLink = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/');

    // The address's owner registers it too, from another browser, and follows the link sent for that registration.
    const owner = new Customer();
    const second = await owner.call<{ user: { id: string } }>('POST', '/auth/register', { json: { name: 'Real Owner', email, password: goodPassword } });
    expect(second.status).toBe(201);
    const ownersLink = (await waitForEmailCount(email, /Verify your e-mail/, 2))
      .map((mail) => linkIn(mail, '/verify-email/'))
      .find((link) => link.includes(second.body.user.id))!;
    const [, userId, token] = ownersLink.match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect((await owner.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);

    const claim = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${email}`, sk: 'USER' } }));
    expect(claim.Item?.userId).toBe(second.body.user.id);
    expect((await owner.call<{ user: { emailVerified: boolean } }>('GET', '/auth/isLoggdIn')).body.user.emailVerified).toBe(true);
    // The first account's session ended; its password no longer signs in with the address; its own link cannot take it back.
    expect((await squatter.call('GET', '/auth/isLoggdIn')).status).toBe(401);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password: 'squatters own passphrase' } })).status).toBe(401);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password: goodPassword } })).status).toBe(200);
    const [, squatterId, squatterToken] = squattersLink.match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    const back = await new Customer().call('POST', '/auth/verify-email', {
      json: { userId: squatterId, token: squatterToken, password: 'squatters own passphrase' },
    });
    expect(back.status).toBe(409);
    expect(errorBodySchema.parse(back.body).error.message).toMatch(/already has an account/);
    expect((await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${email}`, sk: 'USER' } }))).Item?.userId).toBe(
      second.body.user.id,
    );
  });

  it('gives the address to one account when two registrations with it race, and the other verifies only by taking it over', async () => {
    const email = newEmail();
    const answers = await Promise.all(
      ['Racer One', 'Racer Two'].map((name) =>
        new Customer().call<{ user: { id: string } }>('POST', '/auth/register', { json: { name, email, password: goodPassword } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    const ids = answers.map((answer) => answer.body.user.id);
    const claim = await table.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: `EMAIL#${email}`, sk: 'USER' } }));
    expect(ids).toContain(claim.Item?.userId);
    // Neither holder verified: each registration got its own link.
    const linked = (await waitForEmailCount(email, /Verify your e-mail/, 2)).map((mail) => linkIn(mail, '/verify-email/').match(/users\/([^/]+)\//)![1]);
    expect(linked.sort()).toEqual([...ids].sort());
  });
});

describe('the sign-up link signs in', () => {
  const tokenItemKey = (token: string) => ({ pk: `TOKEN#${createHash('sha256').update(token).digest('hex')}`, sk: 'verify-email' });

  /** Registers in `browser` and reads the sign-up link's user id and token from the e-mail. */
  async function registered(browser = new Customer(), email = newEmail()) {
    expect((await browser.call('POST', '/auth/register', { json: { name: 'Adwoa Sarpong', email, password: goodPassword } })).status).toBe(201);
    const [, userId, token] = linkIn(await waitForEmail(email, /Verify your e-mail/), '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    return { browser, email, userId: userId!, token: token! };
  }

  const sessionCookies = (cookies: string[]) => cookies.filter((cookie) => cookie.startsWith('spices_session='));

  it('in the browser that registered: once, with a session cookie and the device value cleared', async () => {
    const { browser, userId, token } = await registered();
    const verified = await browser.call<{ message: string; user: { id: string; name: string } }>('POST', '/auth/verify-email', { json: { userId, token } });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toMatchObject({ id: userId, name: 'Adwoa Sarpong' });
    expect(verified.cookies[0]).toMatch(/^spices_signup=; Path=\/api\/auth; .*Max-Age=0/);
    expect(sessionCookies(verified.cookies)).toHaveLength(1);
    expect((await browser.call<{ user: { id: string; emailVerified: boolean } }>('GET', '/auth/isLoggdIn')).body.user).toMatchObject({
      id: userId,
      emailVerified: true,
    });

    // Used twice: the second time does nothing, and says so.
    const again = await browser.call('POST', '/auth/verify-email', { json: { userId, token } });
    expect(again.status).toBe(400);
    expect(errorBodySchema.parse(again.body).error.message).toMatch(/already been used/);
    expect(again.cookies).toEqual([]);
  });

  it('elsewhere (a forwarded or intercepted link): no session without the password, and a wrong one counts', async () => {
    const { browser, userId, token } = await registered();
    const elsewhere = new Customer();
    const asked = await elsewhere.call('POST', '/auth/verify-email', { json: { userId, token } });
    expect(asked.status).toBe(403);
    expect(errorBodySchema.parse(asked.body).error.details?.[0]?.path).toBe('body.password');
    expect(asked.cookies).toEqual([]);
    // Another browser's device value is no better than none.
    const foreignDevice = `spices_signup=${randomBytes(32).toString('base64url')}`;
    expect((await new Customer().call('POST', '/auth/verify-email', { json: { userId, token }, headers: { cookie: foreignDevice } })).status).toBe(403);

    const wrong = await elsewhere.call('POST', '/auth/verify-email', { json: { userId, token, password: 'not the password at all' } });
    expect(wrong.status).toBe(401);
    expect(errorBodySchema.parse(wrong.body).error.details?.[0]?.path).toBe('body.password');
    expect(wrong.cookies).toEqual([]);
    // Neither used the link up: the address is still unverified, and the password finishes it here.
    const withPassword = await elsewhere.call<{ user: { id: string } }>('POST', '/auth/verify-email', { json: { userId, token, password: goodPassword } });
    expect(withPassword.status).toBe(200);
    expect(withPassword.body.user.id).toBe(userId);
    expect(sessionCookies(withPassword.cookies)).toHaveLength(1);
    // Then it is spent for the registering browser too.
    expect((await browser.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(400);
  });

  it('counts wrong passwords on a link towards the sign-in lockout', { timeout: failureWindowTestTimeout }, async () => {
    const { userId, token } = await registered();
    await startInOneFailureWindow();
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await new Customer().call('POST', '/auth/verify-email', { json: { userId, token, password: `guess number ${attempt}` } });
      expect(wrong.status).toBe(401);
    }
    expect((await new Customer().call('POST', '/auth/verify-email', { json: { userId, token, password: goodPassword } })).status).toBe(429);
  });

  it('after 30 minutes says it expired, signs nothing in, and a sign-in e-mails a new link bound to that browser', async () => {
    const { browser, email, userId, token } = await registered();
    const expiresAt = Math.floor(Date.now() / 1000) - 1;
    await table.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: tokenItemKey(token),
        UpdateExpression: 'SET expiresAt = :t',
        ExpressionAttributeValues: { ':t': expiresAt },
      }),
    );
    const expired = await browser.call('POST', '/auth/verify-email', { json: { userId, token } });
    expect(expired.status).toBe(400);
    expect(errorBodySchema.parse(expired.body).error.message).toMatch(/expired/);
    expect(expired.cookies).toEqual([]);

    // The offer of a new link: signing in with the password, in the browser that will open it.
    const before = Date.now();
    const laptop = new Customer();
    const resent = await laptop.call<{ message: string; verificationSent: boolean }>('POST', '/auth/login', { json: { email, password: goodPassword } });
    expect(resent.status).toBe(202);
    expect(resent.body.message).toMatch(/new link/);
    // The new link's e-mail, not the registration's: the mailbox keeps whole seconds, so both can be within `after`.
    const resentEmail = await waitForEmailThat(
      email,
      (mail) => /Verify your e-mail/.test(mail.subject) && mail.at * 1000 >= before - 1000 && !(mail.body.text ?? '').includes(token),
      'with a new verification link',
    );
    const [, , fresh] = linkIn(resentEmail, '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect(fresh).not.toBe(token);
    // Bound to the browser that asked for it, not to the one that registered.
    expect((await browser.call('POST', '/auth/verify-email', { json: { userId, token: fresh } })).status).toBe(403);
    const signedIn = await laptop.call('POST', '/auth/verify-email', { json: { userId, token: fresh } });
    expect(signedIn.status).toBe(200);
    expect(sessionCookies(signedIn.cookies)).toHaveLength(1);
  });

  it('works once when the same browser sends it twice at the same moment', async () => {
    const { browser, userId, token } = await registered();
    const answers = await Promise.all([1, 2].map(() => browser.call('POST', '/auth/verify-email', { json: { userId, token } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(answers.flatMap((answer) => sessionCookies(answer.cookies))).toHaveLength(1);
  });

  it('does not let a link for a new address of a signed-in account sign anyone in', async () => {
    const { customer, password } = await signedInCustomer();
    await customer.call('POST', '/users/authenticate', { json: { password } });
    const newAddress = newEmail();
    await customer.call('PUT', '/users/email', { json: { email: newAddress } });
    const [, userId, token] = linkIn(await waitForEmail(newAddress, /Verify your e-mail/), '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    const stranger = await new Customer().call<{ user?: unknown }>('POST', '/auth/verify-email', { json: { userId, token } });
    expect(stranger.status).toBe(200);
    expect(stranger.body.user).toBeUndefined();
    expect(stranger.cookies).toEqual([]);
  });

  it('only verifies an account with two-factor on: its sign-in still needs the code', async () => {
    const { browser, userId, token } = await registered();
    await table.send(
      new UpdateCommand({
        TableName: process.env.TABLE_NAME,
        Key: { pk: `USER#${userId}`, sk: 'PROFILE' },
        UpdateExpression: 'SET twoFactorEnabled = :on',
        ExpressionAttributeValues: { ':on': true },
      }),
    );
    // Registration's own session set aside: the link alone must not sign in an account with two-factor on.
    browser.cookie = '';
    const verified = await browser.call<{ message: string; user?: unknown }>('POST', '/auth/verify-email', { json: { userId, token } });
    expect(verified.status).toBe(200);
    expect(verified.body.user).toBeUndefined();
    expect(verified.body.message).toMatch(/code we e-mail you/);
    expect(sessionCookies(verified.cookies)).toEqual([]);
    expect((await browser.call('GET', '/auth/isLoggdIn')).status).toBe(401);
  });

  it('refuses a link for another account, and a token of the wrong shape, with a 400', async () => {
    const a = await registered();
    const b = await registered();
    expect((await a.browser.call('POST', '/auth/verify-email', { json: { userId: b.userId, token: a.token } })).status).toBe(400);
    expect((await a.browser.call('POST', '/auth/verify-email', { json: { userId: a.userId, token: 'x' } })).status).toBe(400);
    expect((await a.browser.call('POST', '/auth/verify-email', { json: { userId: a.userId, token: a.token, password: '' } })).status).toBe(400);
    // None of that used a's link.
    expect((await a.browser.call('POST', '/auth/verify-email', { json: { userId: a.userId, token: a.token } })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('refuses a tampered token, a token signed with alg none, and one signed with another secret', async () => {
    const { customer, userId } = await signedInCustomer();
    const [header, payload, signature] = customer.cookie.split('=')[1]!.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, sub: 'SOMEONEELSE' })).toString('base64url');
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    const foreign = await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(48)));
    for (const token of [`${header}.${tampered}.${signature}`, none, foreign]) {
      const answer = await new Customer().call('GET', '/auth/isLoggdIn', { headers: { cookie: `spices_session=${token}` } });
      expect(answer.status, token).toBe(401);
      expect(errorBodySchema.parse(answer.body).error.message).toBe('Token is not valid!');
    }
    expect((await customer.call<{ user: { id: string } }>('GET', '/auth/isLoggdIn')).body.user.id).toBe(userId);
  });

  it('answers 401 "Not logged in!" without a cookie', async () => {
    const answer = await new Customer().call('GET', '/auth/isLoggdIn');
    expect(answer.status).toBe(401);
    expect(errorBodySchema.parse(answer.body).error.message).toBe('Not logged in!');
  });

  it('ends the session at sign-out: the old cookie is refused afterwards', async () => {
    const { customer } = await signedInCustomer();
    const oldCookie = customer.cookie;
    const out = await customer.call('GET', '/auth/logout');
    expect(out.status).toBe(200);
    expect(out.cookies[0]).toMatch(/^spices_session=; .*Max-Age=0/);
    const replay = await new Customer().call('GET', '/auth/isLoggdIn', { headers: { cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it('issues a new token at every sign-in', async () => {
    const { customer, email, password, login } = await signedInCustomer();
    // Tokens carry their issue time in whole seconds: sign in again once the clock has passed the first one's second.
    const issuedAt = decodeJwt(login.cookies[0]!.split(';')[0]!.split('=')[1]!).iat!;
    await expect.poll(() => Math.floor(Date.now() / 1000), { timeout: 5_000, interval: 50 }).toBeGreaterThan(issuedAt);
    const again = await customer.call('POST', '/auth/login', { json: { email, password } });
    expect(again.cookies[0]).not.toBe(login.cookies[0]);
  });

  it('saves the theme of the signed-in user and refuses another user id in the payload', async () => {
    const { customer } = await signedInCustomer();
    const saved = await customer.call('PUT', '/users/theme', { json: { theme: 'dark' } });
    expect(saved.body).toEqual({ theme: 'dark' });
    const smuggled = await customer.call('PUT', '/users/theme', { json: { theme: 'light', userId: 'SOMEONEELSE' } });
    expect(smuggled.status).toBe(400);
    expect((await customer.call<{ user: { theme: string } }>('GET', '/auth/isLoggdIn')).body.user.theme).toBe('dark');
    expect((await new Customer().call('PUT', '/users/theme', { json: { theme: 'dark' } })).status).toBe(401);
  });
});

describe('brute force', () => {
  it('answers 429 with a retry time after ten wrong passwords for an account', { timeout: failureWindowTestTimeout }, async () => {
    const { email } = await signedInCustomer();
    await startInOneFailureWindow();
    for (let attempt = 1; attempt <= 10; attempt++) {
      // Each attempt from another address: the account's own counter is what trips.
      const wrong = await new Customer().call('POST', '/auth/login', { json: { email, password: `wrong guess ${attempt}` } });
      expect(wrong.status).toBe(401);
    }
    const locked = await new Customer().call('POST', '/auth/login', { json: { email, password: goodPassword } });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBodySchema.parse(locked.body).error.code).toBe('TOO_MANY_REQUESTS');
  });

  it('answers 429 after ten failures from one client address across accounts', { timeout: failureWindowTestTimeout }, async () => {
    await startInOneFailureWindow();
    const attacker = new Customer();
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await attacker.call('POST', '/auth/login', { json: { email: newEmail(), password: 'not this one' } })).status).toBe(401);
    }
    expect((await attacker.call('POST', '/auth/login', { json: { email: newEmail(), password: 'not this one' } })).status).toBe(429);
  });
});

describe('password recovery', () => {
  it('answers an unknown address exactly as a known one', async () => {
    const { email } = await signedInCustomer();
    const known = await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const unknown = await new Customer().call('POST', '/auth/forgot-password', { json: { email: newEmail() } });
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
  });

  it('resets with the e-mailed link once, does not sign in, and ends the old sessions', async () => {
    const { customer, email, userId } = await signedInCustomer();
    const oldCookie = customer.cookie;
    const before = Date.now();
    await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const link = linkIn(await waitForEmail(email, /Reset your/, { after: before - 1000 }), '/reset-password/');
    const token = link.split('/').at(-1)!;
    const reset = await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token, password: 'a brand new passphrase' } });
    expect(reset.status).toBe(200);
    expect(reset.cookies).toEqual([]);
    const again = await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token, password: 'yet another passphrase' } });
    expect(again.status).toBe(400);
    expect((await new Customer().call('GET', '/auth/isLoggdIn', { headers: { cookie: oldCookie } })).status).toBe(401);
    await waitForEmail(email, /password was changed/);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password: 'a brand new passphrase' } })).status).toBe(200);
  });

  it("refuses a reset token presented for another user's id", async () => {
    const a = await signedInCustomer();
    const b = await signedInCustomer();
    const before = Date.now();
    await new Customer().call('POST', '/auth/forgot-password', { json: { email: a.email } });
    const token = linkIn(await waitForEmail(a.email, /Reset your/, { after: before - 1000 }), '/reset-password/')
      .split('/')
      .at(-1)!;
    const crossed = await new Customer().call('POST', '/auth/reset-password', { json: { id: b.userId, token, password: 'hijacked passphrase' } });
    expect(crossed.status).toBe(400);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: b.email, password: b.password } })).status).toBe(200);
  });
});

describe('login and security changes', () => {
  it('needs the password re-entered before changing the name, then changes it', async () => {
    const { customer } = await signedInCustomer();
    const refused = await customer.call('PUT', '/users/name', { json: { name: 'Akosua' } });
    expect(refused.status).toBe(403);
    expect((await customer.call('POST', '/users/authenticate', { json: { password: 'not it at all' } })).status).toBe(401);
    const reentry = await customer.call<{ passwordEnteredTime: number }>('POST', '/users/authenticate', { json: { password: goodPassword } });
    expect(reentry.status).toBe(200);
    expect(Math.abs(reentry.body.passwordEnteredTime - Date.now())).toBeLessThan(60_000);
    const renamed = await customer.call<{ name: string }>('PUT', '/users/name', { json: { name: 'Akosua' } });
    expect(renamed.body.name).toBe('Akosua');
  });

  it('accepts a phone number valid for its country (US by default) and refuses others', async () => {
    const { customer } = await signedInCustomer();
    await customer.call('POST', '/users/authenticate', { json: { password: goodPassword } });
    const bad = await customer.call('PUT', '/users/phone', { json: { phone: '555-12' } });
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).error.details?.[0]?.message).toBe('Phone number must be valid');
    const good = await customer.call<{ phone: string }>('PUT', '/users/phone', { json: { phone: '(414) 555-0173' } });
    expect(good.body.phone).toBe('+14145550173');
  });

  it('moves the account to a new address only when the link sent there is followed', async () => {
    const { customer, email, password } = await signedInCustomer();
    const newAddress = newEmail();
    await customer.call('POST', '/users/authenticate', { json: { password } });
    expect((await customer.call('PUT', '/users/email', { json: { email: newAddress } })).status).toBe(200);
    expect((await customer.call<{ user: { email: string } }>('GET', '/auth/isLoggdIn')).body.user.email).toBe(email);
    const [, userId, token] = linkIn(await waitForEmail(newAddress, /Verify your e-mail/), '/verify-email/').match(/users\/([^/]+)\/verify-email\/([^/\s]+)/)!;
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token } })).status).toBe(200);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: newAddress, password } })).status).toBe(200);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password } })).status).toBe(401);
  });

  it('changes the password with the current one, ends the other sessions and keeps this one', async () => {
    const { customer, email } = await signedInCustomer();
    const elsewhere = new Customer();
    await elsewhere.call('POST', '/auth/login', { json: { email, password: goodPassword } });
    const wrong = await customer.call('PUT', '/users/password', { json: { currentPassword: 'nope nope nope', password: 'a new long passphrase' } });
    expect(wrong.status).toBe(401);
    const changed = await customer.call('PUT', '/users/password', { json: { currentPassword: goodPassword, password: 'a new long passphrase' } });
    expect(changed.status).toBe(200);
    expect((await customer.call('GET', '/auth/isLoggdIn')).status).toBe(200);
    expect((await elsewhere.call('GET', '/auth/isLoggdIn')).status).toBe(401);
    await waitForEmail(email, /password was changed/);
  });
});

describe('two-factor sign-in', () => {
  async function customerWithTwoFactor() {
    const signedIn = await signedInCustomer();
    await signedIn.customer.call('POST', '/users/authenticate', { json: { password: signedIn.password } });
    const on = await signedIn.customer.call<{ twoFactorEnabled: boolean }>('PUT', '/users/two-factor', { json: { enabled: true } });
    expect(on.body.twoFactorEnabled).toBe(true);
    return signedIn;
  }

  it('answers 201 {id, token} without a session and signs in with the e-mailed code, once', async () => {
    const { email, password, userId } = await customerWithTwoFactor();
    const customer = new Customer();
    const before = Date.now();
    const challenge = await customer.call<{ id: string; token: string }>('POST', '/auth/login', { json: { email, password } });
    expect(challenge.status).toBe(201);
    expect(challenge.body.id).toBe(userId);
    expect(challenge.cookies).toEqual([]);
    const code = (await waitForEmail(email, /sign-in code/, { after: before - 1000 })).subject.match(/(\d{6})$/)![1]!;
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await customer.call('POST', '/auth/two-factor', { json: { ...challenge.body, code: wrongCode } })).status).toBe(400);
    const done = await customer.call('POST', '/auth/two-factor', { json: { ...challenge.body, code } });
    expect(done.status).toBe(200);
    expect(customer.cookie).toMatch(/^spices_session=/);
    expect((await new Customer().call('POST', '/auth/two-factor', { json: { ...challenge.body, code } })).status).toBe(400);
  });

  it('does not let a password reset skip the code', async () => {
    const { email, userId } = await customerWithTwoFactor();
    const before = Date.now();
    await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const token = linkIn(await waitForEmail(email, /Reset your/, { after: before - 1000 }), '/reset-password/')
      .split('/')
      .at(-1)!;
    await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token, password: 'reset but still guarded' } });
    const login = await new Customer().call('POST', '/auth/login', { json: { email, password: 'reset but still guarded' } });
    expect(login.status).toBe(201);
  });

  it('answers 429 after ten wrong codes for an account', { timeout: failureWindowTestTimeout }, async () => {
    const { email, password } = await customerWithTwoFactor();
    await startInOneFailureWindow();
    const challenge = await new Customer().call<{ id: string; token: string }>('POST', '/auth/login', { json: { email, password } });
    for (let attempt = 0; attempt < 10; attempt++) {
      const code = String(100000 + attempt);
      expect((await new Customer().call('POST', '/auth/two-factor', { json: { ...challenge.body, code } })).status).toBe(400);
    }
    expect((await new Customer().call('POST', '/auth/two-factor', { json: { ...challenge.body, code: '999999' } })).status).toBe(429);
  });
});

describe('visits', () => {
  it('records a visit with the user from the session, never from the body', async () => {
    const { customer } = await signedInCustomer();
    const answer = await customer.call('POST', '/visits', { json: { userId: 'SOMEONEELSE', timestamp: new Date().toISOString() } });
    expect(answer.status).toBe(201);
    expect((await new Customer().call('POST', '/visits', { json: { userId: null, timestamp: 'yesterday' } })).status).toBe(400);
  });
});

describe('e-mailed links', () => {
  // A forged Origin is refused outright (bad-input.test.ts): these calls forge only the host the links could be built from.
  const forged = { 'x-forwarded-host': 'evil.example' };

  /** Waits for the `count`-th e-mail to the address with this subject, oldest first. */
  async function nthEmail(email: string, subject: RegExp, count: number) {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const found = (await emailsTo(email)).filter((mail) => subject.test(mail.subject));
      if (found.length >= count) return found.sort((a, b) => a.at - b.at)[count - 1]!;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`Fewer than ${count} e-mails to ${email} like ${subject}`);
  }

  it('point at the configured shop, whatever Host or X-Forwarded-Host the request forged', async () => {
    const { customer, email, password } = await signedInCustomer();
    expect((await new Customer().call('POST', '/auth/forgot-password', { json: { email }, headers: forged })).status).toBe(200);
    const reset = linkIn(await waitForEmail(email, /Reset your/), '/reset-password/');
    expect(reset.startsWith(`${shopOrigin}/spices/reset-password/`)).toBe(true);

    const newcomer = newEmail();
    expect(
      (await new Customer().call('POST', '/auth/register', { json: { name: 'Esi', email: newcomer, password: goodPassword }, headers: forged })).status,
    ).toBe(201);
    expect(linkIn(await waitForEmail(newcomer, /Verify your e-mail/), '/verify-email/').startsWith(`${shopOrigin}/spices/users/`)).toBe(true);

    expect((await new Customer().call('POST', '/auth/register', { json: { name: 'Esi', email, password: goodPassword }, headers: forged })).status).toBe(201);
    const taken = await waitForEmail(email, /Your .* account/);
    expect(linkIn(taken, '/forgot-password').startsWith(`${shopOrigin}/spices/`)).toBe(true);

    await customer.call('POST', '/users/authenticate', { json: { password } });
    const moved = newEmail();
    expect((await customer.call('PUT', '/users/email', { json: { email: moved }, headers: forged })).status).toBe(200);
    expect(linkIn(await waitForEmail(moved, /Verify your e-mail/), '/verify-email/').startsWith(`${shopOrigin}/spices/users/`)).toBe(true);

    for (const mail of await emailsTo(email)) expect(`${mail.body.text}${mail.body.html}`).not.toContain('evil.example');
  });

  it('stop working once the password is reset with a newer one, or changed', async () => {
    const { email, userId } = await signedInCustomer();
    await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const older = linkIn(await nthEmail(email, /Reset your/, 1), '/reset-password/')
      .split('/')
      .at(-1)!;
    await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const newer = linkIn(await nthEmail(email, /Reset your/, 2), '/reset-password/')
      .split('/')
      .at(-1)!;
    expect(newer).not.toBe(older);
    expect((await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token: newer, password: 'the newest passphrase' } })).status).toBe(
      200,
    );
    const stale = await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token: older, password: 'an attacker passphrase' } });
    expect(stale.status).toBe(400);
    expect((await new Customer().call('POST', '/auth/login', { json: { email, password: 'the newest passphrase' } })).status).toBe(200);

    // A password change voids a reset link sent before it, too.
    await new Customer().call('POST', '/auth/forgot-password', { json: { email } });
    const beforeChange = linkIn(await nthEmail(email, /Reset your/, 3), '/reset-password/')
      .split('/')
      .at(-1)!;
    const signedIn = new Customer();
    await signedIn.call('POST', '/auth/login', { json: { email, password: 'the newest passphrase' } });
    expect(
      (await signedIn.call('PUT', '/users/password', { json: { currentPassword: 'the newest passphrase', password: 'changed while signed in' } })).status,
    ).toBe(200);
    expect(
      (await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token: beforeChange, password: 'an attacker passphrase' } })).status,
    ).toBe(400);
  });

  it('move the account only by the latest e-mail-change link, and none after a password reset', async () => {
    const { customer, userId, password } = await signedInCustomer();
    await customer.call('POST', '/users/authenticate', { json: { password } });
    const first = newEmail();
    const second = newEmail();
    await customer.call('PUT', '/users/email', { json: { email: first } });
    const firstToken = linkIn(await waitForEmail(first, /Verify your e-mail/), '/verify-email/')
      .split('/')
      .at(-1)!;
    await customer.call('PUT', '/users/email', { json: { email: second } });
    const secondToken = linkIn(await waitForEmail(second, /Verify your e-mail/), '/verify-email/')
      .split('/')
      .at(-1)!;
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token: secondToken } })).status).toBe(200);
    // The older link would move the account back: it is void once the address changed.
    expect((await customer.call('POST', '/auth/verify-email', { json: { userId, token: firstToken } })).status).toBe(400);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: second, password } })).status).toBe(200);

    // A link requested by someone who had the session dies when the owner resets the password.
    const signedIn = new Customer();
    await signedIn.call('POST', '/auth/login', { json: { email: second, password } });
    await signedIn.call('POST', '/users/authenticate', { json: { password } });
    const attacker = newEmail();
    await signedIn.call('PUT', '/users/email', { json: { email: attacker } });
    const attackerToken = linkIn(await waitForEmail(attacker, /Verify your e-mail/), '/verify-email/')
      .split('/')
      .at(-1)!;
    await new Customer().call('POST', '/auth/forgot-password', { json: { email: second } });
    const resetToken = linkIn(await waitForEmail(second, /Reset your/), '/reset-password/')
      .split('/')
      .at(-1)!;
    expect(
      (await new Customer().call('POST', '/auth/reset-password', { json: { id: userId, token: resetToken, password: 'owner takes it back' } })).status,
    ).toBe(200);
    expect((await new Customer().call('POST', '/auth/verify-email', { json: { userId, token: attackerToken } })).status).toBe(400);
    expect((await new Customer().call('POST', '/auth/login', { json: { email: second, password: 'owner takes it back' } })).status).toBe(200);
  });
});
