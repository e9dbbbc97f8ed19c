/**
 * The ordering area: placing an order, the customer's orders, buy again, the customer's cancel, and the status workflow
 * with its payment steps (which the kitchen's steps also take).
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { currentOrder, takeOrderStep } from './use-cases/order-workflow.ts';
