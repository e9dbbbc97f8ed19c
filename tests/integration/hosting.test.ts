import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../../functions/src/config/security-headers.ts';
import { shopOrigin } from '../fixtures/api.ts';

const get = (path: string) => fetch(`${shopOrigin}${path}`, { redirect: 'manual' });

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

  it('compresses the site\'s text assets as CloudFront does', async () => {
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

  it('serves the dish artwork', async () => {
    const menu = (await (await get('/api/dishes')).json()) as { image: string }[];
    const response = await get(`/spices/${menu[0]!.image}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
