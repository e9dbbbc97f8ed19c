/**
 * The about page: the kitchen's story, opening hours, service area and the ways onward (menu,
 * catering, contact). The facts come from the business config; the hours and whether the kitchen is
 * open now from the owner's settings (GET /shop/status), filled in once the page is the browser's own.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { BlurhashImage } from '../../components/blurhash-image.tsx';
import { ContactLinks } from '../../components/contact-links.tsx';
import { ArrowRightIcon, ClockIcon, MapPinIcon } from '../../components/icons.tsx';
import { OpenStatus } from '../../components/open-status.tsx';
import { OpeningHoursWeek } from '../../components/opening-hours.tsx';
import { RevealOnScroll } from '../../components/reveal-on-scroll.tsx';
import { heroArt } from '../../lib/brand-art.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './about.module.scss';

/** The story's picture: the page's column on phones, half of it (beside the text) from 900 px. */
const storyImageSizes = '(min-width: 1240px) 572px, (min-width: 900px) calc(50vw - 3rem), (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)';

export function AboutScreen() {
  useDocumentTitle(`About | ${business.name}`);
  const { address } = business;

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Our story</p>
        <h1 className={styles.title}>About {business.name}</h1>
        <p className={styles.lead}>
          African cuisine made accessible: cooked fresh in Milwaukee and shared across {business.serviceArea.name} since {business.servingSince}.
        </p>
      </header>

      <section className={styles.story} aria-labelledby="about-story-title">
        <div className={styles.storyMedia}>
          <BlurhashImage
            image={heroArt.image}
            blurHash={heroArt.blurHash}
            alt=""
            aspectRatio="4 / 3"
            sizes={storyImageSizes}
            variantWidths={heroArt.widths}
            className={styles.storyImage}
          />
        </div>
        <div className={styles.storyText}>
          <h2 id="about-story-title" className={styles.sectionTitle}>
            From our kitchen to your table
          </h2>
          <p>
            {business.name} opened in {business.servingSince} with a simple idea: the dishes cooked in homes from Lagos to Addis Ababa and Cape Town, from
            jollof rice and egusi soup to doro wat and bobotie, deserve a place on every table in {business.serviceArea.name}, not only at special occasions.
          </p>
          <p>
            Our food is <strong>healthy</strong>, cooked from scratch with fresh vegetables, lean proteins, beans and whole spices;{' '}
            <strong>customizable</strong>, with sizes, spice levels and extras you choose; and <strong>deliverable</strong>, brought to your door or ready for
            pickup.
          </p>
          <p>
            Every meal has bulk options, so feeding a family is as easy as ordering for one, and our catering serves office lunches, birthdays, graduations,
            naming ceremonies and weddings.
          </p>
        </div>
      </section>

      <div className={styles.facts}>
        <RevealOnScroll as="section" className={styles.card} aria-labelledby="about-hours-title">
          <h2 id="about-hours-title" className={styles.cardTitle}>
            <ClockIcon size={22} />
            When we’re open
          </h2>
          <OpenStatus className={styles.status} />
          <OpeningHoursWeek className={styles.hours} label="Opening hours" />
        </RevealOnScroll>
        <RevealOnScroll as="section" className={styles.card} aria-labelledby="about-area-title">
          <h2 id="about-area-title" className={styles.cardTitle}>
            <MapPinIcon size={22} />
            Service area
          </h2>
          <p>
            We deliver throughout {business.serviceArea.name}. Our kitchen is at {address.street}, {address.city}, {address.region} {address.postalCode}.
          </p>
          <ContactLinks icon={18} />
        </RevealOnScroll>
      </div>

      <section className={styles.next} aria-labelledby="about-next-title">
        <h2 id="about-next-title" className={styles.sectionTitle}>
          Hungry yet?
        </h2>
        <div className={styles.actions}>
          <Link to="/menu" className={styles.primary}>
            See the menu
            <ArrowRightIcon size={18} />
          </Link>
          <Link to="/catering" className={styles.secondary}>
            Plan catering
          </Link>
          <Link to="/contact" className={styles.secondary}>
            Contact us
          </Link>
        </div>
      </section>
    </div>
  );
}
