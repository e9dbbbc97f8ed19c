/**
 * The brand hero: the kitchen's artwork under a dark shade, with an eyebrow and what the screen puts
 * on it. Home and catering show it as their first section (a landmark named by their headline);
 * the sign-in screens show it as the wide window's side panel, a picture only (hidden from
 * assistive tech: the form beside it says everything).
 */
import type { ReactNode } from 'react';
import type { BrandArt } from '../lib/brand-art.ts';
import { BlurhashImage } from './blurhash-image.tsx';
import styles from './brand-hero.module.scss';

type Variant = 'home' | 'catering' | 'panel';

const variants: Record<Variant, { root: string | undefined; content: string | undefined; eyebrow: string | undefined }> = {
  home: { root: styles.home, content: styles.homeContent, eyebrow: styles.homeEyebrow },
  catering: { root: styles.catering, content: styles.cateringContent, eyebrow: styles.cateringEyebrow },
  panel: { root: styles.panel, content: styles.panelContent, eyebrow: styles.panelEyebrow },
};

/** The hero's two kinds of button (links or buttons alike), white-on-dark in every theme. */
export const brandHeroActions = { primary: styles.primaryAction, secondary: styles.secondaryAction };

export function BrandHero({
  variant,
  art,
  eyebrow,
  labelledBy,
  sizes = '100vw',
  priority = false,
  children,
}: {
  variant: Variant;
  art: BrandArt;
  eyebrow: ReactNode;
  /** The id of the screen's headline inside the hero; without it the hero is decoration (the sign-in panel). */
  labelledBy?: string;
  sizes?: string;
  /** The page's main image (home, catering): fetched at once. */
  priority?: boolean;
  children: ReactNode;
}) {
  const classes = variants[variant];
  const picture = (
    <>
      <BlurhashImage
        className={variant === 'panel' ? styles.panelImage : styles.image}
        image={art.image}
        blurHash={art.blurHash}
        alt=""
        sizes={sizes}
        variantWidths={art.widths}
        priority={priority}
      />
      <div className={classes.content}>
        <p className={classes.eyebrow}>{eyebrow}</p>
        {children}
      </div>
    </>
  );
  return labelledBy ? (
    <section className={classes.root} aria-labelledby={labelledBy}>
      {picture}
    </section>
  ) : (
    <div className={classes.root} aria-hidden="true">
      {picture}
    </div>
  );
}
