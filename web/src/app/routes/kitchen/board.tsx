/**
 * /kitchen: the order board. New orders appear within seconds without a reload (the board polls),
 * with a chime and a count in the tab's title, and say how long they have waited; the owner accepts with a ready
 * time, moves orders along, cancels with a reason, prints the ticket, pauses online ordering and finds past orders.
 * When the connection drops it says "Reconnecting…", keeps what it had and catches up when it is back; while this
 * device takes no push alerts, it offers to turn them on. "Print new tickets" prints each new order's ticket as it arrives.
 */
import { useBoard } from '../../../api/kitchen-orders.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { AwaitingPayment } from '../../../features/kitchen/components/awaiting-payment.tsx';
import { OrderBoard } from '../../../features/kitchen/components/order-board.tsx';
import { OrderPanel } from '../../../features/kitchen/components/order-panel.tsx';
import { OrderSearch } from '../../../features/kitchen/components/order-search.tsx';
import { PrintTicket } from '../../../features/kitchen/components/print-ticket.tsx';
import { PrintToggle } from '../../../features/kitchen/components/print-toggle.tsx';
import { SoundToggle } from '../../../features/kitchen/components/sound-toggle.tsx';
import { useAutoPrint } from '../../../features/kitchen/hooks/use-auto-print.ts';
import { useBoardSteps } from '../../../features/kitchen/hooks/use-board-steps.ts';
import { useBoardConnection } from '../../../features/kitchen/hooks/use-board-connection.ts';
import { useNewOrderAlert } from '../../../features/kitchen/hooks/use-new-order-alert.ts';
import { AlertsPrompt } from '../../../features/kitchen-alerts/components/alerts-prompt.tsx';
import { PauseControl } from '../../../features/shop-settings/components/pause-control.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatOrderClock } from '@functions/platform/contract/business-clock.ts';
import styles from './kitchen-page.module.scss';

function BoardSkeleton() {
  return (
    <div className={styles.skeletonColumns} aria-hidden="true">
      {[0, 1, 2, 3].map((column) => (
        <Skeleton key={column} className={styles.skeletonColumn} />
      ))}
    </div>
  );
}

export function KitchenBoardScreen() {
  const board = useBoard();
  const { step, opened, openOrder, open, close, takeStep, quickStep, lastStep, quickResult } = useBoardSteps(board.data?.orders);
  const alert = useNewOrderAlert(board.data?.orders);
  const { connection, announcement } = useBoardConnection(board);
  const autoPrint = useAutoPrint(board.data);

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Orders</h1>
          <p className={styles.live} aria-live="off">
            {connection === 'reconnecting' ? (
              <span className={styles.reconnecting}>
                <span className={styles.reconnectingDot} aria-hidden="true" /> Reconnecting…
                {board.data ? ` · as of ${formatOrderClock(board.data.asOf)}` : ''}
              </span>
            ) : board.isError ? (
              <span className={styles.offline}>Not updating: {apiErrorText(board.error)}</span>
            ) : board.data ? (
              <>
                <span className={styles.liveDot} aria-hidden="true" /> Live · updated {formatOrderClock(board.data.asOf)}
              </>
            ) : (
              'Loading…'
            )}
          </p>
        </div>
        <OrderSearch onOpen={open} />
      </div>
      <div className={styles.deviceSwitches} role="group" aria-labelledby="device-switches-label">
        <span id="device-switches-label" className={styles.deviceSwitchesLabel}>
          On this device
        </span>
        <SoundToggle soundOn={alert.soundOn} soundAllowed={alert.soundAllowed} toggleSound={alert.toggleSound} />
        <PrintToggle on={autoPrint.on} toggle={autoPrint.toggle} />
      </div>
      <p className="visually-hidden" role="status">
        {alert.announcement}
      </p>
      <p className="visually-hidden" role="status" data-testid="board-connection">
        {announcement}
      </p>

      <PauseControl className={styles.pause} />

      <AlertsPrompt />

      {quickResult && !quickResult.result.ok ? (
        <FormAlert tone="error" title="Not changed">
          {apiErrorText(quickResult.result.error)}
        </FormAlert>
      ) : null}

      {board.data ? <AwaitingPayment orders={board.data.awaitingPayment} /> : null}

      {board.data ? (
        <OrderBoard
          orders={board.data.orders}
          today={board.data.today}
          onOpen={open}
          onStep={quickStep}
          steppingId={step.isPending && !opened ? step.variables?.orderId : undefined}
        />
      ) : board.isError && connection !== 'reconnecting' ? (
        <FormAlert tone="error" title="The board could not load">
          {apiErrorText(board.error)}{' '}
          <button type="button" className={styles.retry} onClick={() => void board.refetch()}>
            Try again
          </button>
        </FormAlert>
      ) : (
        <BoardSkeleton />
      )}

      {openOrder ? (
        <OrderPanel
          key={openOrder.orderId}
          order={openOrder}
          onClose={close}
          onStep={(order, request) => takeStep(order, request, true)}
          pending={step.isPending}
          result={lastStep?.orderId === openOrder.orderId ? lastStep.result : undefined}
        />
      ) : null}
      {autoPrint.printing ? <PrintTicket key={autoPrint.printing.orderId} order={autoPrint.printing} auto /> : null}
    </div>
  );
}
