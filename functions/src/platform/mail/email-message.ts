/**
 * An e-mail with a plain-text and an HTML part, and the one layout every shop e-mail uses.
 *
 * Each e-mail is a list of blocks; both parts are made from the same blocks, so they say the same
 * thing. The HTML is fluid (at most 560 px wide, 100% below that, no fixed width a phone cannot
 * hold): buttons are block-level links whose label wraps, every raw link breaks anywhere, tables
 * are 100% wide with a fixed layout, and long words in customers' text wrap instead of widening the
 * page. The text part keeps each fact on its own short line and each link on a line of its own.
 * Every value is escaped in the HTML.
 */
import { business } from '../config/business.ts';

/** A header of the message's own (an offer e-mail's List-Unsubscribe and List-Unsubscribe-Post, RFC 8058). */
export type EmailHeader = { name: string; value: string };

export type EmailMessage = {
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  headers?: readonly EmailHeader[];
  /** The SES configuration set to send with (its event destination records opens and bounces); none for order e-mails. */
  configurationSet?: string;
};

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

export type Link = { label: string; url: string };
/** A labelled fact: ['Pickup', 'Tue, Nov 24, 5:15 p.m.']. */
export type Fact = readonly [label: string, value: string];
/** One row of a receipt: '2 × Jollof Rice', its details (size, spice, extras…) and its price. */
export type ReceiptItem = { title: string; details: readonly string[]; amount: string };
/** A labelled amount under the items; the last one (the total) is set in bold. */
export type ReceiptTotal = { label: string; amount: string };

export type Block =
  /** A sentence or a few. */
  | { paragraph: string }
  /** The title of a section. */
  | { heading: string }
  /** 'Label: value' lines, one fact each. */
  | { facts: readonly Fact[] }
  /** A bulleted list. */
  | { list: readonly string[] }
  /** The lines of an order with their prices, and the totals under them. */
  | { receipt: { items: readonly ReceiptItem[]; totals: readonly ReceiptTotal[] } }
  /** The e-mail's main action: a button, with its link written out beneath for clients that hide buttons. */
  | { button: Link }
  /** A further link, written out. */
  | { link: Link }
  /** A code to type, set large. */
  | { code: string };

/** A multi-line text (a customer's message, the shop's notes) as paragraphs, one a non-blank line, so its line breaks survive in the HTML part too. */
export const paragraphs = (text: string): Block[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((paragraph) => ({ paragraph }));

const colours = { page: '#fbf6ef', card: '#ffffff', ink: '#1f1a17', muted: '#5f5650', brand: '#b3261e', rule: '#e8dfd5' };
/** Breaks a raw link (or any unbroken run) anywhere, so it never widens the page. */
const breakAnywhere = 'word-break:break-all;overflow-wrap:anywhere';
const tableStyle = 'width:100%;table-layout:fixed;border-collapse:collapse';

const footerLines = [
  business.name,
  `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`,
  `${business.phone} · ${business.email}`,
];

// ---- the plain-text part -------------------------------------------------------------------

const indent = '    ';

function textOf(block: Block): string {
  if ('paragraph' in block) return block.paragraph;
  if ('heading' in block) return `${block.heading}\n${'-'.repeat(Math.min(block.heading.length, 60))}`;
  if ('facts' in block) return block.facts.map(([label, value]) => `${label}: ${value}`).join('\n');
  if ('list' in block) return block.list.map((item) => `• ${item}`).join('\n');
  if ('receipt' in block) {
    const items = block.receipt.items.map((item) => [`• ${item.title} — ${item.amount}`, ...item.details.map((detail) => `${indent}${detail}`)].join('\n'));
    const totals = block.receipt.totals.map((total) => `${total.label}: ${total.amount}`).join('\n');
    return [...items, totals].join('\n\n');
  }
  if ('button' in block) return `${block.button.label}:\n${block.button.url}`;
  if ('link' in block) return `${block.link.label}:\n${block.link.url}`;
  return block.code;
}

// ---- the HTML part -------------------------------------------------------------------------

const p = (html: string, style = '') => `<p style="margin:0 0 16px${style ? `;${style}` : ''}">${html}</p>`;

function rawLink(url: string): string {
  return `<a href="${escapeHtml(url)}" style="color:${colours.brand};${breakAnywhere}">${escapeHtml(url)}</a>`;
}

function receiptHtml({ items, totals }: { items: readonly ReceiptItem[]; totals: readonly ReceiptTotal[] }): string {
  const cell = `padding:8px 0;vertical-align:top;border-bottom:1px solid ${colours.rule}`;
  const amountCell = `${cell};width:84px;text-align:right;white-space:nowrap`;
  const rows = items.map(
    (item) =>
      `<tr><td style="${cell};padding-right:8px"><strong>${escapeHtml(item.title)}</strong>${item.details
        .map((detail) => `<br><span style="font-size:14px;color:${colours.muted}">${escapeHtml(detail)}</span>`)
        .join('')}</td><td style="${amountCell}">${escapeHtml(item.amount)}</td></tr>`,
  );
  const totalRows = totals.map((total, index) => {
    const last = index === totals.length - 1;
    const style = `padding:${last ? '10px' : '4px'} 0 0;${last ? 'font-weight:700;font-size:17px' : `color:${colours.muted}`}`;
    return `<tr><td style="${style};padding-right:8px">${escapeHtml(total.label)}</td><td style="${style};width:84px;text-align:right;white-space:nowrap">${escapeHtml(total.amount)}</td></tr>`;
  });
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${tableStyle};margin:0 0 20px">${[...rows, ...totalRows].join('')}</table>`;
}

function htmlOf(block: Block): string {
  if ('paragraph' in block) return p(escapeHtml(block.paragraph));
  if ('heading' in block) return `<h2 style="margin:24px 0 8px;font-size:17px;line-height:1.3;color:${colours.ink}">${escapeHtml(block.heading)}</h2>`;
  if ('facts' in block) {
    const facts = block.facts.map(
      ([label, value]) => `<p style="margin:0 0 6px"><span style="color:${colours.muted}">${escapeHtml(label)}:</span> ${escapeHtml(value)}</p>`,
    );
    return `<div style="margin:0 0 16px">${facts.join('')}</div>`;
  }
  if ('list' in block) {
    return `<ul style="margin:0 0 16px;padding:0 0 0 20px">${block.list.map((item) => `<li style="margin:0 0 4px">${escapeHtml(item)}</li>`).join('')}</ul>`;
  }
  if ('receipt' in block) return receiptHtml(block.receipt);
  if ('button' in block) {
    const { label, url } = block.button;
    const button = `<a href="${escapeHtml(url)}" style="display:block;box-sizing:border-box;width:100%;padding:12px 16px;background:${colours.brand};color:#ffffff;border-radius:8px;text-decoration:none;font-weight:700;text-align:center;line-height:1.3;overflow-wrap:anywhere">${escapeHtml(label)}</a>`;
    return `<div style="margin:0 0 8px">${button}</div>${p(`If the button does not work, open this link: ${rawLink(url)}`, `font-size:13px;color:${colours.muted}`)}`;
  }
  if ('link' in block) return p(`${escapeHtml(block.link.label)}: ${rawLink(block.link.url)}`);
  return p(escapeHtml(block.code), `font-size:28px;letter-spacing:6px;font-weight:700;font-family:ui-monospace,Menlo,Consolas,monospace;${breakAnywhere}`);
}

function layout(subject: string, greeting: string, blocks: readonly Block[], footnote: readonly Block[]): string {
  const body = [p(escapeHtml(greeting)), ...blocks.map(htmlOf)].join('');
  const footer = footerLines.map(escapeHtml).join('<br>');
  const note = footnote.map(htmlOf).join('');
  return [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:0;background:${colours.page};-webkit-text-size-adjust:100%">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="${tableStyle};background:${colours.page}"><tr><td style="padding:16px 8px">`,
    `<div style="box-sizing:border-box;width:100%;max-width:560px;margin:0 auto;padding:24px 20px;background:${colours.card};border-radius:12px;`,
    `font-family:system-ui,-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:${colours.ink};overflow-wrap:anywhere;word-break:break-word">`,
    `<h1 style="margin:0 0 20px;font-size:20px;line-height:1.3;color:${colours.brand}">${escapeHtml(business.name)}</h1>`,
    body,
    `<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid ${colours.rule};font-size:12px;line-height:1.5;color:${colours.muted}">${footer}</p>`,
    note ? `<div style="margin:12px 0 0;font-size:12px;line-height:1.5;color:${colours.muted}">${note}</div>` : '',
    '</div></td></tr></table></body></html>',
  ].join('');
}

/** What only some e-mails carry: blocks under the shop's address (an offer e-mail's postal address and unsubscribe link), and headers. */
export type EmailExtras = { footnote?: readonly Block[]; headers?: readonly EmailHeader[] };

/** Builds both parts from the same blocks, so the text and HTML versions say the same thing. */
export function composeEmail(
  to: string,
  subject: string,
  greeting: string,
  blocks: readonly Block[],
  replyTo?: string,
  extras: EmailExtras = {},
): EmailMessage {
  const footnote = extras.footnote ?? [];
  const text = [greeting, ...blocks.map(textOf), ['—', ...footerLines].join('\n'), ...footnote.map(textOf)].join('\n\n');
  return {
    to,
    subject,
    text,
    html: layout(subject, greeting, blocks, footnote),
    ...(replyTo ? { replyTo } : {}),
    ...(extras.headers?.length ? { headers: extras.headers } : {}),
  };
}
