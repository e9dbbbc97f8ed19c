/**
 * The shop's status (GET /shop/status: open now or when the kitchen opens, the owner's hours and closures) for the
 * parts that show it, undefined while it loads and while pre-rendered HTML hydrates (docs/decisions.md#opening-hours-from-the-live-status).
 */
import type { ShopStatus } from '@functions/shop/contract/shop-settings';
import { useShopStatus } from '../api/shop-settings.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

export function useLiveShopStatus(): ShopStatus | undefined {
  const hydrated = useHydrated();
  const { data } = useShopStatus();
  return hydrated ? data : undefined;
}
