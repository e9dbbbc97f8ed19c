/**
 * The board: today's orders in columns by status (new, whatever its day; in the kitchen; ready and on
 * the way; done today), and the upcoming days' orders listed by day. Quick steps act from the card; accepting and
 * cancelling open the order, for a ready time or a reason.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { useState } from 'react';
import { formatOrderDate, orderLocalDate } from '@functions/platform/contract/business-clock.ts';
import { countLabel } from '@functions/platform/contract/count-label.ts';
import { useClock } from '../hooks/use-clock.ts';
import { boardColumns, byDay, columnOf, isUpcoming, onTodaysBoard, todayCount, type ColumnId } from './board-columns.ts';
import { OrderCard } from './order-card.tsx';
import styles from './kitchen-board.module.scss';

type Props = {
  orders: readonly KitchenOrder[];
  today: string;
  onOpen: (order: KitchenOrder) => void;
  onStep: (order: KitchenOrder) => void;
  /** The order whose quick step is being sent. */
  steppingId: string | undefined;
};

/** What a later day's order in a column is, when it is listed under Upcoming instead (docs/business-rules.md#the-order-board). */
const laterWords: Partial<Record<ColumnId, string>> = { cooking: 'accepted', ready: 'ready' };

export function OrderBoard({ orders, today, onOpen, onStep, steppingId }: Props) {
  const [view, setView] = useState<'today' | 'upcoming'>('today');
  // One clock for every card's "Waiting 4 min".
  const now = useClock();
  const showUpcoming = () => {
    setView('upcoming');
    document.getElementById('board-tab-upcoming')?.focus();
  };
  const todays = orders.filter((order) => onTodaysBoard(order, today));
  const upcoming = orders.filter((order) => isUpcoming(order, today));
  const cardProps = (order: KitchenOrder) => ({
    order,
    showDate: orderLocalDate(order.slotId) !== today,
    onOpen,
    onStep,
    stepping: steppingId === order.orderId,
    now,
  });

  return (
    <section aria-label="Orders" className={styles.board}>
      <div className={styles.views} role="tablist" aria-label="Which orders">
        {(
          [
            ['today', 'Today', todayCount(orders, today)],
            ['upcoming', 'Upcoming', upcoming.length],
          ] as const
        ).map(([id, label, count]) => (
          <button
            key={id}
            type="button"
            role="tab"
            id={`board-tab-${id}`}
            aria-selected={view === id}
            aria-controls={`board-panel-${id}`}
            className={styles.viewTab}
            onClick={() => setView(id)}
          >
            {label} <span className={styles.viewCount}>{count}</span>
          </button>
        ))}
      </div>

      {view === 'today' ? (
        <div id="board-panel-today" role="tabpanel" aria-labelledby="board-tab-today" className={styles.columns}>
          {boardColumns.map((column) => {
            const inColumn = todays.filter((order) => columnOf(order) === column.id);
            // New orders of later days want accepting now too, but they are not today's: apart, under their own heading.
            const forToday = inColumn.filter((order) => !isUpcoming(order, today));
            const forLater = inColumn.filter((order) => isUpcoming(order, today));
            // Accepted for a later day, an order leaves today's columns: the column says where it went.
            const word = laterWords[column.id];
            const movedOn = word ? upcoming.filter((order) => columnOf(order) === column.id).length : 0;
            return (
              <section key={column.id} className={styles.column} data-column={column.id} aria-labelledby={`column-${column.id}`}>
                <h2 id={`column-${column.id}`} className={styles.columnTitle}>
                  {column.title} <span className={styles.columnCount}>{forToday.length}</span>
                </h2>
                {inColumn.length === 0 ? (
                  <p className={styles.columnEmpty}>{column.empty}</p>
                ) : forToday.length === 0 ? (
                  <p className={styles.columnEmpty}>None for today.</p>
                ) : null}
                {forToday.length > 0 ? (
                  <ul className={styles.cards}>
                    {forToday.map((order) => (
                      <li key={order.orderId}>
                        <OrderCard {...cardProps(order)} />
                      </li>
                    ))}
                  </ul>
                ) : null}
                {forLater.length > 0 ? (
                  <section aria-labelledby={`column-${column.id}-later`} className={styles.later}>
                    <h3 id={`column-${column.id}-later`} className={styles.laterTitle}>
                      For later days <span className={styles.columnCount}>{forLater.length}</span>
                    </h3>
                    <ul className={styles.cards}>
                      {forLater.map((order) => (
                        <li key={order.orderId}>
                          <OrderCard {...cardProps(order)} />
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {movedOn > 0 ? (
                  <p className={styles.movedOn} data-moved-on={column.id}>
                    {countLabel(movedOn, `${word} order`)} for later days {movedOn === 1 ? 'is' : 'are'} in Upcoming.{' '}
                    <button type="button" className={styles.movedOnLink} onClick={showUpcoming}>
                      Show Upcoming
                    </button>
                  </p>
                ) : null}
              </section>
            );
          })}
        </div>
      ) : (
        <div id="board-panel-upcoming" role="tabpanel" aria-labelledby="board-tab-upcoming" className={styles.upcoming}>
          {upcoming.length === 0 ? <p className={styles.columnEmpty}>No orders for later days yet. Scheduled and catering orders show here.</p> : null}
          {byDay(upcoming).map(([day, dayOrders]) => (
            <section key={day} aria-labelledby={`day-${day}`} className={styles.day}>
              <h2 id={`day-${day}`} className={styles.columnTitle}>
                {new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))},{' '}
                {formatOrderDate(dayOrders[0]!.slotId)} <span className={styles.columnCount}>{dayOrders.length}</span>
              </h2>
              <ul className={styles.dayCards}>
                {dayOrders.map((order) => (
                  <li key={order.orderId}>
                    <OrderCard {...cardProps(order)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </section>
  );
}
