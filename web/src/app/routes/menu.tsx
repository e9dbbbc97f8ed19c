/**
 * The menu (docs/product.md#menu-screen): a featured row, then the five category rows, under the allergen
 * and diet filter (docs/business-rules.md#allergens-and-diet-labels), which they follow.
 */
import { business } from '@business';
import { LoadFailed } from '../../components/load-failed.tsx';
import { nearViewport } from '../../components/near-viewport.tsx';
import { OpenStatus } from '../../components/open-status.tsx';
import { MenuFilterBar } from '../../features/menu/components/menu-filter.tsx';
import { MenuRow } from '../../features/menu/components/menu-row.tsx';
import { isFiltering, useMenuFilter } from '../../features/menu/hooks/use-menu-filter.ts';
import { skeletonCount, useMenuRows } from '../../features/menu/hooks/use-menu-rows.ts';
import { MenuPreview } from '../../features/menu/components/menu-preview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import styles from './menu.module.scss';

/** A row the filter emptied says why, not "coming soon". */
export const filteredRowText = 'No dishes here match your filters.';

const LaterRow = nearViewport(MenuRow, styles.laterRow);

export function MenuScreen() {
  useDocumentTitle(`Menu | ${business.name}`);
  const [filter, setFilter] = useMenuFilter();
  const { rows, shown, total, dietLabels, isPending, isError, refetch, isFetching } = useMenuRows(filter);

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <p className={styles.eyebrow}>Order for delivery or pickup</p>
        <h1 className={styles.title}>Our Menu</h1>
        <p className={styles.lead}>
          Dishes from across the continent, cooked fresh in Milwaukee. Every dish can be customised: take out what you don’t want, add extras, and choose your
          heat.
        </p>
        <OpenStatus />
        {/* The card last hovered or focused; until then the first featured dish. */}
        <MenuPreview first={rows[0]?.dishes[0] ?? null} className={styles.preview} nameClassName={styles.previewName} textClassName={styles.previewText} />
      </header>

      {isError ? (
        <LoadFailed look="error" retrying={isFetching} onRetry={() => void refetch()}>
          We couldn’t load the menu just now.
        </LoadFailed>
      ) : (
        <>
          <MenuFilterBar filter={filter} onChange={setFilter} labels={dietLabels} shown={shown} total={total} />
          <div className={styles.rows}>
            {isPending ? (
              <p className="visually-hidden" role="status">
                Loading the menu…
              </p>
            ) : null}
            {rows.map((row, index) => {
              const props = {
                id: row.id,
                title: row.title,
                dishes: row.dishes,
                loading: isPending,
                skeletons: skeletonCount(row.id),
                featured: index === 0,
                eagerImages: index === 0 ? 3 : 0,
                emptyText: isFiltering(filter) ? filteredRowText : undefined,
              };
              // The first row is on screen; the others hydrate as they near the viewport.
              return index === 0 ? <MenuRow key={row.id} {...props} /> : <LaterRow key={row.id} {...props} />;
            })}
          </div>
        </>
      )}
    </div>
  );
}
