/**
 * The quote's link page when there is no quote to show: a link that no longer opens it says why (and whom to ask), and
 * the return from a balance link's card page says whether it was paid.
 */
import { business } from '@business';
import { EmailLink, PhoneLink } from '../../../components/contact-links.tsx';
import { AlertIcon } from '../../../components/icons.tsx';
import { CheckCircleIcon } from '../../../components/screen-icons.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import statusStyles from '../../../components/status-page.module.scss';

/** A card with what to say in place of the quote, and how to reach us; the tab is named for a catering quote. */
export function QuoteStatusCard({ message, eyebrow = 'Catering quote', good = false }: { message: string; eyebrow?: string; good?: boolean }) {
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
export function BalanceReturn({ outcome }: { outcome: 'balance-paid' | 'balance-cancelled' }) {
  return outcome === 'balance-paid' ? (
    <QuoteStatusCard good eyebrow="Balance paid" message="Thank you: your payment went through. We e-mail you as soon as the card service confirms it." />
  ) : (
    <QuoteStatusCard
      eyebrow="Balance not paid"
      message="Nothing was charged. The link in our e-mail works until the time it says; after that, ask us for a new one."
    />
  );
}
