/** The three benefit sections (treat yourself, feed the family, schedule catering), alternating sides. */
import { business } from '@business';
import type { MenuDish } from '@functions/catalogue/contract/catalogue';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { ArrowRightIcon } from '../../../components/icons.tsx';
import { benefitsRevealThreshold, RevealOnScroll } from '../../../components/reveal-on-scroll.tsx';
import { cateringArt, heroArt } from '../../../lib/brand-art.ts';
import styles from './home.module.scss';

/** A benefit's picture: the page's column on phones, half of it (beside the text) from 900 px. */
const halfPageSizes = '(min-width: 1240px) 572px, (min-width: 900px) calc(50vw - 3rem), (min-width: 600px) calc(100vw - 3rem), calc(100vw - 2rem)';

/** A dish's picture, or brand art with the widths it is made in. */
type Art = { id?: string; image: string; blurHash: string; brand: boolean; widths?: readonly number[] };

function dishArt(dishes: readonly MenuDish[] | undefined, preferred: readonly string[], skip: ReadonlySet<string>): Art | null {
  if (!dishes?.length) return null;
  const pick =
    preferred.map((id) => dishes.find((dish) => dish.id === id)).find((dish) => dish && !skip.has(dish.id)) ??
    dishes.find((dish) => dish.featured && !skip.has(dish.id));
  return pick ? { id: pick.id, image: pick.image, blurHash: pick.blurHash, brand: false } : null;
}

/** The three benefit sections; dish pictures come from the menu (`dishes`), brand art stands in until it loads. */
export function Benefits({ dishes, pending }: { dishes: readonly MenuDish[] | undefined; pending: boolean }) {
  const treat = dishArt(dishes, ['jollof-rice', 'beef-suya'], new Set());
  const family = dishArt(dishes, ['doro-wat', 'egusi-soup', 'misir-wat'], new Set(treat?.id ? [treat.id] : []));
  const benefits = [
    {
      id: 'treat',
      title: 'Treat Yourself',
      text: 'Had a long week? Jollof rice with a smoky depth, peppery suya, golden plantain: order a plate of comfort, made fresh, just the way you like it.',
      art: treat ?? { ...heroArt, brand: true },
      action: { to: '/menu', label: 'Explore Menu' },
    },
    {
      id: 'family',
      title: 'Feed the Family',
      text: 'Every meal has bulk options, so one order covers everyone at the table: stews, rice and sides in family sizes that reheat beautifully.',
      art: family ?? { ...heroArt, brand: true },
      action: { to: '/menu', label: 'Explore Menu' },
    },
    {
      id: 'catering',
      title: 'Schedule Catering',
      text: `Office lunches, birthdays, graduations and weddings across ${business.serviceArea.name}: individual pans and meal combinations, delivered with a complimentary chafing kit.`,
      art: { ...cateringArt, brand: true },
      action: { to: '/catering', label: 'Learn More', context: ' about our catering' },
    },
  ];

  return (
    <div className={styles.benefits}>
      {benefits.map((benefit, index) => (
        <RevealOnScroll
          as="section"
          key={benefit.id}
          className={styles.benefit}
          threshold={benefitsRevealThreshold}
          from={index % 2 === 0 ? 'left' : 'right'}
          aria-labelledby={`home-benefit-${benefit.id}`}
        >
          <div className={styles.benefitMedia}>
            {pending && !benefit.art.brand ? null : (
              <BlurhashImage
                className={styles.benefitImage}
                image={benefit.art.image}
                blurHash={benefit.art.blurHash}
                alt=""
                aspectRatio="4 / 3"
                sizes={halfPageSizes}
                variantWidths={benefit.art.widths}
              />
            )}
          </div>
          <div className={styles.benefitBody}>
            <h2 id={`home-benefit-${benefit.id}`} className={styles.benefitTitle}>
              {benefit.title}
            </h2>
            <p className={styles.benefitText}>{benefit.text}</p>
            <Link to={benefit.action.to} className={styles.benefitButton}>
              {benefit.action.label}
              {'context' in benefit.action && <span className="visually-hidden">{benefit.action.context}</span>}
              <ArrowRightIcon size={18} />
            </Link>
          </div>
        </RevealOnScroll>
      ))}
    </div>
  );
}
