/**
 * The order board's steps: the order open in the panel (as the board has it now, or as it was
 * found), a step taken from the panel or from a card's quick button, and the last result of each.
 */
import type { KitchenOrder } from '@functions/orders/contract/kitchen';
import { useState } from 'react';
import { useOrderStep } from '../../../api/kitchen-orders.ts';
import type { StepRequest } from '../components/order-panel.tsx';

type StepResult = { orderId: string; result: { ok: true; message: string } | { ok: false; error: unknown } };

export function useBoardSteps(orders: readonly KitchenOrder[] | undefined) {
  const step = useOrderStep();
  const [opened, setOpened] = useState<KitchenOrder | undefined>();
  const [lastStep, setLastStep] = useState<StepResult | undefined>();
  const [quickResult, setQuickResult] = useState<StepResult | undefined>();

  // The open order as the board has it now (it may have moved on), else as it was found.
  const openOrder = opened ? (orders?.find((order) => order.orderId === opened.orderId) ?? opened) : undefined;

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

  /** A card's one-tap step: an accepted order to ready (or out for delivery), else to complete. */
  const quickStep = (order: KitchenOrder) => {
    const action = order.status === 'accepted' ? (order.mode === 'pickup' ? 'ready' : 'out-for-delivery') : 'complete';
    takeStep(order, { action }, false);
  };

  return { step, opened, openOrder, open, close: () => setOpened(undefined), takeStep, quickStep, lastStep, quickResult };
}
