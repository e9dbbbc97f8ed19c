/** The kitchen's tips for a dish: reheating, pairings, allergens. */
import { useId } from 'react';
import styles from './dish-tips.module.scss';

export function DishTips({ tips }: { tips: readonly string[] }) {
  const headingId = useId();
  if (tips.length === 0) return null;
  return (
    <section className={styles.tips} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Kitchen tips
      </h2>
      <ul>
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
