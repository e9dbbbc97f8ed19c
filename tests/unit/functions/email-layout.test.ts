/**
 * Every e-mail the shop sends (tests/fixtures/email-samples.ts: made by the real domain functions
 * from long, realistic data): the text part carries every link and fact of the HTML, each link on
 * a line of its own; the HTML uses the one fluid layout a 375 px phone can hold. The rendering at
 * phone width is checked in a browser by tests/e2e/emails.spec.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { composeEmail, escapeHtml } from '../../../functions/src/platform/mail/email-message.ts';
import { emailSamples, type EmailSample } from '../../fixtures/email-samples.ts';

let samples: EmailSample[];
beforeAll(async () => {
  samples = await emailSamples();
});

const hrefs = (html: string) => [...html.matchAll(/<a\s[^>]*href="([^"]*)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
const tags = (html: string, name: string) => html.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? [];

describe('every e-mail the shop sends', () => {
  it('is in the samples: account, order, offer, quote and enquiry e-mails', () => {
    expect(samples.map((sample) => sample.name)).toEqual([
      'account-verify',
      'account-verify-new-address',
      'account-reset',
      'account-sign-in-code',
      'account-already-registered',
      'account-password-changed',
      'account-email-change-requested',
      'account-two-factor-off',
      'order-new-pickup',
      'order-new-booked-quote',
      'order-new-delivery',
      'order-received-pickup',
      'order-received-delivery',
      'order-received-pickup-code',
      'order-new-delivery-offer',
      'order-accepted-pickup',
      'order-ready-pickup',
      'order-ready-time-delivery',
      'order-out-for-delivery-delivery',
      'order-completed-pickup',
      'order-cancelled-delivery',
      'order-received-pickup-card-held',
      'order-received-pickup-card-verify',
      'order-refund-card',
      'offer-emails-confirm',
      'offer-email',
      'order-cancelled-by-customer-card',
      'order-cancelled-by-customer-owner',
      'order-given-up-owner',
      'quote-sent',
      'quote-revised',
      'quote-deposit-received',
      'quote-balance-link',
      'quote-balance-paid',
      'order-cancelled-catering-deposit-and-balance',
      'enquiry-catering',
      'enquiry-catering-acknowledgement',
      'enquiry-dish-request',
      'enquiry-dish-request-signed-in',
      'enquiry-dish-request-visitor-email',
      'enquiry-ingredients-request',
    ]);
  });

  it('has a text part with every link of the HTML, each on a line of its own, and every fact', () => {
    for (const { name, email, links, facts } of samples) {
      const lines = email.text.split('\n');
      expect(new Set(hrefs(email.html)), name).toEqual(new Set(links));
      for (const link of links) expect(lines, `${name}: ${link}`).toContain(link);
      for (const fact of facts) expect(email.text, `${name}: ${fact}`).toContain(fact);
    }
  });

  it('has the totals of each order in the text parts of the receipt and of the owner e-mail', () => {
    for (const name of ['order-new-pickup', 'order-new-delivery', 'order-received-pickup', 'order-received-delivery']) {
      const { text } = samples.find((sample) => sample.name === name)!.email;
      expect(text, name).toMatch(/^Subtotal: \$\d+\.\d\d$/m);
      expect(text, name).toMatch(/^Sales tax \(7\.9%\): \$\d+\.\d\d$/m);
      expect(text, name).toMatch(/^Tip: \$\d+\.\d\d$/m);
      expect(text, name).toMatch(/^Total: \$\d+\.\d\d$/m);
      expect(text.includes('Delivery fee: $4.99'), name).toBe(name.endsWith('delivery'));
      // Eight lines, each with its quantity and price.
      expect(text.match(/^• \d+ × .+ — \$\d+\.\d\d$/gm), name).toHaveLength(8);
    }
  });

  it('has the offer’s discount between the fee and the tax, as the site shows it, and the order without one has none', () => {
    const totalsOf = (name: string) =>
      samples
        .find((sample) => sample.name === name)!
        .email.text.split('\n')
        .filter((line) => /^(Subtotal|Delivery fee|Discount|Offer|Sales tax|Tip|Total)\b/.test(line))
        // The label, without its amount ('Offer: Free delivery over $60: −$4.99').
        .map((line) => line.replace(/: −?\$[\d,.]+$/, ''));
    expect(totalsOf('order-received-pickup-code')).toEqual(['Subtotal', 'Discount (WELCOME-BACK-AUTUMN-2026)', 'Sales tax (7.9%)', 'Tip', 'Total']);
    expect(totalsOf('order-new-delivery-offer')).toEqual(['Subtotal', 'Delivery fee', 'Offer: Free delivery over $60', 'Sales tax (7.9%)', 'Tip', 'Total']);
    expect(totalsOf('order-received-pickup')).toEqual(['Subtotal', 'Sales tax (7.9%)', 'Tip', 'Total']);
  });

  it('writes each order line and each of its customisations on a short line of its own', () => {
    for (const name of ['order-new-delivery', 'order-received-delivery']) {
      const { text } = samples.find((sample) => sample.name === name)!.email;
      const receipt = text.split('\n').filter((line) => /^(• \d+ × | {4}\S)/.test(line));
      expect(receipt.length, name).toBeGreaterThan(20);
      for (const line of receipt) expect(line.length, `${name}: ${line}`).toBeLessThanOrEqual(80);
    }
  });

  it('has a fluid HTML layout with no fixed width above 375 px', () => {
    for (const { name, email } of samples) {
      const { html } = email;
      expect(html, name).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(html, name).toMatch(/max-width:560px/);
      const widths = [...html.matchAll(/(?:[;"\s]|^)(?:min-)?width\s*[:=]\s*"?(\d+)(?:px)?/g)].map((match) => Number(match[1]));
      for (const width of widths) expect(width, name).toBeLessThanOrEqual(375);
      for (const table of tags(html, 'table')) {
        expect(table, name).toContain('width:100%');
        expect(table, name).toContain('table-layout:fixed');
      }
    }
  });

  it('makes every link a block-level button or a raw link that breaks anywhere', () => {
    for (const { name, email } of samples) {
      for (const anchor of tags(email.html, 'a')) {
        const style = /style="([^"]*)"/.exec(anchor)?.[1] ?? '';
        const button = style.includes('display:block');
        const raw = style.includes('word-break:break-all') && style.includes('overflow-wrap:anywhere');
        expect(button || raw, `${name}: ${anchor}`).toBe(true);
      }
      // Each button's link is also written out beneath it.
      const buttons = tags(email.html, 'a').filter((anchor) => anchor.includes('display:block')).length;
      const raws = tags(email.html, 'a').filter((anchor) => anchor.includes('word-break:break-all')).length;
      expect(raws, name).toBeGreaterThanOrEqual(buttons);
    }
  });

  it('escapes every value in the HTML, attributes included', () => {
    const hostile = '"><script>alert(1)</script>&';
    const email = composeEmail('a@example.com', hostile, hostile, [
      { paragraph: hostile },
      { heading: hostile },
      { facts: [[hostile, hostile]] },
      { list: [hostile] },
      { receipt: { items: [{ title: hostile, details: [hostile], amount: hostile }], totals: [{ label: hostile, amount: hostile }] } },
      { button: { label: hostile, url: `https://x.example/${hostile}` } },
      { link: { label: hostile, url: `https://x.example/${hostile}` } },
      { code: hostile },
    ]);
    expect(email.html).not.toContain('<script>');
    expect(email.html.split(escapeHtml(hostile)).length - 1).toBeGreaterThanOrEqual(14);
    expect(email.text.split(hostile).length - 1).toBeGreaterThanOrEqual(12);
  });
});
