/** The social-proof strip: the shop's claims drawn as one image, wide or stacked. */
import { business } from '@business';
import { RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import { proofArtNarrow, proofArtWide } from '../../../lib/brand-art.ts';
import { pictureSources } from '../../../lib/image.ts';
import styles from './home.module.scss';

/** The badge strip drawn by web/scripts/make-brand-art.ts from the business config: wide and stacked, each in AVIF and WebP. */
const wide = pictureSources(proofArtWide.image, { variantWidths: proofArtWide.widths });
const narrow = pictureSources(proofArtNarrow.image, { variantWidths: proofArtNarrow.widths });
const wideMedia = '(min-width: 900px)';
const wideSizes = '(min-width: 1290px) 1192px, calc(100vw - 3rem)';
const narrowSizes = '(min-width: 600px) 420px, calc(100vw - 2rem)';

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
        <source media={wideMedia} type="image/avif" srcSet={wide.avifSrcSet} sizes={wideSizes} width={proofArtWide.width} height={proofArtWide.height} />
        <source media={wideMedia} type="image/webp" srcSet={wide.srcSet} sizes={wideSizes} width={proofArtWide.width} height={proofArtWide.height} />
        <source type="image/avif" srcSet={narrow.avifSrcSet} sizes={narrowSizes} width={proofArtNarrow.width} height={proofArtNarrow.height} />
        <img
          className={styles.proofImage}
          src={narrow.src}
          srcSet={narrow.srcSet}
          sizes={narrowSizes}
          width={proofArtNarrow.width}
          height={proofArtNarrow.height}
          alt={proofClaims.join('. ') + '.'}
          loading="lazy"
          decoding="async"
        />
      </picture>
    </RevealOnScroll>
  );
}
