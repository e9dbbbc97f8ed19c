/**
 * The catering page (docs/product.md#catering-screen): hero with Request a quote (the contact page's catering form,
 * chosen by `?form=catering`) and a Learn More link (styled as a button) that scrolls to the page's anchor links, the
 * occasions, the menu highlights with Request a quote again under them, the delivery details with the catering
 * terms, and the catering FAQs. Both calls are plain links, so the pre-rendered page needs no more script.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { BrandHero, brandHeroActions } from '../../components/brand-hero.tsx';
import { PhoneLink } from '../../components/contact-links.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { CateringDelivery, CateringHighlights, CateringOccasions } from '../../features/catering/components/catering-sections.tsx';
import { FaqList } from '../../features/catering/components/faq-list.tsx';
import { anchors, quotePath } from '../../features/catering/catering-page.ts';
import { useScrollTo } from '../../features/catering/hooks/use-scroll-to.ts';
import { cateringArt } from '../../lib/brand-art.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from '../../features/catering/components/catering-page.module.scss';

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

      <CateringOccasions />
      <CateringHighlights />
      <CateringDelivery />

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
