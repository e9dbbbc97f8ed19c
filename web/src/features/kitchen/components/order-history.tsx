/**
 * An order's history in its side sheet: each step with who took it and when, and, in time order among them, what the
 * kitchen's alerts did for it (docs/business-rules.md#the-ladder: "Texted the kitchen (1 number)", "Accepted
 * automatically") and the texts the customer was sent with what their carrier reported
 * (docs/business-rules.md#customer-updates) and each ready time changed after the accept, then the ready time promised
 * and a cancellation's reason.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { formatOrderClock, formatOrderTime } from '@functions/platform/contract/business-clock.ts';
import { promisedTime } from '@functions/orders/contract/order-promise.ts';
import { statusLabel } from '../../../lib/order-status-words.ts';
import styles from './order-panel.module.scss';

type Line = { key: string; at: string; kind: 'status'; entry: KitchenOrder['history'][number] } | { key: string; at: string; kind: 'alert'; what: string };

const textStatusWords = { sent: 'sent', delivered: 'delivered', failed: 'not delivered' } as const;

/** The history, the alerts and the customer's texts as one list by time; a step before an alert of the same instant. */
export function historyLines(order: Pick<KitchenOrder, 'history' | 'alerts' | 'customerTexts' | 'readyTimeChanges'>): Line[] {
  const lines: Line[] = [
    ...order.history.map((entry) => ({ key: `status-${entry.status}-${entry.at}`, at: entry.at, kind: 'status' as const, entry })),
    ...(order.alerts ?? []).map((alert, index) => ({ key: `alert-${index}-${alert.at}`, at: alert.at, kind: 'alert' as const, what: alert.what })),
    ...Object.entries(order.customerTexts ?? {}).map(([textId, text]) => ({
      key: `text-${textId}`,
      at: text.at,
      kind: 'alert' as const,
      what: `Texted the customer “${text.what}”: ${textStatusWords[text.status]}`,
    })),
    ...(order.readyTimeChanges ?? []).map((change, index) => ({
      key: `ready-${index}-${change.at}`,
      at: change.at,
      kind: 'alert' as const,
      what: `Ready time changed from ${formatOrderClock(change.from)} to ${formatOrderClock(change.to)} by ${change.by}; the customer was told`,
    })),
  ];
  const rank = (line: Line) => (line.kind === 'status' ? 0 : 1);
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => Date.parse(a.line.at) - Date.parse(b.line.at) || rank(a.line) - rank(b.line) || a.index - b.index)
    .map(({ line }) => line);
}

export function OrderHistory({ order }: { order: KitchenOrder }) {
  return (
    <section aria-labelledby="order-history" className={styles.history}>
      <h3 id="order-history" className={styles.sectionTitle}>
        History
      </h3>
      <ol className={styles.historyList}>
        {historyLines(order).map((line) =>
          line.kind === 'status' ? (
            <li key={line.key}>
              <span className={styles.historyStatus}>{statusLabel(line.entry.status, order.mode)}</span>{' '}
              <time dateTime={line.at}>{formatOrderTime(line.at)}</time>
              <span className={styles.historyBy}>{line.entry.by ? ` · by ${line.entry.by}` : line.entry.status === 'placed' ? ' · by the customer' : ''}</span>
            </li>
          ) : (
            <li key={line.key} className={styles.historyAlert} data-testid="history-alert">
              <span className="visually-hidden">Alert: </span>
              {line.what} <time dateTime={line.at}>{formatOrderTime(line.at)}</time>
            </li>
          ),
        )}
      </ol>
      {order.history.some((entry) => entry.status === 'accepted') ? (
        <p className={styles.hint}>
          Ready time given to the customer: <time dateTime={promisedTime(order)}>{formatOrderTime(promisedTime(order))}</time>
          {order.readyAt ? '' : ' (the order’s time)'}
        </p>
      ) : null}
      {order.cancelReason ? <p className={styles.hint}>Reason given: “{order.cancelReason}”</p> : null}
    </section>
  );
}
