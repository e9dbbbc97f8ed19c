/**
 * The ordering rules' numbers (platform/config/ordering.ts) for the web, without the ordering contract's schemas
 * (shop/contract/ordering.ts): a page that only says the catering terms must not load zod to say them.
 */
export { ordering } from '../../platform/config/ordering.ts';
