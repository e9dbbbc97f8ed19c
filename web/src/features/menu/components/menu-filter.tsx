/**
 * The menu's allergen and diet filter (docs/business-rules.md#allergens-and-diet-labels): a button
 * that opens the choices ("Hide dishes with", "Only show"), how many dishes show, a way to clear, and
 * the kitchen's cross-contact note whenever the choices are open or in use. The choice is kept across
 * visits (hooks/use-menu-filter.ts), so a filtered menu always says what it leaves out.
 */
import { allergens, allergenWords, crossContactNote, dietLabelWords, type DietLabel } from '@functions/catalogue/contract/allergen-words';
import { useId, useState } from 'react';
import { AlertIcon, CheckIcon } from '../../../components/icons.tsx';
import { FilterIcon } from '../../../components/screen-icons.tsx';
import { allergenSentence } from '../../../lib/allergens.ts';
import { isFiltering, noMenuFilter, toggledFilter, type MenuFilter } from '../hooks/use-menu-filter.ts';
import styles from './menu-filter.module.scss';
import { countLabel } from '@functions/platform/contract/count-label.ts';

type MenuFilterBarProps = {
  filter: MenuFilter;
  onChange: (filter: MenuFilter) => void;
  /** The diet labels offered: those some dish carries, and any already chosen. */
  labels: readonly DietLabel[];
  /** Dishes shown, and on the menu; undefined while the menu loads. */
  shown: number | undefined;
  total: number | undefined;
};

/** 'Without peanuts or wheat · Only vegan': what the filter leaves out, in a line. */
export function filterSummary(filter: MenuFilter): string {
  const parts: string[] = [];
  if (filter.without.length > 0) parts.push(`Without ${allergenSentence(filter.without, 'or')}`);
  if (filter.only.length > 0) parts.push(`Only ${filter.only.map((label) => dietLabelWords[label].toLowerCase()).join(' and ')}`);
  return parts.join(' · ');
}

export function dishCountText(shown: number, total: number, filtering: boolean): string {
  const dishes = (count: number) => countLabel(count, 'dish', 'dishes');
  return filtering ? `${shown} of ${dishes(total)}` : dishes(total);
}

export function MenuFilterBar({ filter, onChange, labels, shown, total }: MenuFilterBarProps) {
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const filtering = isFiltering(filter);
  const chosen = filter.without.length + filter.only.length;

  return (
    <div className={styles.filter}>
      <div className={styles.bar}>
        <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((current) => !current)}>
          <FilterIcon size={18} />
          <span>Allergens and diet</span>
          {chosen > 0 ? (
            <span className={styles.badge}>
              {chosen}
              <span className="visually-hidden"> chosen</span>
            </span>
          ) : null}
        </button>
        {/* Once the menu is in (while it loads, the page's own status says so): changes are announced. */}
        {shown !== undefined && total !== undefined ? (
          <p className={styles.count} role="status">
            {dishCountText(shown, total, filtering)}
          </p>
        ) : null}
        {filtering ? (
          <button type="button" className={styles.clear} onClick={() => onChange(noMenuFilter)}>
            Clear filters
          </button>
        ) : null}
      </div>
      {filtering ? <p className={styles.summary}>{filterSummary(filter)}</p> : null}

      <div id={panelId} className={styles.panel} hidden={!open}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>Hide dishes with</legend>
          <div className={styles.options}>
            {allergens.map((allergen) => (
              <label key={allergen} className={`${styles.option} ${styles.avoid}`}>
                <input
                  type="checkbox"
                  className={styles.input}
                  checked={filter.without.includes(allergen)}
                  onChange={() => onChange(toggledFilter(filter, { allergen }))}
                />
                <span className={styles.box} aria-hidden="true">
                  <CheckIcon size={14} />
                </span>
                {allergenWords[allergen]}
              </label>
            ))}
          </div>
        </fieldset>
        {labels.length > 0 ? (
          <fieldset className={styles.group}>
            <legend className={styles.legend}>Only show</legend>
            <div className={styles.options}>
              {labels.map((label) => (
                <label key={label} className={`${styles.option} ${styles.keep}`}>
                  <input
                    type="checkbox"
                    className={styles.input}
                    checked={filter.only.includes(label)}
                    onChange={() => onChange(toggledFilter(filter, { label }))}
                  />
                  <span className={styles.box} aria-hidden="true">
                    <CheckIcon size={14} />
                  </span>
                  {dietLabelWords[label]}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
      </div>

      {open || filtering ? (
        <p className={styles.note}>
          <AlertIcon size={18} />
          <span>{crossContactNote}</span>
        </p>
      ) : null}
    </div>
  );
}
