/** An e-mail with a plain-text and an HTML part, and the one layout every shop e-mail uses. */
import { business } from '../../config/business.ts';

export type EmailMessage = { to: string; replyTo?: string; subject: string; text: string; html: string };

export function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

type Block = { paragraph: string } | { button: { label: string; url: string } } | { code: string };

/** Builds both parts from the same blocks, so the text and HTML versions say the same thing. */
export function composeEmail(to: string, subject: string, greeting: string, blocks: Block[], replyTo?: string): EmailMessage {
  const textBlocks = blocks.map((block) =>
    'paragraph' in block ? block.paragraph : 'button' in block ? `${block.button.label}: ${block.button.url}` : block.code,
  );
  const footer = `${business.name} · ${business.phone} · ${business.email}`;
  const text = [greeting, ...textBlocks, '—', footer].join('\n\n');
  const htmlBlocks = blocks
    .map((block) => {
      if ('paragraph' in block) return `<p style="margin:0 0 16px">${escapeHtml(block.paragraph)}</p>`;
      if ('code' in block)
        return `<p style="margin:0 0 16px;font-size:28px;letter-spacing:6px;font-weight:700">${escapeHtml(block.code)}</p>`;
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.button.url)}" style="display:inline-block;padding:12px 20px;background:#b3261e;color:#fff;border-radius:999px;text-decoration:none;font-weight:700">${escapeHtml(block.button.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555">Or open this link: ${escapeHtml(block.button.url)}</p>`;
    })
    .join('');
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#fbf6ef;font-family:system-ui,sans-serif;color:#1f1a17"><div style="max-width:560px;margin:0 auto;background:#fff;border-radius:12px;padding:28px"><h1 style="margin:0 0 20px;font-size:20px;color:#b3261e">${escapeHtml(business.name)}</h1><p style="margin:0 0 16px">${escapeHtml(greeting)}</p>${htmlBlocks}<p style="margin:24px 0 0;font-size:12px;color:#666">${escapeHtml(footer)}</p></div></body></html>`;
  return { to, subject, text, html, ...(replyTo ? { replyTo } : {}) };
}
