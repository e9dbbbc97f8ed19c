/**
 * The catering page (spec section 2, "Catering screen"): hero with a Learn More button that
 * scrolls to the page's anchor links, the occasions, the menu highlights, the delivery details
 * with the catering terms, and the catering FAQs.
 */
import { business } from '@business';
import { useRef } from 'react';
import { Link } from 'react-router';
import { BlurhashImage } from '../../components/blurhash-image.tsx';
import { ArrowRightIcon, CheckIcon, MailIcon, PhoneIcon } from '../../components/icons.tsx';
import { RevealOnScroll } from '../../components/reveal-on-scroll.tsx';
import { usePrefersReducedMotion } from '../../components/use-typed-words.ts';
import { FaqList } from '../../features/catering/components/faq-list.tsx';
import { cateringArt } from '../../lib/brand-art.ts';
import { cateringMinimumEntreeTrays, cateringNoticeDayText, cateringOrderByText } from '../../lib/catering-terms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './catering.module.scss';

const anchors = [
  { id: 'highlights', label: 'Catering highlights' },
  { id: 'delivery', label: 'Delivery details' },
  { id: 'faqs', label: 'FAQs' },
] as const;

const occasions = [
  {
    title: 'Business catering',
    text: 'Feed the team without the fuss.',
    examples: ['Office lunches', 'Board meetings', 'Client events', 'Staff celebrations'],
  },
  {
    title: 'Event catering',
    text: 'Big days deserve big flavour.',
    examples: ['Birthdays', 'Graduations', 'Naming ceremonies', 'Reunions'],
  },
  {
    title: 'Bridal catering',
    text: 'From the first toast to the last dance.',
    examples: ['Bridal showers', 'Rehearsal dinners', 'Weddings', 'Engagement parties'],
  },
] as const;

const highlights = [
  {
    title: 'INDIVIDUAL PANS',
    serves: 'Each tray serves 4-6 people',
    text: 'Pick your favourites one pan at a time: jollof rice, stews, grilled meats, sides and sauces.',
  },
  {
    title: 'MEAL COMBINATIONS',
    serves: 'Each serves 8-14 people',
    text: 'Entrées paired with matching sides, ready to set out for a hungry crowd.',
  },
] as const;

export const cateringTerms = [
  `A minimum of ${cateringMinimumEntreeTrays} entrées per catering order.`,
  `Order by ${cateringOrderByText} for lunch delivery ${cateringNoticeDayText}.`,
  'A 10% delivery fee, up to $500.',
  'A complimentary chafing kit with every delivery.',
  'Business catering starting at $12 per person.',
] as const;

export function CateringScreen() {
  useDocumentTitle(`Catering | ${business.name}`);
  const linksRef = useRef<HTMLElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  const scrollToLinks = () => {
    const nav = linksRef.current;
    if (!nav) return;
    nav.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    nav.focus({ preventScroll: true });
  };

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="catering-title">
        <BlurhashImage
          className={styles.heroImage}
          image={cateringArt.image}
          blurHash={cateringArt.blurHash}
          alt=""
          sizes="100vw"
          variantWidths={cateringArt.widths}
          priority
        />
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>Catering across {business.serviceArea.name}</p>
          <h1 id="catering-title" className={styles.heroTitle}>
            <span>AFRICAN FAVORITES</span> <span className={styles.heroAccent}>BEAUTIFULLY CATERED</span>
          </h1>
          <button type="button" className={styles.learnMore} onClick={scrollToLinks}>
            Learn More
            <ArrowRightIcon size={20} className={styles.learnMoreIcon} />
          </button>
        </div>
      </section>

      <nav ref={linksRef} className={styles.anchors} aria-label="On this page" tabIndex={-1} id="catering-links">
        <ul>
          {anchors.map((anchor) => (
            <li key={anchor.id}>
              <a href={`#${anchor.id}`}>{anchor.label}</a>
            </li>
          ))}
        </ul>
      </nav>

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
      </section>

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
            <p className={styles.contactLinks}>
              <a href={`tel:${business.phoneE164}`}>
                <PhoneIcon size={18} />
                {business.phone}
              </a>
              <a href={`mailto:${business.email}`}>
                <MailIcon size={18} />
                {business.email}
              </a>
            </p>
          </div>
        </div>
      </section>

      <section id="faqs" className={styles.section} aria-labelledby="faqs-title">
        <h2 id="faqs-title" className={styles.sectionTitle}>
          FAQs
        </h2>
        <FaqList category="catering" />
        <p className={styles.more}>
          Still have a question? <Link to="/contact">Contact us</Link> or call <a href={`tel:${business.phoneE164}`}>{business.phone}</a>.
        </p>
      </section>
    </div>
  );
}
