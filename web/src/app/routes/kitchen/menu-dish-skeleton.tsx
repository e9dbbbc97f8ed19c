/** The dish editor's placeholder while the menu loads. */
import { Skeleton } from '../../../components/skeleton.tsx';
import styles from './menu-dish.module.scss';

export function FormSkeleton() {
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
