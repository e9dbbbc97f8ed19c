/**
 * The kitchen's menu (/kitchen/menu; docs/business-rules.md#the-menu-editor): every dish, hidden
 * ones too, by category in the shop's order, with its sold-out switch, Move up / Move down and Edit,
 * a filter by name and Add a dish. A change is on the shop within seconds. Inside KitchenLayout,
 * which lets only an owner in.
 */
import { business } from '@business';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useOwnerMenu } from '../../../api/menu-editor.ts';
import { SearchIcon } from '../../../components/icons.tsx';
import { PlusIcon } from '../../../components/screen-icons.tsx';
import { MenuNotLoaded } from '../../../features/menu-editor/components/menu-not-loaded.tsx';
import { MenuList, MenuListSkeleton } from '../../../features/menu-editor/components/menu-list.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './menu.module.scss';

export function KitchenMenuScreen() {
  useDocumentTitle(`Menu | Kitchen | ${business.name}`);
  const menu = useOwnerMenu();
  const [filter, setFilter] = useState('');
  const filterId = useId();

  let body;
  if (menu.data) {
    body = <MenuList dishes={menu.data.dishes} filter={filter} />;
  } else {
    body = (
      <MenuNotLoaded menu={menu} loading="Loading the menu…">
        <MenuListSkeleton />
      </MenuNotLoaded>
    );
  }

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Kitchen</p>
          <h1 className={styles.title}>Menu</h1>
          <p className={styles.lead}>Every dish, hidden ones too, in the order the shop shows them. A change is on the shop within seconds.</p>
        </div>
        <Link to="new" className={styles.add}>
          <PlusIcon size={18} />
          <span>Add a dish</span>
        </Link>
      </div>

      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor={filterId} className={styles.filterLabel}>
            Find a dish
          </label>
          <div className={styles.filterBox}>
            <SearchIcon size={18} />
            <input
              id={filterId}
              type="search"
              className={styles.filterInput}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
              placeholder="Name, e.g. jollof"
              autoComplete="off"
              aria-describedby={filter.trim() ? `${filterId}-hint` : undefined}
            />
          </div>
        </div>
        {filter.trim() ? (
          <p id={`${filterId}-hint`} className={styles.filterHint}>
            Clear the search to change the order.
          </p>
        ) : null}
      </div>

      {body}
    </div>
  );
}
