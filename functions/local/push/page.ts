/** GET /: the pushes the local service took, newest first, for a person watching `npm start` (every value escaped). */
import { escapeHtml } from './http-io.ts';
import type { LocalPush, PushStore } from './push-store.ts';

function row(push: LocalPush): string {
  const cells = [new Date(push.at).toISOString().replace('T', ' ').slice(0, 19), push.subscriptionId, push.urgency, push.topic ?? '', String(push.ttl)];
  const text = push.text === null ? '<em>no payload</em>' : `<pre>${escapeHtml(push.text)}</pre>`;
  return `<tr>${cells.map((cell) => `<td>${escapeHtml(cell)}</td>`).join('')}<td>${text}</td></tr>`;
}

export function pushesPage(store: PushStore): string {
  const pushes = [...store.pushes].reverse();
  const subscriptions = [...store.subscriptions.values()];
  const live = subscriptions.filter((subscription) => !subscription.gone).length;
  const table = pushes.length
    ? `<table><thead><tr><th>At (UTC)</th><th>Subscription</th><th>Urgency</th><th>Topic</th><th>TTL (s)</th><th>Payload</th></tr></thead><tbody>${pushes.map(row).join('')}</tbody></table>`
    : '<p>No pushes yet.</p>';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5">
<title>Local push service</title>
<style>
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #222; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ccc; padding: .4rem; text-align: left; vertical-align: top; }
pre { margin: 0; white-space: pre-wrap; word-break: break-word; }
</style>
</head>
<body>
<h1>Local push service</h1>
<p>The local stand-in for the browsers' push services (a test tool, never a vendor's). Subscriptions: ${live} live, ${subscriptions.length - live} removed. Pushes: ${pushes.length}, newest first. This page reloads every 5 seconds.</p>
${table}
</body>
</html>
`;
}
