/**
 * Query keys of checkout, general to specific: the schedule per mode and the quote per choice
 * (mode, address, tip), so each combination the customer tries keeps its own cached answer.
 */
import type { FulfilmentMode, TipChoice } from '@contracts/ordering';

export const checkoutKeys = {
  all: () => ['checkout'] as const,
  schedule: (mode: FulfilmentMode) => [...checkoutKeys.all(), 'schedule', mode] as const,
  quotes: () => [...checkoutKeys.all(), 'quote'] as const,
  quote: (mode: FulfilmentMode, addressId: string | undefined, tip: TipChoice) =>
    [...checkoutKeys.quotes(), mode, addressId ?? null, tip] as const,
};

export const orderSchemas = () => import('@contracts/order');
