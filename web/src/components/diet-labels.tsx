/**
 * A dish's diet labels as small chips with a leaf ('Vegan', 'Gluten-free'), on the menu cards and
 * the dish page. 'Vegetarian' beside 'Vegan' is left out: it says nothing more.
 */
import type { DietLabel } from '@functions/catalogue/contract/allergen-words';
import { dietLabelWords } from '@functions/catalogue/contract/allergen-words';
import { shownDietLabels } from '../lib/allergens.ts';
import { LeafIcon } from './screen-icons.tsx';
import styles from './diet-labels.module.scss';

export function DietLabelChips({ labels, className }: { labels: readonly DietLabel[]; className?: string }) {
  const shown = shownDietLabels(labels);
  if (shown.length === 0) return null;
  return (
    <span className={className ? `${styles.chips} ${className}` : styles.chips}>
      {shown.map((label, index) => (
        <span key={label} className={styles.chip}>
          <LeafIcon size={12} />
          {dietLabelWords[label]}
          {index < shown.length - 1 ? <span className="visually-hidden">,</span> : null}
        </span>
      ))}
    </span>
  );
}
