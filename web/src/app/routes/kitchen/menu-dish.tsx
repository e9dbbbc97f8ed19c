/**
 * A dish in the back office's menu editor: /kitchen/menu/new (a new dish) and /kitchen/menu/:dishId
 * (docs/business-rules.md#the-menu-editor). The whole dish in one form, saved together; the sold-out
 * switches change at once. After a new dish is saved, the screen moves to its own address. Inside
 * KitchenLayout, which lets only an owner in.
 */
import { business } from '@business';
import type { OwnerMenuDish } from '@contracts/menu-editor';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useKeepDishPhotos, useOwnerMenu } from '../../../api/menu-editor.ts';
import { ArrowLeftIcon } from '../../../components/icons.tsx';
import { MenuAlert, menuAlertActionClass, MenuLoadFailed } from '../../../features/menu-editor/components/menu-load-failed.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { DishForm } from '../../../features/menu-editor/components/dish-form.tsx';
import { PhotoUpload } from '../../../features/menu-photos/components/photo-upload.tsx';
import { dishPath } from '../../../lib/slug.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import styles from './menu-dish.module.scss';

/** What the new dish's Save hands to the dish's own address: say it is saved there. */
type ArrivalState = { saved?: boolean } | null;

function FormSkeleton() {
  return (
    <div className={styles.loading} aria-hidden="true">
      <div className={styles.loadingColumn}>
        <Skeleton className={styles.blockSkeleton} />
        <Skeleton className={styles.blockSkeleton} />
      </div>
      <div className={styles.loadingColumn}>
        <Skeleton className={styles.smallSkeleton} />
        <Skeleton className={styles.smallSkeleton} />
      </div>
    </div>
  );
}

export function KitchenMenuDishScreen() {
  const { dishId } = useParams();
  const navigate = useNavigate();
  const arrival = useLocation().state as ArrivalState;
  const menu = useOwnerMenu();
  const keepPhotos = useKeepDishPhotos();
  const saved: OwnerMenuDish | undefined = dishId ? menu.data?.dishes.find((dish) => dish.id === dishId) : undefined;
  const title = dishId ? (saved?.name ?? 'Dish') : 'Add a dish';
  useDocumentTitle(`${title} | Menu | Kitchen | ${business.name}`);

  useEffect(() => {
    // The note is for this arrival only: a reload of the page does not say it again.
    if (arrival?.saved) void navigate('.', { replace: true, state: null });
  }, [arrival, navigate]);

  const onCreated = (dish: OwnerMenuDish) => {
    void navigate(`/kitchen/menu/${encodeURIComponent(dish.id)}`, { replace: true, state: { saved: true } satisfies ArrivalState });
  };

  let body;
  if (menu.data) {
    // Once loaded, a failed background read never takes the form (and its unsaved changes) away.
    body =
      dishId && !saved ? (
        <MenuAlert
          action={
            <Link className={menuAlertActionClass} to="/kitchen/menu">
              Back to the menu
            </Link>
          }
        >
          No dish with that address is on the menu.
        </MenuAlert>
      ) : (
        <DishForm
          key={saved?.id ?? 'new'}
          saved={saved}
          menu={menu.data.dishes}
          savedBefore={Boolean(arrival?.saved)}
          onCreated={onCreated}
          // The upload is its own feature (features/menu-photos): composed here, beside the form's fields.
          photo={
            saved ? (
              <PhotoUpload dishId={saved.id} onUploaded={(images) => void keepPhotos(saved.id, images)} />
            ) : (
              <p className={styles.photoLater}>Add the dish first: its photo is uploaded here once it is saved.</p>
            )
          }
        />
      );
  } else if (menu.isError) {
    body = <MenuLoadFailed error={menu.error} retrying={menu.isFetching} onRetry={() => void menu.refetch()} />;
  } else {
    body = (
      <>
        <p className="visually-hidden" role="status">
          Loading the dish…
        </p>
        <FormSkeleton />
      </>
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
