/**
 * A dish in the kitchen's menu editor: /kitchen/menu/new (a new dish) and /kitchen/menu/:dishId
 * (docs/business-rules.md#the-menu-editor). The whole dish in one form, saved together; the sold-out
 * switches change at once. After a new dish is saved, the screen moves to its own address. Inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { OwnerMenuDish } from '@functions/catalogue/contract/menu-editor';
import { Link, useParams } from 'react-router';
import { useOwnerMenu } from '../../../api/menu-editor.ts';
import { ArrowLeftIcon } from '../../../components/screen-icons.tsx';
import { LoadFailed, loadFailedActionClass } from '../../../components/load-failed.tsx';
import { MenuNotLoaded } from '../../../features/menu-editor/components/menu-not-loaded.tsx';
import { DishForm } from '../../../features/menu-editor/components/dish-form.tsx';
import { useDishArrival } from '../../../features/menu-editor/hooks/use-dish-arrival.ts';
import { DishPhotos } from '../../../features/menu-photos/components/dish-photos.tsx';
import { dishPath } from '@functions/catalogue/contract/dish-path';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { FormSkeleton } from './menu-dish-skeleton.tsx';
import styles from './menu-dish.module.scss';

export function KitchenMenuDishScreen() {
  const { dishId } = useParams();
  const { arrivedSaved, onCreated } = useDishArrival();
  const menu = useOwnerMenu();
  const saved: OwnerMenuDish | undefined = dishId ? menu.data?.dishes.find((dish) => dish.id === dishId) : undefined;
  const title = dishId ? (saved?.name ?? 'Dish') : 'Add a dish';
  useDocumentTitle(`${title} | Menu | Kitchen | ${business.name}`);

  let body;
  if (menu.data) {
    // Once loaded, a failed background read never takes the form (and its unsaved changes) away.
    body =
      dishId && !saved ? (
        <LoadFailed
          action={
            <Link className={loadFailedActionClass} to="/kitchen/menu">
              Back to the menu
            </Link>
          }
        >
          No dish with that address is on the menu.
        </LoadFailed>
      ) : (
        <DishForm
          key={saved?.id ?? 'new'}
          saved={saved}
          menu={menu.data.dishes}
          savedBefore={arrivedSaved}
          onCreated={onCreated}
          // The photos and their tools are their own feature (features/menu-photos): composed here, beside the form's fields.
          photo={saved ? <DishPhotos dish={saved} /> : <p className={styles.photoLater}>Add the dish first: its photo is uploaded here once it is saved.</p>}
        />
      );
  } else {
    body = (
      <MenuNotLoaded menu={menu} loading="Loading the dish…">
        <FormSkeleton />
      </MenuNotLoaded>
    );
  }

  return (
    <div className={styles.page}>
      <Link to="/kitchen/menu" className={styles.back}>
        <ArrowLeftIcon size={18} />
        <span>The menu</span>
      </Link>
      <div className={styles.top}>
        <div className={styles.intro}>
          <p className={styles.eyebrow}>Kitchen · Menu</p>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>
            {saved
              ? 'Change anything below and save: the shop shows it within seconds. Carts holding its sizes and extras keep them.'
              : 'Fill in the dish and add it: the shop shows it within seconds (tick Hidden to prepare it first).'}
          </p>
        </div>
        {saved && !saved.hidden ? (
          <Link to={dishPath(saved.name)} className={styles.shopLink}>
            See it on the shop
          </Link>
        ) : null}
      </div>
      {body}
    </div>
  );
}
