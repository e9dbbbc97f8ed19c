/**
 * The messaging area's public entry (docs/architecture.md#areas): how customers hear about their orders by text and
 * Web Push, with their consent, each change at most once per channel (docs/business-rules.md#customer-updates).
 */
export * from './contract/customer-updates.ts';
export { customerUpdateStreamFilter } from './store/update-stream.ts';
export { keepTextChoice } from './use-cases/account-notifications.ts';
