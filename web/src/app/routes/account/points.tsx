/**
 * /account/points (docs/product.md#account-screens, docs/business-rules.md#points-in-the-table): the customer's
 * loyalty points: available, pending until their orders are completed, the next to expire, the owner's rewards with
 * how far the points go, and the history. A shop with no points programme says so instead.
 */
import { business } from '@business';
import { useAccountPoints } from '../../../api/loyalty.ts';
import { StarIcon } from '../../../components/screen-icons.tsx';
import { ListEmpty, ListError, ListLoading } from '../../../features/account/components/account-list-states.tsx';
import { AccountPage } from '../../../features/account/components/account-page.tsx';
import { PointsOverview, PointsOverviewSkeleton } from '../../../features/loyalty/components/points-overview.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { accountCrumb } from './account-crumbs.ts';

export function PointsScreen() {
  useDocumentTitle(`Points | ${business.name}`);
  const points = useAccountPoints();

  let body;
  if (points.data) {
    // Once loaded, a failed background read keeps the points as they were.
    body = points.data.enabled ? (
      <PointsOverview points={points.data} />
    ) : (
      <ListEmpty icon={<StarIcon size={32} />} title="No points programme yet">
        {business.name} doesn’t give loyalty points yet. When it does, what your orders earn shows here.
      </ListEmpty>
    );
  } else if (points.isError) {
    body = <ListError what="your points" retrying={points.isFetching} onRetry={() => void points.refetch()} />;
  } else {
    body = (
      <ListLoading what="points">
        <PointsOverviewSkeleton />
      </ListLoading>
    );
  }

  return (
    <AccountPage title="Points" crumbs={[accountCrumb]} lead={<p>What your orders earn with us, and the rewards it brings.</p>}>
      {body}
    </AccountPage>
  );
}
