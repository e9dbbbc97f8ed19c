/**
 * The day's settings (docs/business-rules.md#the-days-settings): the owner's GET and PUT
 * /api/owner/settings, POST and DELETE /api/owner/settings/pause, and the shop's public
 * GET /api/shop/status that the banner reads. One key root, ['shop-settings']: the owner's settings
 * and the public status under it. A change the owner makes re-reads the status and the checkout's
 * schedule and quotes. The owner's settings carry their `version`: a save sends back the one it was
 * made from (409 when another owner saved meanwhile); the pause needs none.
 */
import type { OwnerShopSettings, PauseRequest, ShopSettingsSave, ShopStatus } from '@functions/shop/contract/shop-settings';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const shopSettingsSchema = () => import('@functions/shop/contract/shop-settings').then((contracts) => contracts.ownerShopSettingsSchema);
const shopStatusSchema = () => import('@functions/shop/contract/shop-settings').then((contracts) => contracts.shopStatusSchema);

/** How often the banner asks again whether ordering is paused. */
const statusIntervalMs = 60_000;

// ---- The owner's settings ----

/** The settings as they stand (past closures left out, an ended pause read as none), with their version; owners only. */
export function getShopSettings({ signal }: { signal?: AbortSignal } = {}): Promise<OwnerShopSettings> {
  return apiRequest('/owner/settings', { schema: shopSettingsSchema, signal });
}

/**
 * Replaces hours, closures, slot capacity and lead times at once (the pause stays), over the
 * `version` the form was made from; 400 with field paths when out of range, 409 when saved meanwhile.
 */
export function putShopSettings(update: ShopSettingsSave): Promise<OwnerShopSettings> {
  return apiRequest('/owner/settings', { method: 'PUT', body: update, schema: shopSettingsSchema });
}

/** Pauses online ordering for some minutes, or for the rest of today. */
export function postPause(request: PauseRequest): Promise<OwnerShopSettings> {
  return apiRequest('/owner/settings/pause', { method: 'POST', body: request, schema: shopSettingsSchema });
}

/** Online ordering resumes now. */
export function deletePause(): Promise<OwnerShopSettings> {
  return apiRequest('/owner/settings/pause', { method: 'DELETE', schema: shopSettingsSchema });
}

// ---- The shop's status ----

/**
 * Open, paused (until when, and the words to show), closed for today or unavailable; open now until when
 * or when the kitchen opens, in words; the owner's hours and coming closures. The server lets
 * browsers keep the answer 30 s; the query keeps it as long, and a reload asks past the browser's
 * copy, so a customer who reloads after the owner resumed sees the banner gone at once.
 */
export function getShopStatus({ signal }: { signal?: AbortSignal } = {}): Promise<ShopStatus> {
  return apiRequest('/shop/status', { schema: shopStatusSchema, signal, cache: 'no-cache' });
}

/**
 * Just after the next change the answer names (the pause ends, the kitchen closes or opens), at most the usual
 * interval: the banner and the open-now line change when the shop does. An answer a cache kept past its change is
 * asked again in a few seconds.
 */
export function statusRefetchInterval(status: ShopStatus | undefined, now = Date.now()): number {
  const changes = [status?.pausedUntil, status?.until, status?.opensAt].map((instant) => (instant ? Date.parse(instant) : Number.NaN)).filter(Number.isFinite);
  if (changes.length === 0) return statusIntervalMs;
  const next = Math.min(...changes);
  return Math.min(statusIntervalMs, next > now ? next - now + 1_000 : 5_000);
}

export const shopSettingsQueries = {
  all: () => ['shop-settings'] as const,
  owner: () =>
    queryOptions({
      queryKey: [...shopSettingsQueries.all(), 'owner'] as const,
      queryFn: ({ signal }) => getShopSettings({ signal }),
      // The board and the settings screen may be open on two devices: the pause follows within a minute.
      staleTime: 30_000,
      refetchInterval: statusIntervalMs,
    }),
  status: () =>
    queryOptions({
      queryKey: [...shopSettingsQueries.all(), 'status'] as const,
      queryFn: ({ signal }) => getShopStatus({ signal }),
      // Every minute (or when the pause ends, the kitchen opens or closes), and on coming back to the tab after 30 s, it is asked again.
      staleTime: 30_000,
      refetchInterval: (query) => statusRefetchInterval(query.state.data),
      refetchOnWindowFocus: true,
    }),
};

export function useShopSettings() {
  return useQuery(shopSettingsQueries.owner());
}

/** Reads the owner's settings again now (Reload after a 409): the cache becomes the server's, which is answered. */
export function useReloadShopSettings() {
  const queryClient = useQueryClient();
  return () => queryClient.fetchQuery({ ...shopSettingsQueries.owner(), staleTime: 0 });
}

export function useShopStatus() {
  return useQuery(shopSettingsQueries.status());
}

/** After a change: the owner's settings are the answer; the status and the checkout's times and quotes are read again. */
async function settingsChanged(queryClient: QueryClient, settings: OwnerShopSettings): Promise<void> {
  queryClient.setQueryData(shopSettingsQueries.owner().queryKey, settings);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shopSettingsQueries.status().queryKey }),
    queryClient.invalidateQueries({ queryKey: privateKeyRoots.checkout }),
  ]);
}

export function usePauseOrdering() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: postPause, onSuccess: (settings) => settingsChanged(queryClient, settings) });
}

export function useResumeOrdering() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePause, onSuccess: (settings) => settingsChanged(queryClient, settings) });
}

export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: putShopSettings, onSuccess: (settings) => settingsChanged(queryClient, settings) });
}
