/**
 * /quotes/:quoteId#<secret> : where a catering quote's e-mailed link lands (docs/business-rules.md#catering-quotes).
 * No account is needed: the secret after the # (never sent in an address) opens the quote, which shows as a
 * document to read and print, with the button that pays its deposit on the card page. The card page comes back to
 * /quotes/:quoteId?payment=paid|cancelled without the secret, so the tab keeps it (sessionStorage) while it is open.
 * A link that no longer opens it (replaced by a newer version, cancelled, past its last day, or not a link of this
 * quote) says why and what to do.
 */
import { business } from '@business';
import { formatUsd } from '@functions/platform/contract/money';
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { CheckCircleIcon } from '../../components/screen-icons.tsx';
import { useQuoteByLink, useQuotePayment, useQuotePaymentReturn } from '../../api/quotes.ts';
import { dayLabel } from '@functions/platform/contract/business-clock';
import { QuoteActions, QuoteSkeleton } from '../../features/quotes/components/quote-actions.tsx';
import { QuoteDocument } from '../../features/quotes/components/quote-document.tsx';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import statusStyles from '../../components/status-page.module.scss';
import styles from './quote.module.scss';

const secretKey = (quoteId: string) => `spices.quote-link.${quoteId}`;

/**
 * The link's secret: the part after the # (read after hydration: the server never sees it), kept for this tab so the
 * card page's return (which has no #) still opens the quote.
 */
function useLinkSecret(quoteId: string): string | undefined {
  const { hash } = useLocation();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  useEffect(() => {
    const fromLink = hash.replace(/^#/, '');
    if (fromLink) window.sessionStorage.setItem(secretKey(quoteId), fromLink);
    setSecret(fromLink || (window.sessionStorage.getItem(secretKey(quoteId)) ?? ''));
  }, [hash, quoteId]);
  return secret;
}

/**
 * Back from the card page (?payment=paid or cancelled): tells the server once, which finishes the payment from
 * Stripe's record, then takes the word out of the address (a reload does not repeat it). Answers what to say.
 */
function usePaymentReturn(quoteId: string, secret: string | undefined): { pending: boolean; said?: 'paid' | 'cancelled'; error?: unknown } {
  const { search, pathname } = useLocation();
  const navigate = useNavigate();
  const back = useQuotePaymentReturn();
  const asked = useRef(false);
  const [said, setSaid] = useState<'paid' | 'cancelled' | undefined>(undefined);
  const outcome = new URLSearchParams(search).get('payment');
  useEffect(() => {
    if (asked.current || !secret || (outcome !== 'paid' && outcome !== 'cancelled')) return;
    asked.current = true;
    back.mutate(
      { quoteId, token: secret, outcome },
      {
        onSettled: () => {
          setSaid(outcome);
          void navigate(pathname, { replace: true });
        },
      },
    );
  }, [back, navigate, outcome, pathname, quoteId, secret]);
  return { pending: back.isPending, ...(said ? { said } : {}), ...(back.error ? { error: back.error } : {}) };
}

/** What the customer can do with the quote: pay to accept it (sent), or read that it is accepted. */
function PayPanel({ quote, secret, returned }: { quote: CustomerQuote; secret: string; returned: 'paid' | 'cancelled' | undefined }) {
  const pay = useQuotePayment();
  const { totals } = quote;
  const deposit = totals.balanceCents > 0;
  if (quote.state === 'accepted') {
    return (
      <section className={styles.accepted} aria-labelledby="quote-accepted" role="status">
        <h2 id="quote-accepted">{returned === 'paid' ? 'Thank you: your event is booked' : 'Accepted: your event is booked'}</h2>
        <p>
          We received your {deposit ? 'deposit' : 'payment'} of <strong>{formatUsd(totals.depositCents)}</strong> by card; the receipt is in your e-mail.
        </p>
        {deposit && quote.balancePaidAt ? (
          <p>
            We received the balance of <strong>{formatUsd(totals.balanceCents)}</strong> too: your event is paid in full.
          </p>
        ) : deposit ? (
          <p>
            The balance of <strong>{formatUsd(totals.balanceCents)}</strong> is due by {dayLabel(quote.balanceDueOn)}: we will e-mail you a link to pay it, or
            pay it when we hand over the food.
          </p>
        ) : null}
      </section>
    );
  }
  if (quote.state !== 'sent') return null;
  return (
    <section className={styles.pay} aria-labelledby="quote-pay">
      <h2 id="quote-pay" className={styles.payTitle}>
        {deposit ? 'Accept with the deposit' : 'Accept and pay'}
      </h2>
      {returned === 'cancelled' ? (
        <p className={styles.payNote} role="status">
          The card payment was not completed, so nothing was charged. You can try again whenever you are ready.
        </p>
      ) : null}
      <button
        type="button"
        className={styles.payButton}
        disabled={pay.isPending}
        onClick={() =>
          pay.mutate(
            { quoteId: quote.quoteId, token: secret },
            {
              onSuccess: ({ checkoutUrl }) => {
                window.location.assign(checkoutUrl);
              },
            },
          )
        }
      >
        {pay.isPending ? 'Opening the card page…' : deposit ? `Pay deposit ${formatUsd(totals.depositCents)}` : `Pay ${formatUsd(totals.totalCents)}`}
      </button>
      <p className={styles.payHint}>
        You pay on our card provider’s secure page (Stripe), then come back here.
        {deposit ? ` The balance of ${formatUsd(totals.balanceCents)} is due by ${dayLabel(quote.balanceDueOn)}.` : ''}
      </p>
      {pay.error ? (
        <p className={styles.payError} role="alert">
          {apiErrorText(pay.error)}
        </p>
      ) : null}
    </section>
  );
}

function QuoteStatusCard({ message, eyebrow = 'Catering quote', good = false }: { message: string; eyebrow?: string; good?: boolean }) {
  useDocumentTitle(`Catering quote | ${business.name}`);
  return (
    <div className={statusStyles.page}>
      <div className={statusStyles.card}>
        <span className={statusStyles.art}>{good ? <CheckCircleIcon size={56} /> : <AlertIcon size={56} />}</span>
        <p className={statusStyles.eyebrow}>{eyebrow}</p>
        <h1 className={statusStyles.title}>{message}</h1>
        <p className={statusStyles.text}>
          Questions? Call us at <PhoneLink /> or write to <EmailLink />.
        </p>
      </div>
    </div>
  );
}

/** Back from the card page of a balance link (e-mailed, so the tab may not have the quote's secret). */
function BalanceReturn({ outcome }: { outcome: 'balance-paid' | 'balance-cancelled' }) {
  return outcome === 'balance-paid' ? (
    <QuoteStatusCard good eyebrow="Balance paid" message="Thank you: your payment went through. We e-mail you as soon as the card service confirms it." />
  ) : (
    <QuoteStatusCard
      eyebrow="Balance not paid"
      message="Nothing was charged. The link in our e-mail works until the time it says; after that, ask us for a new one."
    />
  );
}

export function QuoteScreen() {
  const { search } = useLocation();
  const balance = new URLSearchParams(search).get('payment');
  if (balance === 'balance-paid' || balance === 'balance-cancelled') return <BalanceReturn outcome={balance} />;
  return <QuoteByLink />;
}

function QuoteByLink() {
  const { quoteId = '' } = useParams();
  const secret = useLinkSecret(quoteId);
  const returned = usePaymentReturn(quoteId, secret);
  // While the return is being told to the server, the quote is read after it (it may have just been accepted).
  const quote = useQuoteByLink(quoteId, returned.pending ? '' : (secret ?? ''));
  useDocumentTitle(quote.data ? `Catering quote ${quote.data.number} | ${business.name}` : `Catering quote | ${business.name}`);

  if (secret === '') return <QuoteStatusCard message="This link is missing its code. Please open the whole link from our e-mail." />;
  if (quote.isError) return <QuoteStatusCard message={apiErrorText(quote.error)} />;
  if (!quote.data || returned.pending) {
    return (
      <div className={styles.page} aria-busy="true">
        <QuoteSkeleton />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      {/* Accepted, the good news comes first; otherwise the way to accept follows the quote it accepts. */}
      {quote.data.state === 'accepted' ? <PayPanel quote={quote.data} secret={secret ?? ''} returned={returned.said} /> : null}
      <QuoteDocument quote={quote.data} />
      {quote.data.state === 'accepted' ? null : <PayPanel quote={quote.data} secret={secret ?? ''} returned={returned.said} />}
      <QuoteActions />
    </div>
  );
}
