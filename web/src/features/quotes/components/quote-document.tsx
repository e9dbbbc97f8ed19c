/**
 * A catering quote as a document the customer reads, prints and keeps: who and when, every dish with its details,
 * the totals (the discount with its reason), and what accepts it (the deposit, or the whole) and when the balance is
 * due. The customer's quote page shows it; the owner's editor will preview the same.
 */
import { business } from '@business';
import { slotLabel } from '@functions/platform/contract/business-clock.ts';
import type { CustomerQuote } from '@functions/quotes/contract/catering-quote';
import { quoteStateWords } from '@functions/quotes/contract/catering-quote.ts';
import { formatUsd } from '@functions/platform/contract/money.ts';
import { LineDetails } from '../../../components/line-details.tsx';
import { taxRateText } from '../../../components/order-totals.tsx';
import styles from './quote-document.module.scss';

const longDate = (date: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(new Date(`${date}T00:00:00Z`));

const pickupAddress = `${business.address.street}, ${business.address.city}, ${business.address.region} ${business.address.postalCode}`;

function whereText(quote: CustomerQuote): string {
  if (quote.mode === 'pickup' || !quote.address) return pickupAddress;
  const street = [quote.address.line1, quote.address.line2].filter((part) => part.trim()).join(', ');
  return `${street}, ${quote.address.city}, ${quote.address.state} ${quote.address.zip}`;
}

export function QuoteDocument({ quote }: { quote: CustomerQuote }) {
  const { totals } = quote;
  const facts: [string, string][] = [
    [quote.mode === 'delivery' ? 'Delivered' : 'Ready for pickup', slotLabel(quote.eventAt)],
    [quote.mode === 'delivery' ? 'To' : 'At', whereText(quote)],
    ['Guests', String(quote.headcount)],
    ...(quote.reference ? ([['Your reference', quote.reference]] as [string, string][]) : []),
    ['Open until', longDate(quote.validUntil)],
  ];
  const rows: [string, string][] = [
    ['Dishes', formatUsd(totals.itemsCents)],
    ...(quote.discount ? ([[`Discount: ${quote.discount.reason}`, `−${formatUsd(quote.discount.cents)}`]] as [string, string][]) : []),
    ...(quote.mode === 'delivery' ? ([['Catering delivery fee', formatUsd(totals.deliveryFeeCents)]] as [string, string][]) : []),
    [`Sales tax (${taxRateText(totals.taxRateBasisPoints)})`, formatUsd(totals.taxCents)],
  ];
  return (
    <article className={styles.document} aria-labelledby="quote-title">
      <header className={styles.head}>
        <div>
          <p className={styles.eyebrow}>{business.name} · Catering quote</p>
          <h1 id="quote-title" className={styles.title}>
            {quote.number}
            {quote.version > 1 ? <span className={styles.version}> · version {quote.version}</span> : null}
          </h1>
          <p className={styles.for}>
            For {quote.customer.name}
            {quote.customer.company ? `, ${quote.customer.company}` : ''}
          </p>
        </div>
        <p className={styles.state} data-state={quote.state}>
          {quoteStateWords[quote.state]}
        </p>
      </header>

      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>

      <section aria-labelledby="quote-dishes">
        <h2 id="quote-dishes" className={styles.sectionTitle}>
          What we will make
        </h2>
        <ul className={styles.lines}>
          {quote.lines.map((line) => (
            <li
              key={`${line.dishId}-${line.sizeId}-${line.spiceLevel}-${line.extras.map((extra) => extra.id).join('.')}-${line.removedIngredients.join('.')}`}
              className={styles.line}
            >
              <div className={styles.lineMain}>
                <p className={styles.lineTitle}>
                  <span className={styles.quantity}>{line.quantity} ×</span> {line.name}
                </p>
                <LineDetails
                  compact
                  line={{
                    size: line.size,
                    amount: line.amount,
                    spiciness: line.spiceLevel,
                    canBeSpicy: line.spiceLevel > 0,
                    ingredients: line.extras.map((extra) => ({ id: extra.id, ingredient: extra.name, price: extra.priceCents })),
                    removedIngredients: line.removedIngredients,
                  }}
                />
                {line.quantity > 1 ? <p className={styles.each}>{formatUsd(line.unitPriceCents)} each</p> : null}
              </div>
              <p className={styles.amount}>{formatUsd(line.lineTotalCents)}</p>
            </li>
          ))}
        </ul>
        <dl className={styles.totals}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>Total</dt>
            <dd>{formatUsd(totals.totalCents)}</dd>
          </div>
        </dl>
      </section>

      {quote.notes.trim() ? (
        <section aria-labelledby="quote-notes" className={styles.notes}>
          <h2 id="quote-notes" className={styles.sectionTitle}>
            Notes from the kitchen
          </h2>
          {quote.notes.split(/\n{2,}/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ) : null}

      <section aria-labelledby="quote-terms" className={styles.terms}>
        <h2 id="quote-terms" className={styles.sectionTitle}>
          {quote.state === 'accepted' ? 'Accepted' : 'To accept'}
        </h2>
        {quote.state === 'accepted' ? (
          <p>
            {totals.balanceCents === 0 ? (
              <>
                The total of <strong>{formatUsd(totals.totalCents)}</strong> is paid.
              </>
            ) : quote.balancePaidAt ? (
              <>
                The total of <strong>{formatUsd(totals.totalCents)}</strong> is paid: the deposit of {formatUsd(totals.depositCents)} and the balance of{' '}
                {formatUsd(totals.balanceCents)}.
              </>
            ) : (
              <>
                The deposit of <strong>{formatUsd(totals.depositCents)}</strong> is paid; the balance of <strong>{formatUsd(totals.balanceCents)}</strong> is
                due by {longDate(quote.balanceDueOn)}.
              </>
            )}
          </p>
        ) : totals.balanceCents === 0 ? (
          <p>
            Paying the total of <strong>{formatUsd(totals.totalCents)}</strong> accepts the quote.
          </p>
        ) : (
          <p>
            A deposit of <strong>{formatUsd(totals.depositCents)}</strong> accepts the quote; the balance of <strong>{formatUsd(totals.balanceCents)}</strong>{' '}
            is due by {longDate(quote.balanceDueOn)}.
          </p>
        )}
      </section>
    </article>
  );
}
