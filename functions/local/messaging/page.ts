/**
 * The local messaging service's page, `GET /` (docs/local-messaging.md#its-page): a reply form per recent customer
 * number, the numbers on the opt-out list, and every text, call and reply in one list, newest first, like a phone's
 * inbox. Plain HTML, inline CSS, no script, everything sent escaped; readable from 375 px wide; marked as the local
 * stand-in so nobody takes it for a real phone.
 */
import type { ServerResponse } from 'node:http';
import type { InboundText, MessagingRecords, OptedOutNumber, PlacedCall, SentText } from './store.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
.banner{margin:0;background:#fff1b8;color:#3b2f00;border-bottom:2px solid #a07d00;padding:.75rem 1rem;text-align:center}
main{max-width:40rem;margin:0 auto;padding:1rem 1rem 2.5rem}
h1{font-size:1.5rem;margin:.5rem 0}
.summary{color:#4b5563;margin:0 0 1rem}
ol{list-style:none;margin:0;padding:0}
li{background:#fff;border:1px solid #d5d8de;border-left-width:6px;border-radius:.75rem;padding:.875rem 1rem;margin-top:.75rem}
li.text{border-left-color:#1d4ed8}
li.call{border-left-color:#047857}
li.reply{border-left-color:#a21caf}
.head{display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;margin:0}
.kind{font-weight:700;text-transform:uppercase;font-size:.8125rem;letter-spacing:.04em}
.who{font-weight:600;overflow-wrap:anywhere}
time,.meta{color:#4b5563;font-size:.875rem}
.body{margin:.5rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
dl{margin:.5rem 0 0;display:grid;grid-template-columns:auto 1fr;gap:0 .75rem;font-size:.875rem;color:#374151}
dt{font-weight:600}
dd{margin:0;overflow-wrap:anywhere}
a{color:#1d4ed8}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
h2{font-size:1.125rem;margin:1.25rem 0 .5rem}
form.reply{background:#fff;border:1px solid #d5d8de;border-radius:.75rem;padding:.75rem 1rem;margin-top:.5rem}
form.reply label{display:block;font-weight:600;overflow-wrap:anywhere}
textarea{display:block;width:100%;min-height:3rem;margin:.375rem 0;font:inherit;padding:.5rem;border:1px solid #6b7280;border-radius:.5rem}
button{font:inherit;font-weight:600;padding:.5rem 1.25rem;min-height:2.75rem;border:0;border-radius:.5rem;background:#a21caf;color:#fff;cursor:pointer}
ul.opted-out{margin:0;padding-left:1.25rem}
`;

/** How many of the most recently texted numbers get a reply form. */
const replyFormCount = 5;

/**
 * The page's headers: nothing loads from elsewhere, no other site may frame it, its forms post only to itself.
 * Referrer-Policy same-origin, not no-referrer: a browser sends `Origin: null` with a form posted under no-referrer,
 * and the reply form is taken only when it names the page's own origin (control.ts).
 */
export function sendPage(response: ServerResponse, status: number, html: string): void {
  response.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': String(Buffer.byteLength(html)),
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
  });
  response.end(html);
}

function htmlDocument(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Local messaging</title>
<style>${styles}</style>
</head>
<body>
<p class="banner" role="note"><strong>Local test stand-in for AWS End User Messaging SMS and voice.</strong> Nothing here reached a phone.</p>
<main>
${content}
</main>
</body>
</html>
`;
}

/** What a refused or failed reply form answers, with the way back. */
export function replyResultPage(title: string, detail: string): string {
  return htmlDocument(title, `<h1>${escapeHtml(title)}</h1>\n<p class="body">${escapeHtml(detail)}</p>\n<p><a href="/">Back to the texts</a></p>`);
}

/** One form per customer the shop texted lately (newest first), replying to the number that texted them. */
function replyForms(texts: SentText[]): string {
  const latest = new Map<string, SentText>();
  for (const text of texts) if (!latest.has(text.to) && latest.size < replyFormCount) latest.set(text.to, text);
  const forms = [...latest.values()].map(
    (text, index) => `<form class="reply" method="post" action="/_control/reply-form">
<input type="hidden" name="from" value="${escapeHtml(text.to)}">
<input type="hidden" name="to" value="${escapeHtml(text.from)}">
<label for="reply-${index}">Reply as ${escapeHtml(text.to)}</label>
<textarea id="reply-${index}" name="body" rows="2" maxlength="1600" required></textarea>
<button type="submit">Send</button>
</form>`,
  );
  return forms.length ? `<h2>Reply as a customer</h2>\n${forms.join('\n')}` : '';
}

function optedOutList(numbers: OptedOutNumber[]): string {
  if (!numbers.length) return '';
  const items = numbers.map((entry) => `<li>${escapeHtml(entry.number)} <span class="meta">since ${escapeHtml(entry.at)}</span></li>`);
  return `<h2>Opted out (Default list)</h2>\n<ul class="opted-out">\n${items.join('\n')}\n</ul>`;
}

type Entry = { kind: 'text'; record: SentText } | { kind: 'call'; record: PlacedCall } | { kind: 'reply'; record: InboundText };

function details(pairs: [string, string | undefined][], context: Record<string, string> | undefined): string {
  const rows = [...pairs, ...Object.entries(context ?? {}).map(([key, value]): [string, string] => [`context ${key}`, value])]
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return rows ? `<dl>${rows}</dl>` : '';
}

function item(entry: Entry): string {
  const { record } = entry;
  const time = `<time datetime="${escapeHtml(record.at)}">${escapeHtml(new Date(record.at).toLocaleString('en-US', { timeZone: 'UTC' }))} UTC</time>`;
  const who = entry.kind === 'reply' ? `from ${record.from} to ${record.to}` : `to ${record.to} from ${record.from}`;
  const label = { text: 'Text', call: 'Call', reply: 'Reply' }[entry.kind];
  const extra =
    entry.kind === 'text'
      ? details(
          [
            ['type', entry.record.messageType],
            ['configuration set', entry.record.configurationSet],
          ],
          entry.record.context,
        )
      : entry.kind === 'call'
        ? details(
            [
              ['voice', `${entry.record.voice} (${entry.record.textType})`],
              ['configuration set', entry.record.configurationSet],
            ],
            entry.record.context,
          )
        : '';
  return `<li class="${entry.kind}" id="${escapeHtml(record.id)}">
<p class="head"><span class="kind">${label}</span><span class="who">${escapeHtml(who)}</span>${time}</p>
<p class="body">${escapeHtml(record.body)}</p>
${extra}<p class="meta">MessageId ${escapeHtml(record.id)}</p>
</li>`;
}

/** The page for what the service holds now. */
export function messagesPage(records: MessagingRecords): string {
  const entries: Entry[] = [
    ...records.texts.map((record) => ({ kind: 'text' as const, record })),
    ...records.calls.map((record) => ({ kind: 'call' as const, record })),
    ...records.inbound.map((record) => ({ kind: 'reply' as const, record })),
  ].sort((a, b) => b.record.at.localeCompare(a.record.at));
  const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  const summary = `${count(records.texts.length, 'text', 'texts')}, ${count(records.calls.length, 'call', 'calls')}, ${count(records.inbound.length, 'reply', 'replies')}`;
  const list = entries.length ? `<ol>\n${entries.map(item).join('\n')}\n</ol>` : '<p>Nothing sent yet.</p>';
  return htmlDocument(
    'Texts and calls',
    `<h1>Texts and calls</h1>
<p class="summary">${summary}, newest first. <a href="/">Refresh</a> · <a href="/store">JSON</a></p>
${replyForms(records.texts)}
${optedOutList(records.optedOut)}
<h2>Everything, newest first</h2>
${list}`,
  );
}
