/**
 * The range's loyalty points (docs/business-rules.md#the-owners-reports): the points customers hold now (the
 * liability) and what orders not yet completed will add, then what the range's days issued, redeemed, gave back, took
 * back and saw expire, each on the day it happened whatever the report's basis.
 */
import { formatUsd } from '@functions/platform/contract/money';
import { pointsFlowFigures, pointsFlowWords, type PointsReport as Points } from '@functions/offers/contract/offer-reports';
import { pointsLabel } from '../../../lib/points-label.ts';
import styles from './report-figures.module.scss';

/** Whether a reward's cents are whole dollars ('$5'), else with its cents ('$2.50'). */
const rewardAmount = (cents: number) => (cents % 100 === 0 ? `$${cents / 100}` : formatUsd(cents));

export function PointsReport({ points }: { points: Points }) {
  const moved = pointsFlowFigures.some((figure) => points[figure] > 0);
  return (
    <section className={styles.section} aria-labelledby="report-points">
      <h2 id="report-points" className={styles.sectionTitle}>
        Points
      </h2>
      {!points.enabled && points.outstanding === 0 ? (
        <p className={styles.muted}>The shop does not give points yet: the owner sets them up under Offers › Loyalty.</p>
      ) : (
        <>
          <dl className={styles.headline}>
            <div className={styles.headlineFigure}>
              <dt>Outstanding</dt>
              <dd>{points.outstanding.toLocaleString('en-US')}</dd>
            </div>
            <div className={styles.headlineFigure}>
              <dt>Pending</dt>
              <dd>{points.pending.toLocaleString('en-US')}</dd>
            </div>
            <div className={styles.headlineFigure}>
              <dt>Issued</dt>
              <dd>{points.issued.toLocaleString('en-US')}</dd>
            </div>
            <div className={styles.headlineFigure}>
              <dt>Redeemed</dt>
              <dd>{points.redeemed.toLocaleString('en-US')}</dd>
            </div>
          </dl>
          <dl className={styles.definitions}>
            <div>
              <dt>Outstanding:</dt> <dd>held by customers now, after what has expired.</dd>{' '}
              {points.worth ? (
                <dd>
                  Worth at most {formatUsd(points.worth.cents)} at the best reward, “{points.worth.rewardName}” ({rewardAmount(points.worth.rewardCents)} for{' '}
                  {pointsLabel(points.worth.rewardPoints)}).
                </dd>
              ) : (
                <dd>Not said in dollars: a reward that gives a dish is worth that dish’s price on the day.</dd>
              )}
            </div>
            <div>
              <dt>Pending:</dt> <dd>what orders placed and not yet completed will earn once they are, at today’s rate.</dd>
            </div>
          </dl>
          {moved ? (
            <div className={styles.tableScroll} tabIndex={0} role="region" aria-label="Points in these days, scrolls sideways">
              <table className={styles.table}>
                <caption className="visually-hidden">Points in these days, each on the day it happened</caption>
                <thead>
                  <tr>
                    <th scope="col">In these days</th>
                    <th scope="col">Points</th>
                  </tr>
                </thead>
                <tbody>
                  {pointsFlowFigures.map((figure) => (
                    <tr key={figure}>
                      <th scope="row">{pointsFlowWords[figure]}</th>
                      <td>{points[figure].toLocaleString('en-US')}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : (
            <p className={styles.muted}>No points were issued, spent, granted or expired in these days.</p>
          )}
        </>
      )}
    </section>
  );
}
