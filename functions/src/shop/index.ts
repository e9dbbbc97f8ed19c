/**
 * The shop area: its settings (hours, pauses, payment choices, fulfilment), the day's schedule of slots, the service area and
 * the shop's status; the owner's settings screen.
 *
 * Its public entry: what other areas may use of it (docs/architecture.md#areas). Its contract/ is public too, the
 * words and schemas the web shares; everything else is the area's own.
 */
export {
  asapAvailability,
  checkSlot,
  earliestCateringDate,
  hoursOnDate,
  offeredSlots,
  rulesWithSettings,
  type ScheduleRules,
  type TakenCounts,
} from './rules/schedule.ts';
export { isPaused, pausedMessage } from './rules/shop-settings.ts';
export { getShopSettings } from './store/shop-settings.ts';
