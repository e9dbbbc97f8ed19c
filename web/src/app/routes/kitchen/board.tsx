/**
 * /kitchen: the order board. New orders appear within seconds without a reload (the board polls),
 * with a chime and a count in the tab's title; the owner accepts with a ready time, moves orders
 * along, cancels with a reason, prints the ticket, pauses online ordering and finds past orders.
 */
import type { KitchenOrder } from '@contracts/kitchen';
import { useState } from 'react';
import { useBoard, useOrderStep } from '../../../api/kitchen-orders.ts';
import { FormAlert } from '../../../components/form/form-fields.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { OrderBoard } from '../../../features/kitchen/components/order-board.tsx';
import { OrderPanel, type StepRequest } from '../../../features/kitchen/components/order-panel.tsx';
import { OrderSearch } from '../../../features/kitchen/components/order-search.tsx';
import { useNewOrderAlert } from '../../../features/kitchen/hooks/use-new-order-alert.ts';
import { PauseControl } from '../../../features/shop-settings/components/pause-control.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';
import { formatOrderClock } from '../../../lib/order-time.ts';
import styles from './kitchen-page.module.scss';

type StepResult = { orderId: string; result: { ok: true; message: string } | { ok: false; error: unknown } };

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
  const step = useOrderStep();
  const alert = useNewOrderAlert(board.data?.orders);
  const [opened, setOpened] = useState<KitchenOrder | undefined>();
  const [lastStep, setLastStep] = useState<StepResult | undefined>();
  const [quickResult, setQuickResult] = useState<StepResult | undefined>();

  // The open order as the board has it now (it may have moved on), else as it was found.
  const openOrder = opened ? (board.data?.orders.find((order) => order.orderId === opened.orderId) ?? opened) : undefined;

  const takeStep = (order: KitchenOrder, request: StepRequest, fromPanel: boolean) => {
    const record = (result: StepResult['result']) => (fromPanel ? setLastStep : setQuickResult)({ orderId: order.orderId, result });
    step.mutate(
      { orderId: order.orderId, customerId: order.customerId, ...request },
      {
        onSuccess: (answer) => {
          record({ ok: true, message: answer.message });
          if (fromPanel) setOpened(answer.order);
        },
        onError: (error) => record({ ok: false, error }),
      },
    );
  };

  const open = (order: KitchenOrder) => {
    setLastStep(undefined);
    setOpened(order);
  };

  return (
    <div className={styles.page}>
      <div className={styles.top}>
        <div className={styles.heading}>
          <h1 className={styles.title}>Orders</h1>
          <p className={styles.live} aria-live="off">
            {board.isError ? (
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
        <button type="button" className={styles.soundToggle} aria-pressed={alert.soundOn} onClick={alert.toggleSound}>
          {alert.soundOn ? (alert.soundAllowed ? 'Sound on' : 'Sound on: click to allow') : 'Sound off'}
        </button>
      </div>
      <p className="visually-hidden" role="status">
        {alert.announcement}
      </p>

      <PauseControl className={styles.pause} />

      {quickResult && !quickResult.result.ok ? (
        <FormAlert tone="error" title="Not changed">
          {apiErrorText(quickResult.result.error)}
        </FormAlert>
      ) : null}

      {board.data ? (
        <OrderBoard
          orders={board.data.orders}
          today={board.data.today}
          onOpen={open}
          onStep={(order) => {
            const action = order.status === 'accepted' ? (order.mode === 'pickup' ? 'ready' : 'out-for-delivery') : 'complete';
            takeStep(order, { action }, false);
          }}
          steppingId={step.isPending && !opened ? step.variables?.orderId : undefined}
        />
      ) : board.isError ? (
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
          onClose={() => setOpened(undefined)}
          onStep={(order, request) => takeStep(order, request, true)}
          pending={step.isPending}
          result={lastStep?.orderId === openOrder.orderId ? lastStep.result : undefined}
        />
      ) : null}
    </div>
  );
}
