/**
 * The alerts area (docs/business-rules.md#never-miss-an-order): the kitchen alerted wherever it is. Each new order's
 * push to the kitchen's devices, its ladder of timers (text, call, the customer told, given up), auto-accept, and the
 * owner's alert settings and devices.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export { alertStreamFilter } from './store/alert-stream.ts';
