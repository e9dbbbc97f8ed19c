/** The social-proof strip: the shop's claims drawn as one image, wide or stacked. */
import { business } from '@business';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import { imageSrc } from '../../../lib/image.ts';
import styles from './home.module.scss';

/** The badge strip drawn by web/scripts/make-brand-art.ts from the business config: wide and stacked. */
const proofArt = {
  wide: { width: 1240, height: 200, files: [1240, 2480] },
  narrow: { width: 360, height: 420, files: [360, 720] },
} as const;

function proofSrcSet(shape: keyof typeof proofArt): string {
  return proofArt[shape].files.map((w) => `${imageSrc(`Images/brand/proof-${shape}-${w}.webp`)} ${w}w`).join(', ');
}

/** What the strip says, from the same config the script draws it from. */
const proofClaims = [
  `Since ${business.servingSince}, serving ${business.serviceArea.name}`,
  'Catering for businesses, events & weddings',
  'Bulk options on every meal on our menu',
] as const;

export function SocialProof() {
  return (
    <RevealOnScroll as="section" className={styles.proof} aria-label={`Why ${business.shortName}`} hideOnExit>
      <picture>
        <source
          media="(min-width: 900px)"
          srcSet={proofSrcSet('wide')}
          sizes="(min-width: 1290px) 1192px, calc(100vw - 3rem)"
          width={proofArt.wide.width}
          height={proofArt.wide.height}
        />
        <img
          className={styles.proofImage}
          src={imageSrc(`Images/brand/proof-narrow-${proofArt.narrow.files[1]}.webp`)}
          srcSet={proofSrcSet('narrow')}
          sizes="(min-width: 600px) 420px, calc(100vw - 2rem)"
          width={proofArt.narrow.width}
          height={proofArt.narrow.height}
          alt={proofClaims.join('. ') + '.'}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </RevealOnScroll>
  );
}
