/**
 * The HTML of the stand-in for Stripe's hosted Checkout page: the shop's lines and total, a card field and
 * one button per test card, the bank's authentication step, and the expired and completed states. Plain
 * forms (no script), inline CSS, nothing loaded from elsewhere; readable from 375 px wide; clearly marked
 * as the local test stand-in so nobody mistakes it for Stripe.
 */
import type Stripe from 'stripe';
import type { SessionLine } from './store.ts';

export type CheckoutPageView =
  | { kind: 'pay'; session: Stripe.Checkout.Session; lines: SessionLine[]; error?: string }
  | { kind: 'authenticate'; session: Stripe.Checkout.Session; lines: SessionLine[] }
  | { kind: 'expired'; session: Stripe.Checkout.Session }
  | { kind: 'complete'; session: Stripe.Checkout.Session }
  | { kind: 'missing' };

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!);

function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

const styles = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1a1a;background:#f4f5f7}
.banner{margin:0;background:#fff1b8;color:#3b2f00;border-bottom:2px solid #a07d00;padding:.75rem 1rem;text-align:center}
main{max-width:34rem;margin:0 auto;padding:1.25rem 1rem 2.5rem}
.card{background:#fff;border:1px solid #d5d8de;border-radius:.75rem;padding:1.25rem;margin-top:1rem}
h1{font-size:1.5rem;margin:.5rem 0 0}
h2{font-size:1.125rem;margin:0 0 .75rem}
table{width:100%;border-collapse:collapse}
th,td{padding:.5rem 0;text-align:left;vertical-align:top;border-bottom:1px solid #e6e8eb}
td.num,th.num{text-align:right;white-space:nowrap;padding-left:.75rem}
tfoot th,tfoot td{font-weight:700;border-bottom:0;font-size:1.125rem}
label{display:block;font-weight:600;margin-bottom:.25rem}
input{width:100%;font:inherit;padding:.625rem .75rem;border:1px solid #6b7280;border-radius:.5rem}
.hint{color:#4b5563;font-size:.875rem;margin:.375rem 0 1rem}
button,.link-button{display:block;width:100%;min-height:2.75rem;font:inherit;font-weight:600;padding:.625rem 1rem;margin-top:.5rem;border-radius:.5rem;cursor:pointer;text-align:center;text-decoration:none}
.primary{background:#1d4ed8;color:#fff;border:1px solid #1d4ed8}
.secondary{background:#fff;color:#1d4ed8;border:1px solid #1d4ed8}
.danger{background:#fff;color:#b91c1c;border:1px solid #b91c1c}
fieldset{border:0;margin:1.25rem 0 0;padding:0}
legend{font-weight:600;padding:0}
.error{background:#fdecec;color:#8a1010;border:1px solid #e3a5a5;border-radius:.5rem;padding:.625rem .75rem}
:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
@media (min-width:48rem){main{padding-top:2.5rem}}
`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Local test checkout</title>
<style>${styles}</style>
</head>
<body>
<p class="banner" role="note"><strong>Local test stand-in for Stripe Checkout.</strong> No card is charged here; pay with one of Stripe's test cards.</p>
<main>
${body}
</main>
</body>
</html>
`;
}

function summary(session: Stripe.Checkout.Session, lines: SessionLine[]): string {
  const currency = session.currency ?? 'usd';
  const rows = lines
    .map(
      (line) =>
        `<tr><td>${escapeHtml(line.name)}${line.quantity > 1 ? `<br><small>${formatMoney(line.unitAmount, currency)} each</small>` : ''}</td><td class="num">${line.quantity}</td><td class="num">${formatMoney(line.unitAmount * line.quantity, currency)}</td></tr>`,
    )
    .join('\n');
  return `<section class="card" aria-labelledby="summary-title">
<h2 id="summary-title">Order summary</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col" class="num">Qty</th><th scope="col" class="num">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td class="num">${formatMoney(session.amount_total ?? 0, currency)}</td></tr></tfoot>
</table>
</section>`;
}

const backLink = (session: Stripe.Checkout.Session, text: string) =>
  session.cancel_url ? `<a class="link-button secondary" href="${escapeHtml(session.cancel_url)}">${escapeHtml(text)}</a>` : '';

function payForm(session: Stripe.Checkout.Session, error: string | undefined): string {
  const action = `/pay/${encodeURIComponent(session.id)}`;
  const total = formatMoney(session.amount_total ?? 0, session.currency ?? 'usd');
  return `<section class="card" aria-labelledby="pay-title">
<h2 id="pay-title">Pay by card</h2>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="${action}">
<label for="card-number">Card number</label>
<input id="card-number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required aria-describedby="card-hint">
<p class="hint" id="card-hint">Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks for your bank's authentication.</p>
<button type="submit" class="primary">Pay ${total}</button>
</form>
<form method="post" action="${action}">
<fieldset>
<legend>Or pay at once with a test card</legend>
<button type="submit" name="card_number" value="4242424242424242" class="secondary">Approved card (4242 4242 4242 4242)</button>
<button type="submit" name="card_number" value="4000000000000002" class="secondary">Declined card (4000 0000 0000 0002)</button>
<button type="submit" name="card_number" value="4000002500003155" class="secondary">Card that needs authentication (4000 0025 0000 3155)</button>
</fieldset>
</form>
${backLink(session, 'Cancel and go back')}
</section>`;
}

function authenticationStep(session: Stripe.Checkout.Session): string {
  const total = formatMoney(session.amount_total ?? 0, session.currency ?? 'usd');
  return `<section class="card" aria-labelledby="auth-title">
<h2 id="auth-title">Confirm the payment with your bank</h2>
<p>Your bank asks you to confirm the payment of ${total} with the test card ending 3155.</p>
<form method="post" action="/pay/${encodeURIComponent(session.id)}/authenticate">
<button type="submit" name="outcome" value="approve" class="primary">Authenticate</button>
<button type="submit" name="outcome" value="fail" class="danger">Fail authentication</button>
</form>
</section>`;
}

export function renderCheckoutPage(view: CheckoutPageView): string {
  switch (view.kind) {
    case 'missing':
      return layout('Checkout not found', '<h1>This checkout session does not exist</h1><p>Go back to the shop and start the checkout again.</p>');
    case 'expired':
      return layout(
        'Checkout expired',
        `<h1>This checkout session has expired</h1><p>Nothing was charged. Go back to the shop to check out again.</p>${backLink(view.session, 'Go back to the shop')}`,
      );
    case 'complete': {
      const next = view.session.success_url?.replaceAll('{CHECKOUT_SESSION_ID}', view.session.id);
      const link = next ? `<a class="link-button primary" href="${escapeHtml(next)}">Return to the shop</a>` : '';
      return layout('Payment complete', `<h1>This payment is complete</h1><p>You have already paid for this order.</p>${link}`);
    }
    case 'authenticate':
      return layout('Confirm with your bank', `<h1>Your order</h1>${summary(view.session, view.lines)}${authenticationStep(view.session)}`);
    case 'pay': {
      const total = formatMoney(view.session.amount_total ?? 0, view.session.currency ?? 'usd');
      return layout(`Pay ${total}`, `<h1>Your order</h1>${summary(view.session, view.lines)}${payForm(view.session, view.error)}`);
    }
  }
}
