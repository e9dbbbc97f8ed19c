/**
 * How a spice level and a size read everywhere in the shop (docs/product.md#entities): flames for
 * levels 1–3, a leaf for mild, the labels, and the size abbreviations.
 */
import type { Size } from '@functions/catalogue/contract/catalogue';
import type { SpiceLevel } from '@functions/catalogue/contract/pricing';
import { FlameIcon, LeafIcon } from './screen-icons.tsx';
import styles from './spice-level.module.scss';

/** docs/product.md#entities, sizes: S, M, L, otherwise XL. */
export const sizeAbbreviations: Record<Size, string> = { small: 'S', medium: 'M', large: 'L', 'extra large': 'XL' };

/** docs/product.md#entities, spice levels: levels 0 to 3. */
export const spiceLabels: Record<SpiceLevel, string> = { 0: 'Mild', 1: 'one flame', 2: 'two flames', 3: 'three flames' };

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function Flames({ level, size = 16 }: { level: SpiceLevel; size?: number }) {
  if (level === 0) return <LeafIcon size={size} className={styles.leaf} />;
  return (
    <span className={styles.flames}>
      {Array.from({ length: level }, (_, i) => (
        <FlameIcon key={i} size={size} />
      ))}
    </span>
  );
}
