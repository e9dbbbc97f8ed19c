/**
 * /quotes/:quoteId#<secret> : where a catering quote's e-mailed link lands (docs/business-rules.md#catering-quotes).
 * No account is needed: the secret after the # (never sent in an address) opens the quote, which shows as a
 * document to read and print. A link that no longer opens it (replaced by a newer version, cancelled, past its last
 * day, or not a link of this quote) says why and what to do.
 */
import { business } from '@business';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { EmailLink, PhoneLink } from '../../components/contact-links.tsx';
import { AlertIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useQuoteByLink } from '../../api/quotes.ts';
import { QuoteDocument } from '../../features/quotes/components/quote-document.tsx';
import { apiErrorText } from '../../lib/api-error-text.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import statusStyles from '../../components/status-page.module.scss';
import styles from './quote.module.scss';

/** The link's secret: the part after the # (read after hydration: the server never sees it). */
function useLinkSecret(): string | undefined {
  const { hash } = useLocation();
  const [secret, setSecret] = useState<string | undefined>(undefined);
  useEffect(() => setSecret(hash.replace(/^#/, '')), [hash]);
  return secret;
}

function LinkRefused({ message }: { message: string }) {
  useDocumentTitle(`Catering quote | ${business.name}`);
  return (
    <div className={statusStyles.page}>
      <div className={statusStyles.card}>
        <span className={statusStyles.art}>
          <AlertIcon size={56} />
        </span>
        <p className={statusStyles.eyebrow}>Catering quote</p>
        <h1 className={statusStyles.title}>{message}</h1>
        <p className={statusStyles.text}>
          Questions? Call us at <PhoneLink /> or write to <EmailLink />.
        </p>
      </div>
    </div>
  );
}

export function QuoteScreen() {
  const { quoteId = '' } = useParams();
  const secret = useLinkSecret();
  const quote = useQuoteByLink(quoteId, secret ?? '');
  useDocumentTitle(quote.data ? `Catering quote ${quote.data.number} | ${business.name}` : `Catering quote | ${business.name}`);

  if (secret === '') return <LinkRefused message="This link is missing its code. Please open the whole link from our e-mail." />;
  if (quote.isError) return <LinkRefused message={apiErrorText(quote.error)} />;
  if (!quote.data) {
    return (
      <div className={styles.page} aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading the quote…
        </p>
        <Skeleton className={styles.skeletonTitle} />
        <Skeleton className={styles.skeletonBlock} />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <QuoteDocument quote={quote.data} />
      <div className={styles.actions}>
        <button type="button" className={styles.printButton} onClick={() => window.print()}>
          Print or save as PDF
        </button>
        <p className={styles.callUs}>
          To accept, or to change anything, call us at <PhoneLink />.
        </p>
      </div>
    </div>
  );
}
