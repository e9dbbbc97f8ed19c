/**
 * The home page, first version: hero, a strip of featured dishes and the contact call to action.
 * The spec's full home (typed headline, feature blocks, benefits, sign-in prompt) is the next issue.
 */
import { business } from '@business';
import { Link } from 'react-router';
import { BlurhashImage } from '../../components/blurhash-image.tsx';
import { ArrowRightIcon, PhoneIcon } from '../../components/icons.tsx';
import { useDishes } from '../../features/menu/api/get-dishes.ts';
import { DishCard, DishCardSkeleton } from '../../features/menu/components/dish-card.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { brandVariantWidths, heroArt } from '../../lib/brand-art.ts';
import styles from './home.module.scss';

const featuredOnHome = 4;

export function HomeScreen() {
  useDocumentTitle(business.name);
  const dishes = useDishes();
  const featured = (dishes.data ?? []).filter((dish) => dish.featured).slice(0, featuredOnHome);

  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="home-hero-title">
        <BlurhashImage
          className={styles.heroImage}
          image={heroArt.image}
          blurHash={heroArt.blurHash}
          alt=""
          sizes="100vw"
          variantWidths={brandVariantWidths}
          eager
        />
        <div className={styles.heroContent}>
          <p className={styles.heroEyebrow}>
            Serving {business.serviceArea.name} since {business.servingSince}
          </p>
          <h1 id="home-hero-title" className={styles.heroTitle}>
            African Cuisine Made Accessible
          </h1>
          <p className={styles.heroLead}>
            Healthy, customizable dishes from across the continent, cooked fresh in Milwaukee, for delivery, pickup
            and catering.
          </p>
          <div className={styles.heroActions}>
            <Link to="/menu" className={styles.explore}>
              Explore
              <ArrowRightIcon size={20} />
            </Link>
            <Link to="/login" className={styles.signIn}>
              Sign in
            </Link>
          </div>
        </div>
      </section>

      <section className={styles.featured} aria-labelledby="home-featured-title">
        <div className={styles.sectionHead}>
          <div>
            <p className={styles.eyebrow}>From our kitchen</p>
            <h2 id="home-featured-title" className={styles.sectionTitle}>
              Customer favourites
            </h2>
          </div>
          <Link to="/menu" className={styles.moreLink}>
            See the full menu
            <ArrowRightIcon size={18} />
          </Link>
        </div>
        {dishes.isError ? (
          <p className={styles.note}>
            The menu is taking a break; please <Link to="/menu">try the menu page</Link> in a moment.
          </p>
        ) : (
          <ul className={styles.grid} aria-busy={dishes.isPending || undefined}>
            {dishes.isPending
              ? Array.from({ length: featuredOnHome }, (_, i) => (
                  <li key={i}>
                    <DishCardSkeleton />
                  </li>
                ))
              : featured.map((dish) => (
                  <li key={dish.id}>
                    <DishCard dish={dish} />
                  </li>
                ))}
          </ul>
        )}
      </section>

      <section className={styles.contact} aria-labelledby="home-contact-title">
        <div className={styles.contactCard}>
          <h2 id="home-contact-title" className={styles.contactTitle}>
            Planning an event, or have a question?
          </h2>
          <p className={styles.contactText}>
            We cater business lunches, parties and weddings across {business.serviceArea.name}, and every meal has
            bulk options. Outside the area? Get in touch anyway.
          </p>
          <div className={styles.contactActions}>
            <Link to="/contact" className={styles.contactButton}>
              CONTACT US
            </Link>
            <p className={styles.call}>
              or call{' '}
              <a href={`tel:${business.phoneE164}`}>
                <PhoneIcon size={18} />
                {business.phone}
              </a>
            </p>
          </div>
        </div>
      </section>
    </div>
  );
}
