/** The dish page while the dish loads: the same layout, in shimmering blocks. */
import { Skeleton } from '../../../components/skeleton.tsx';
import styles from './dish-page.module.scss';

export function DishSkeleton({ name }: { name: string }) {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading {name}…
      </p>
      <div className={styles.breadcrumbSkeleton} aria-hidden="true">
        <Skeleton style={{ width: '14rem', height: '1rem' }} />
      </div>
      <div className={styles.layout} aria-hidden="true">
        <div className={styles.head}>
          <Skeleton style={{ width: '70%', height: '2.4rem' }} />
          <Skeleton style={{ width: '30%', height: '1.4rem' }} />
          <Skeleton style={{ width: '100%', height: '5rem' }} />
        </div>
        <div className={styles.gallery}>
          <Skeleton className={styles.gallerySkeleton} />
        </div>
        <div className={styles.customise}>
          <Skeleton style={{ width: '40%', height: '1.6rem' }} />
          <Skeleton style={{ width: '100%', height: '8rem' }} />
        </div>
        <div className={styles.summary}>
          <Skeleton style={{ width: '100%', height: '14rem', borderRadius: 'var(--radius-lg)' }} />
        </div>
      </div>
    </div>
  );
}
