/**
 * The catering page's sections between its anchor links and its FAQs (docs/product.md#catering-screen): the occasions,
 * the menu highlights with Request a quote under them, and the delivery details with the catering terms.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { ContactLinks } from '../../../components/contact-links.tsx';
import { ArrowRightIcon, CheckIcon } from '../../../components/icons.tsx';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import { cateringTerms, highlights, occasions, quotePath } from '../catering-page.ts';
import styles from './catering-page.module.scss';

/** The occasions the kitchen caters, each with examples. */
export function CateringOccasions() {
  return (
    <section className={styles.section} aria-labelledby="occasions-title">
      <h2 id="occasions-title" className={styles.sectionTitle}>
        Perfect for any occasion
      </h2>
      <ul className={styles.occasions}>
        {occasions.map((occasion) => (
          <RevealOnScroll as="li" key={occasion.title} className={styles.occasion}>
            <h3 className={styles.occasionTitle}>{occasion.title}</h3>
            <p className={styles.muted}>{occasion.text}</p>
            <ul className={styles.examples} aria-label={`${occasion.title} occasions`}>
              {occasion.examples.map((example) => (
                <li key={example}>{example}</li>
              ))}
            </ul>
          </RevealOnScroll>
        ))}
      </ul>
    </section>
  );
}

/** The menu highlights, each linking to the menu, and Request a quote again under them. */
export function CateringHighlights() {
  return (
    <section id="highlights" className={styles.section} aria-labelledby="highlights-title">
      <h2 id="highlights-title" className={styles.sectionTitle}>
        Catering menu highlights
      </h2>
      <ul className={styles.highlights}>
        {highlights.map((card) => (
          <RevealOnScroll as="li" key={card.title} className={styles.highlight} aria-labelledby={`hl-${card.title}`}>
            <h3 id={`hl-${card.title}`} className={styles.highlightTitle}>
              {card.title}
            </h3>
            <p className={styles.serves}>{card.serves}</p>
            <p className={styles.muted}>{card.text}</p>
            <Link to="/menu" className={styles.viewMenu} aria-describedby={`hl-${card.title}`}>
              VIEW MENU
            </Link>
          </RevealOnScroll>
        ))}
      </ul>
      <div className={styles.quoteCall}>
        <p>Tell us the date, the number of guests and what you would like: we reply with a quote for your event.</p>
        <Link to={quotePath} className={styles.quoteAction}>
          Request a quote
          <ArrowRightIcon size={20} />
        </Link>
      </div>
    </section>
  );
}

/** The catering terms beside the service area and how to reach us. */
export function CateringDelivery() {
  return (
    <section id="delivery" className={styles.section} aria-labelledby="delivery-title">
      <h2 id="delivery-title" className={styles.sectionTitle}>
        Delivery details
      </h2>
      <div className={styles.delivery}>
        <ul className={styles.terms}>
          {cateringTerms.map((term) => (
            <li key={term}>
              <CheckIcon size={20} />
              <span>{term}</span>
            </li>
          ))}
        </ul>
        <div className={styles.area}>
          <h3 className={styles.areaTitle}>Service area</h3>
          <p>We deliver catering throughout {business.serviceArea.name}. Outside the area? Please call or e-mail us and we will see what we can do.</p>
          <ContactLinks icon={18} />
        </div>
      </div>
    </section>
  );
}
