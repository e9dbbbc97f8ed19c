/** The hero: the brand picture, the typed headline and the two ways in (the menu; sign-in, or catering once signed in). */
import { business } from '@business';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { heroArt } from '../../../lib/brand-art.ts';
import { TypedHeadline } from './typed-headline.tsx';
import styles from './home.module.scss';

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <section className={styles.hero} aria-labelledby="home-hero-title">
      <BlurhashImage
        className={styles.heroImage}
        image={heroArt.image}
        blurHash={heroArt.blurHash}
        alt=""
        sizes="100vw"
        variantWidths={heroArt.widths}
        priority
      />
      <div className={styles.heroContent}>
        <p className={styles.heroEyebrow}>
          Serving {business.serviceArea.name} since {business.servingSince}
        </p>
        <TypedHeadline />
        <p className={styles.heroLead}>Healthy, customizable dishes from across the continent, cooked fresh in Milwaukee, for delivery, pickup and catering.</p>
        <div className={styles.heroActions}>
          <Link to="/menu" className={styles.explore}>
            Explore
            <ArrowRightIcon size={20} />
          </Link>
          {signedIn ? (
            <Link to="/catering" className={styles.signIn}>
              Catering
            </Link>
          ) : (
            <Link to="/login" className={styles.signIn}>
              Sign in
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
