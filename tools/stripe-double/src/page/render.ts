import { successRedirect } from '../checkout.ts';
import { formatAmount } from '../money.ts';
import type { CheckoutLineItem, CheckoutSession } from '../objects.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f8fa;color:#1a1f36}
main{max-width:28rem;margin:2rem auto;padding:1.5rem;background:#fff;border-radius:8px;box-shadow:0 1px 3px #0002}
table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{padding:.4rem .5rem;text-align:left}th:first-child,td:first-child{padding-left:0}
th:last-child,td:last-child{padding-right:0;text-align:right}
tfoot>tr>*{border-top:1px solid #ccc}
.actions{display:flex;gap:.75rem;margin-top:1rem}
button{font:inherit;padding:.6rem 1.2rem;border-radius:6px;border:1px solid #635bff;cursor:pointer}
.pay{background:#635bff;color:#fff}.decline{background:#fff;color:#635bff}
[role=alert]{color:#9b1c1c;background:#fde8e8;padding:.5rem .75rem;border-radius:6px}
`;

function layout(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>
<p>Stripe test double: no real card is charged.</p>
${content}
</main></body>
</html>
`;
}

function link(url: string | null, text: string): string {
  return url ? `<p><a href="${escape(url)}">${escape(text)}</a></p>` : '';
}

/** The hosted checkout page of an open session: its lines, its total, Pay and Decline. */
export function openPage(
  session: CheckoutSession,
  items: CheckoutLineItem[],
  declined: boolean,
): string {
  const total = formatAmount(session.amount_total, session.currency);
  const rows = items
    .map(
      (item) =>
        `<tr><td>${escape(item.description)}</td><td>${item.quantity}</td><td>${formatAmount(item.amount_total, item.currency)}</td></tr>`,
    )
    .join('\n');
  const email = session.customer_email ? `<p>Email: ${escape(session.customer_email)}</p>` : '';
  const alert = declined
    ? '<p role="alert">Your card was declined. Try again, or use another card.</p>'
    : '';
  return layout(
    `Pay ${total}`,
    `<h1>Pay ${total}</h1>
${alert}
<table>
<caption>What you pay for</caption>
<thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col">Amount</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row" colspan="2">Total</th><td>${total}</td></tr></tfoot>
</table>
${email}<p>Card: Visa ending in 4242 (test card)</p>
<div class="actions">
<form method="post" action="/pay/${encodeURIComponent(session.id)}/pay"><button class="pay" type="submit">Pay</button></form>
<form method="post" action="/pay/${encodeURIComponent(session.id)}/decline"><button class="decline" type="submit">Decline</button></form>
</div>
${link(session.cancel_url, 'Back')}`,
  );
}

/** The page of a session that can no longer be paid. */
export function closedPage(session: CheckoutSession): string {
  if (session.status === 'complete') {
    return layout(
      'Payment complete',
      `<h1>Payment complete</h1>
<p>This checkout session is already paid.</p>
${link(successRedirect(session), 'Continue')}`,
    );
  }
  return layout(
    'Checkout session expired',
    `<h1>Checkout session expired</h1>
<p>This checkout session has expired and can no longer be paid.</p>
${link(session.cancel_url, 'Back')}`,
  );
}

export function missingPage(): string {
  return layout('Not found', '<h1>Not found</h1>\n<p>There is no such checkout session.</p>');
}
