/**
 * The customer's points (Account › Points; docs/business-rules.md#points-in-the-table): the points available, big,
 * with what orders not yet completed will add and the next points to expire; the owner's rewards, each with how far
 * the points go towards it; and the history, newest first. A shop without a points programme is the route's to say.
 */
import type { PointsAnswer } from '@functions/offers/contract/offers';
import { formatOrderDate } from '@functions/platform/contract/business-clock.ts';
import { useId } from 'react';
import { Skeleton } from '../../../components/skeleton.tsx';
import { earningWords, expiringWords, pendingWords, pointsLabel, rewardProgress, rewardProgressWords, signedPoints } from './points-words.ts';
import styles from './points-overview.module.scss';

function Balance({ points }: { points: PointsAnswer }) {
  const pending = pendingWords(points.pending);
  const expiring = expiringWords(points.expiring);
  const earning = earningWords(points.pointsPerDollar);
  return (
    <section className={styles.balance} aria-label="Your points">
      <p className={styles.balanceLabel}>Available</p>
      <p className={styles.balanceFigure}>
        <strong>{points.available.toLocaleString('en-US')}</strong> <span>{points.available === 1 ? 'point' : 'points'}</span>
      </p>
      {pending ? <p className={styles.pending}>{pending}</p> : null}
      {expiring ? <p className={styles.expiring}>{expiring}</p> : null}
      {earning ? <p className={styles.earning}>{earning}</p> : null}
    </section>
  );
}

function Rewards({ points }: { points: PointsAnswer }) {
  const titleId = useId();
  if (points.rewards.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        Rewards
      </h2>
      <ul className={styles.rewards}>
        {points.rewards.map((reward) => {
          const share = rewardProgress(reward, points.available);
          return (
            <li key={reward.rewardId} className={styles.reward} data-reachable={reward.reachable || undefined}>
              <div className={styles.rewardHead}>
                <span className={styles.rewardName}>{reward.name}</span>
                <span className={styles.rewardPoints}>{pointsLabel(reward.points)}</span>
              </div>
              <div
                className={styles.bar}
                role="progressbar"
                aria-label={`${reward.name}: your points towards it`}
                aria-valuemin={0}
                aria-valuemax={reward.points}
                aria-valuenow={Math.min(points.available, reward.points)}
              >
                <span className={styles.barFill} style={{ width: `${Math.round(share * 100)}%` }} />
              </div>
              <p className={styles.rewardProgress}>{rewardProgressWords(reward, points.available)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function History({ points }: { points: PointsAnswer }) {
  const titleId = useId();
  return (
    <section className={styles.block} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.blockTitle}>
        History
      </h2>
      {points.history.length === 0 ? (
        <p className={styles.none}>Nothing yet: your points show here once an order is completed.</p>
      ) : (
        <ol className={styles.history} aria-label="Your points history, newest first">
          {points.history.map((line, index) => (
            <li key={`${line.at}-${index}`} className={styles.line}>
              <span className={styles.lineDate}>{formatOrderDate(line.at)}</span>
              <span className={styles.lineWords}>{line.words}</span>
              <span className={styles.linePoints} data-sign={line.points > 0 ? 'plus' : 'minus'}>
                {signedPoints(line.points)}
                <span className="visually-hidden"> {Math.abs(line.points) === 1 ? 'point' : 'points'}</span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The Points screen's content for a shop that runs points (the route says when it runs none). */
export function PointsOverview({ points }: { points: PointsAnswer }) {
  return (
    <div className={styles.overview}>
      <Balance points={points} />
      <Rewards points={points} />
      <History points={points} />
    </div>
  );
}

/** The screen's placeholders while the points load: the balance, then two blocks. */
export function PointsOverviewSkeleton() {
  return (
    <div className={styles.overview} aria-hidden="true">
      <Skeleton className={styles.balanceSkeleton} />
      <Skeleton className={styles.blockSkeleton} />
      <Skeleton className={styles.blockSkeleton} />
    </div>
  );
}
