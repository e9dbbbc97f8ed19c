/** The states of the e-mailed order link's page (/kitchen/orders/:orderId/:action): a link that is not valid, and the order loading. */
import { business } from '@business';
import { AlertIcon } from '../../components/icons.tsx';
import { Skeleton } from '../../components/skeleton.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import statusStyles from '../../components/status-page.module.scss';
import styles from './kitchen-action.module.scss';

const invalidLinkText = 'This link is not valid or has expired.';

export function InvalidLink({ message = invalidLinkText }: { message?: string }) {
  useDocumentTitle(`Link not valid | ${business.name}`);
  return (
    <div className={statusStyles.page}>
      <div className={statusStyles.card}>
        <span className={statusStyles.art}>
          <AlertIcon size={56} />
        </span>
        <p className={statusStyles.eyebrow}>Kitchen</p>
        <h1 className={statusStyles.title}>{message}</h1>
        <p className={statusStyles.text}>
          Each link in an order e-mail works once, for a week or until two days after the order’s time. Use the links in the newest e-mail about the order, or
          copy the whole link if your mail app split it.
        </p>
      </div>
    </div>
  );
}

export function Loading() {
  return (
    <div className={styles.page} aria-busy="true">
      <p className="visually-hidden" role="status">
        Loading the order…
      </p>
      <div className={styles.layout}>
        <div className={styles.panel}>
          <Skeleton className={styles.skeletonTitle} />
          <Skeleton className={styles.skeletonText} />
          <Skeleton className={styles.skeletonButton} />
        </div>
        <Skeleton className={styles.skeletonTicket} />
      </div>
    </div>
  );
}
