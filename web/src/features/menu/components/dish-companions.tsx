/** Companion dishes on a dish page (goesWith: 'goesWith' or 'similar'), each linking to its page. */
import type { Companion } from '@contracts/catalogue';
import { Link } from 'react-router';
import { BlurhashImage } from '../../../components/blurhash-image.tsx';
import { formatUsd } from '../../../lib/money.ts';
import { dishPath } from '../../../lib/slug.ts';
import styles from './dish-companions.module.scss';

const groups: readonly { relation: Companion['relation']; title: string }[] = [
  { relation: 'goesWith', title: 'Goes well with' },
  { relation: 'similar', title: 'You may also like' },
];

export function DishCompanions({ companions }: { companions: readonly Companion[] }) {
  return (
    <>
      {groups.map(({ relation, title }) => {
        const dishes = companions.filter((companion) => companion.relation === relation);
        if (dishes.length === 0) return null;
        const headingId = `companions-${relation}`;
        return (
          <section key={relation} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.title}>
              {title}
            </h2>
            <ul className={styles.list}>
              {dishes.map((companion) => (
                <li key={companion.goesWithId}>
                  <Link to={dishPath(companion.name)} className={styles.item}>
                    <BlurhashImage
                      className={styles.thumb}
                      image={companion.image}
                      blurHash={companion.blurHash}
                      alt=""
                      aspectRatio="1 / 1"
                      sizes="88px"
                    />
                    <span className={styles.text}>
                      <span className={styles.name}>{companion.name}</span>
                      <span className={styles.price}>from {formatUsd(companion.startingPrice)}</span>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
