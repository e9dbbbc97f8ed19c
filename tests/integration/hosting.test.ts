import { mkdtempSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalServer } from '../../functions/local/server.ts';
import { contentSecurityPolicyFor } from '../../functions/src/pages/contract/security-headers.ts';
import { speculationRulesContentType, speculationRulesHeader } from '../../functions/src/pages/contract/speculation-rules.ts';
import { shopOrigin } from '../fixtures/api.ts';

const get = (path: string) => fetch(`${shopOrigin}${path}`, { redirect: 'manual' });

/**
 * The local host's policy: the shared one, with s3rver's origin for the owner's photo uploads (S3_ENDPOINT) and the local
 * push service's, where the kitchen's page takes its alert subscription (PUSH_URL).
 */
const contentSecurityPolicy = contentSecurityPolicyFor({
  recaptcha: false,
  mediaUploadOrigin: process.env.S3_ENDPOINT,
  localPushOrigin: new URL(process.env.PUSH_URL ?? 'http://127.0.0.1:8809/').origin,
});

function expectSecurityHeaders(headers: Headers) {
  expect(headers.get('content-security-policy')).toBe(contentSecurityPolicy);
  expect(headers.get('content-security-policy')).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('the local host', () => {
  it('redirects / to /spices/', async () => {
    const response = await get('/');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/spices/');
    expectSecurityHeaders(response.headers);
  });

  it('serves the built site under /spices/ with the security headers', async () => {
    const response = await get('/spices/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
    expectSecurityHeaders(response.headers);
  });

  it("falls back to the site's index.html for app routes", async () => {
    const response = await get('/spices/menu/Jollof-Rice');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it("answers an address the app has no route for with status 404 and the app's shell, which shows the not-found page", async () => {
    const shell = await (await get('/spices/account/orders')).text();
    expect(shell).toContain('<div id="root"></div>');
    // An unknown dish is an unknown address: every dish of the menu is a pre-rendered page.
    for (const path of ['/spices/no-such-page', '/spices/menu/No-Such-Dish', '/spices/order/schedule/extra', '/spices/menu/%E0%A4%A']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toContain('text/html');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text(), path).toBe(shell);
      expectSecurityHeaders(response.headers);
    }
    // The app's routes, with parameters too, and the pre-rendered pages are 200.
    for (const path of [
      '/spices/account/orders',
      '/spices/kitchen/menu/jollof-rice',
      '/spices/login/two-factor/a/b',
      '/spices/menu/Jollof-Rice',
      '/spices/menu/',
    ]) {
      expect((await get(path)).status, path).toBe(200);
    }
  });

  it("compresses the site's text assets as CloudFront does", async () => {
    const html = await (await get('/spices/')).text();
    const script = html.match(/src="(\/spices\/assets\/[^"]+\.js)"/)![1]!;
    const response = await fetch(`${shopOrigin}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 for a missing file rather than the app', async () => {
    expect((await get('/spices/assets/no-such-file.js')).status).toBe(404);
  });

  it('does not serve files outside the site', async () => {
    const response = await get('/spices/..%2f..%2fpackage.json');
    expect(response.status).toBe(404);
  });

  it('sends the security headers on API answers too', async () => {
    const response = await get('/api/dishes');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response.headers);
    expect(response.headers.get('content-type')).toContain('application/json');
  });

  it('names the Speculation Rules on the pages, and serves them with the content type a browser requires', async () => {
    // A structured-field string: the address in quotes.
    expect(speculationRulesHeader['speculation-rules']).toBe('"/spices/speculation-rules.json"');
    for (const path of ['/spices/', '/spices/menu', '/spices/menu/Jollof-Rice', '/spices/contact', '/spices/no-such-page']) {
      expect((await get(path)).headers.get('speculation-rules'), path).toBe(speculationRulesHeader['speculation-rules']);
    }
    const rules = await get(JSON.parse(speculationRulesHeader['speculation-rules']) as string);
    expect(rules.status).toBe(200);
    expect(rules.headers.get('content-type')).toBe(speculationRulesContentType);
    expect(speculationRulesContentType).toBe('application/speculationrules+json');
    // Prefetch a dish page when the visitor points at its link (docs/architecture.md#speculation-rules).
    expect(await rules.json()).toEqual({ prefetch: [{ source: 'document', where: { href_matches: '/spices/menu/*' }, eagerness: 'moderate' }] });
  });

  it('serves the dish artwork', async () => {
    const menu = (await (await get('/api/dishes')).json()) as { image: string }[];
    const response = await get(`/spices/${menu[0]!.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });

  it("caches the dish art's hashed renditions for good, and asks again for index.html", async () => {
    const menu = (await (await get('/api/dishes')).json()) as { image: string }[];
    const image = menu[0]!.image;
    expect(image).toMatch(/^Images\/dishes\/[a-z0-9-]+\.[0-9a-f]{8}-960\.webp$/);
    const webp = await get(`/spices/${image}`);
    expect(webp.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = await get(`/spices/${image.replace(/-960\.webp$/, '-320.avif')}`);
    expect(avif.status).toBe(200);
    expect(avif.headers.get('content-type')).toBe('image/avif');
    expect(avif.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    for (const page of ['/spices/', '/spices/index.html', '/spices/menu']) {
      const response = await get(page);
      expect(response.headers.get('cache-control'), page).toBe('no-cache');
      expect(response.headers.get('etag'), page).toBeTruthy();
      expect(response.headers.get('last-modified'), page).toBeTruthy();
    }
  });

  it("answers 304 when the browser's copy of a file is current, and the file when it is not", async () => {
    const first = await get('/spices/');
    const etag = first.headers.get('etag')!;
    const lastModified = first.headers.get('last-modified')!;

    const byTag = await fetch(`${shopOrigin}/spices/`, { headers: { 'if-none-match': etag } });
    expect(byTag.status).toBe(304);
    expect(byTag.headers.get('etag')).toBe(etag);
    expect(await byTag.text()).toBe('');
    const byDate = await fetch(`${shopOrigin}/spices/`, { headers: { 'if-modified-since': lastModified } });
    expect(byDate.status).toBe(304);

    const changed = await fetch(`${shopOrigin}/spices/`, { headers: { 'if-none-match': 'W/"0-0"' } });
    expect(changed.status).toBe(200);
    expect(await changed.text()).toContain('<div id="root">');
    const older = await fetch(`${shopOrigin}/spices/`, { headers: { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() } });
    expect(older.status).toBe(200);
  });
});

/** A GET whose bytes arrive as sent (fetch would decode them), with the Accept-Encoding given. */
function rawGet(path: string, acceptEncoding: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const sent = httpGet(`${shopOrigin}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
  });
}

describe('the local host compressing API answers', () => {
  it('answers GET /api/dishes in br and in gzip, each decoding to exactly the JSON of the uncompressed answer', async () => {
    // Other test files add and change dishes meanwhile: compare answers read while the menu stood still.
    for (let attempt = 1; ; attempt++) {
      const identity = await rawGet('/api/dishes', 'identity');
      const br = await rawGet('/api/dishes', 'gzip, deflate, br');
      const gzip = await rawGet('/api/dishes', 'gzip');
      const again = await rawGet('/api/dishes', 'identity');
      if (!again.body.equals(identity.body) && attempt < 5) continue;
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.length).toBeGreaterThan(1024);
      expect(() => JSON.parse(identity.body.toString('utf8'))).not.toThrow();
      for (const [answer, encoding, decode] of [
        [br, 'br', brotliDecompressSync],
        [gzip, 'gzip', gunzipSync],
      ] as const) {
        expect(answer.status).toBe(200);
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers.vary).toMatch(/accept-encoding/i);
        expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
        expect(answer.body.length).toBeLessThan(identity.body.length / 2);
        expect(decode(answer.body).toString('utf8')).toBe(identity.body.toString('utf8'));
      }
      return;
    }
  });

  it('honours a coding refused with q=0, whatever else the header says', async () => {
    expect((await rawGet('/api/dishes', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await rawGet('/api/dishes', 'BR;Q=0.0, gzip;q=0, identity')).headers['content-encoding']).toBeUndefined();
    expect((await rawGet('/spices/', 'br;q=0.5, gzip;q=0')).headers['content-encoding']).toBe('br');
    const flood = await rawGet('/api/dishes', 'x,'.repeat(4000));
    expect(flood.status).toBe(200);
    expect(flood.headers['content-encoding']).toBeUndefined();
  });

  it('sends answers under 1 KB as they are', async () => {
    const small = await rawGet('/api/search/menu?query=no-such-dish-anywhere', 'br, gzip');
    expect(small.status).toBe(200);
    expect(small.body.toString('utf8')).toBe('[]');
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('the local host keeps one origin', () => {
  /** The stack's own address by another host name: 127.0.0.1 for localhost. */
  const otherHost = shopOrigin.replace('//localhost:', '//127.0.0.1:');

  it('sends a request by another host name to SITE_ORIGIN, path and query kept (308, before anything else)', async () => {
    expect(otherHost).not.toBe(shopOrigin);
    for (const path of ['/spices/dishes/jollof-rice?from=email&x=%C3%A9', '/', '/spices/no-such-page', '/api/shop/status']) {
      const response = await fetch(`${otherHost}${path}`, { redirect: 'manual' });
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(`${shopOrigin}${path}`);
      expectSecurityHeaders(response.headers);
    }
    // A POST keeps its method through a 308, and is not handled on the other name (no session is made there).
    const posted = await fetch(`${otherHost}/api/auth/login`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
      redirect: 'manual',
    });
    expect(posted.status).toBe(308);
    expect(posted.headers.get('location')).toBe(`${shopOrigin}/api/auth/login`);
    expect(posted.headers.get('set-cookie')).toBeNull();
    // Followed, the browser lands on the page at SITE_ORIGIN.
    const followed = await fetch(`${otherHost}/spices/`);
    expect(followed.status).toBe(200);
    expect(followed.url).toBe(`${shopOrigin}/spices/`);
  });

  it('serves SITE_ORIGIN itself as before', async () => {
    expect((await get('/spices/')).status).toBe(200);
    expect((await get('/api/shop/status')).status).toBe(200);
  });
});

describe('the local host with a slow client', () => {
  const timeouts = { headersMs: 400, requestMs: 1_000 };
  let server: Server;
  let port: number;

  beforeAll(async () => {
    server = createLocalServer({ siteDir: mkdtempSync(join(tmpdir(), 'spices-site-')), timeouts });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** Opens a connection, sends `start`, then trickles a byte now and then; resolves with what the server answered once it hung up (rejects if it has not within 10 s). */
  function trickle(start: string): Promise<{ answer: string; closedAfterMs: number }> {
    return new Promise((resolve, reject) => {
      const opened = Date.now();
      const socket = connect(port, '127.0.0.1', () => socket.write(start));
      const drip = setInterval(() => socket.writable && socket.write('x'), 150);
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(drip);
        resolve({ answer, closedAfterMs: Date.now() - opened });
      });
      setTimeout(() => {
        clearInterval(drip);
        socket.destroy();
        reject(new Error('the server kept the slow connection open'));
      }, 10_000);
    });
  }

  it('cuts a request whose headers never finish', async () => {
    // The server hangs up (trickle fails if it is still open after 10 s): that it does, not how fast, is the check.
    const { answer } = await trickle('GET /api/dishes HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts a request whose body never finishes', async () => {
    const { answer } = await trickle('POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{');
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer)).toBe(true);
  });
});
