/**
 * The range's offer e-mails (docs/business-rules.md#the-owners-reports): sent, opened as far as SES reports opens
 * (the screen says when none is known), new subscribers and unsubscribes, each on the day it happened.
 */
import { offerMailFigures, offerMailWords, openedCaveat, type OfferMailReport } from '@functions/offers/contract/offer-reports';
import styles from './report-figures.module.scss';

export function OfferEmails({ offerMails }: { offerMails: OfferMailReport }) {
  const nothing = offerMailFigures.every((figure) => offerMails[figure] === 0);
  // An open is known only when SES reports one: none reported is "not known", never "nobody read it".
  const openedValue = offerMails.opened === 0 && offerMails.sent > 0 ? 'Not known' : offerMails.opened.toLocaleString('en-US');
  return (
    <section className={styles.section} aria-labelledby="report-offer-emails">
      <h2 id="report-offer-emails" className={styles.sectionTitle}>
        Offer e-mails
      </h2>
      {nothing ? (
        <p className={styles.muted}>No offer e-mail was sent in these days, and nobody subscribed or unsubscribed.</p>
      ) : (
        <>
          <dl className={styles.headline}>
            {offerMailFigures.map((figure) => (
              <div key={figure} className={styles.headlineFigure}>
                <dt>{offerMailWords[figure]}</dt>
                <dd>{figure === 'opened' ? openedValue : offerMails[figure].toLocaleString('en-US')}</dd>
              </div>
            ))}
          </dl>
          {offerMails.sent > 0 ? <p className={styles.muted}>{openedCaveat}</p> : null}
        </>
      )}
    </section>
  );
}
