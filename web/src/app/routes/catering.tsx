/**
 * The catering page (docs/product.md#catering-screen): hero with Request a quote (the contact page's catering form,
 * chosen by `?form=catering`) and a Learn More link (styled as a button) that scrolls to the page's anchor links, the
 * occasions, the menu highlights with Request a quote again under them, the delivery details with the catering
 * terms, and the catering FAQs. Both calls are plain links, so the pre-rendered page needs no more script.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { BrandHero, brandHeroActions } from '../../components/brand-hero.tsx';
import { ContactLinks, PhoneLink } from '../../components/contact-links.tsx';
import { ArrowRightIcon, CheckIcon } from '../../components/icons.tsx';
import { RevealOnScroll } from '../../components/reveal-on-scroll.tsx';
import { FaqList } from '../../features/catering/components/faq-list.tsx';
import { anchors, cateringTerms, highlights, occasions } from '../../features/catering/catering-page.ts';
import { useScrollTo } from '../../features/catering/hooks/use-scroll-to.ts';
import { cateringArt } from '../../lib/brand-art.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './catering.module.scss';

/** The contact page with its catering form chosen (features/contact/hooks/use-contact-tabs.ts). */
const quotePath = '/contact?form=catering';

export function CateringScreen() {
  useDocumentTitle(`Catering | ${business.name}`);
  const [linksRef, scrollToLinks] = useScrollTo<HTMLElement>();

  return (
    <div className={styles.page}>
      <BrandHero variant="catering" art={cateringArt} labelledBy="catering-title" eyebrow={`Catering across ${business.serviceArea.name}`} priority>
        <h1 id="catering-title" className={styles.heroTitle}>
          <span>AFRICAN FAVORITES</span> <span className={styles.heroAccent}>BEAUTIFULLY CATERED</span>
        </h1>
        <div className={styles.heroActions}>
          <Link to={quotePath} className={brandHeroActions.primary}>
            Request a quote
          </Link>
          {/* A link to the anchors, so it works before the script has run; once hydrated it scrolls smoothly and focuses them. */}
          <a
            href="#catering-links"
            className={brandHeroActions.secondary}
            onClick={(event) => {
              event.preventDefault();
              scrollToLinks();
            }}
          >
            Learn More
            <ArrowRightIcon size={20} className={styles.learnMoreIcon} />
          </a>
        </div>
      </BrandHero>

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
        <div className={styles.quoteCall}>
          <p>Tell us the date, the number of guests and what you would like: we reply with a quote for your event.</p>
          <Link to={quotePath} className={styles.quoteAction}>
            Request a quote
            <ArrowRightIcon size={20} />
          </Link>
        </div>
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
            <ContactLinks icon={18} />
          </div>
        </div>
      </section>

      <section id="faqs" className={styles.section} aria-labelledby="faqs-title">
        <h2 id="faqs-title" className={styles.sectionTitle}>
          FAQs
        </h2>
        <FaqList category="catering" />
        <p className={styles.more}>
          Still have a question? <Link to="/contact">Contact us</Link> or call <PhoneLink />.
        </p>
      </section>
    </div>
  );
}
