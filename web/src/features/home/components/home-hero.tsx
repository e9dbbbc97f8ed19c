/**
 * The hero: the brand picture, the typed headline, the two ways in (the menu; sign-in, or catering once signed in)
 * and whether the kitchen is open now (docs/business-rules.md#the-shops-status).
 */
import { business } from '@business';
import { Link } from 'react-router';
import { BrandHero, brandHeroActions } from '../../../components/brand-hero.tsx';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { OpenStatus } from '../../../components/open-status.tsx';
import { heroArt } from '../../../lib/brand-art.ts';
import { TypedHeadline } from './typed-headline.tsx';
import styles from './home.module.scss';

export function HomeHero({ signedIn }: { signedIn: boolean }) {
  return (
    <BrandHero
      variant="home"
      art={heroArt}
      labelledBy="home-hero-title"
      eyebrow={`Serving ${business.serviceArea.name} since ${business.servingSince}`}
      priority
    >
      <TypedHeadline />
      <p className={styles.heroLead}>Healthy, customizable dishes from across the continent, cooked fresh in Milwaukee, for delivery, pickup and catering.</p>
      <div className={styles.heroActions}>
        <Link to="/menu" className={brandHeroActions.primary}>
          Explore
          <ArrowRightIcon size={20} />
        </Link>
        {signedIn ? (
          <Link to="/catering" className={brandHeroActions.secondary}>
            Catering
          </Link>
        ) : (
          <Link to="/login" className={brandHeroActions.secondary}>
            Sign in
          </Link>
        )}
      </div>
      <OpenStatus look="art" className={styles.heroStatus} />
    </BrandHero>
  );
}
