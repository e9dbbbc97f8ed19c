/**
 * The table's stream → the kitchen's alerts (docs/business-rules.md#never-miss-an-order): each new order (an in-person
 * order placed, a card order's paid-order notice) is accepted automatically when the owner's rule allows, else pushed
 * to the kitchen's devices and its ladder's timers set. The event source mapping (and the local poller) pass only
 * those items (alerts/store/alert-stream.ts). A record that fails is retried, in order; what was done is not done twice.
 */
import { metricNames } from '../../platform/config/telemetry.ts';
import { streamHandler } from '../../platform/stream/stream.ts';
import { alertNewOrder } from '../use-cases/new-orders.ts';

export const handler = streamHandler(
  { takes: (record) => record.eventName === 'INSERT', failure: 'Alerting the kitchen failed', failureMetric: metricNames.alertsFailed },
  (item) => alertNewOrder(item),
);
