/**
 * The day's settings (docs/business-rules.md#the-days-settings): the owner's GET and PUT
 * /api/owner/settings, POST and DELETE /api/owner/settings/pause, and the shop's public
 * GET /api/shop/status that the banner reads. One key root, ['shop-settings']: the owner's settings
 * and the public status under it. A change the owner makes re-reads the status and the checkout's
 * schedule and quotes.
 */
import type { PauseRequest, ShopSettings, ShopSettingsUpdate, ShopStatus } from '@contracts/shop-settings';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../lib/api-client.ts';
import { privateKeyRoots } from './private-keys.ts';

const shopSettingsSchema = () => import('@contracts/shop-settings').then((contracts) => contracts.shopSettingsSchema);
const shopStatusSchema = () => import('@contracts/shop-settings').then((contracts) => contracts.shopStatusSchema);

/** How often the banner asks again whether ordering is paused. */
const statusIntervalMs = 60_000;

// ---- The owner's settings ----

/** The settings as they stand (past closures left out, an ended pause read as none); owners only. */
export function getShopSettings({ signal }: { signal?: AbortSignal } = {}): Promise<ShopSettings> {
  return apiRequest('/owner/settings', { schema: shopSettingsSchema, signal });
}

/** Replaces hours, closures, slot capacity and lead times at once (the pause stays); 400 with field paths when out of range. */
export function putShopSettings(update: ShopSettingsUpdate): Promise<ShopSettings> {
  return apiRequest('/owner/settings', { method: 'PUT', body: update, schema: shopSettingsSchema });
}

/** Pauses online ordering for some minutes, or for the rest of today. */
export function postPause(request: PauseRequest): Promise<ShopSettings> {
  return apiRequest('/owner/settings/pause', { method: 'POST', body: request, schema: shopSettingsSchema });
}

/** Online ordering resumes now. */
export function deletePause(): Promise<ShopSettings> {
  return apiRequest('/owner/settings/pause', { method: 'DELETE', schema: shopSettingsSchema });
}

// ---- The shop's status ----

/**
 * Open, paused (until when, and the words to show) or closed all day today. The server lets
 * browsers keep the answer 30 s; the query keeps it as long, and a reload asks past the browser's
 * copy, so a customer who reloads after the owner resumed sees the banner gone at once.
 */
export function getShopStatus({ signal }: { signal?: AbortSignal } = {}): Promise<ShopStatus> {
  return apiRequest('/shop/status', { schema: shopStatusSchema, signal, cache: 'no-cache' });
}

/** Until the pause ends, then the usual interval: the banner goes when the pause does. */
export function statusRefetchInterval(status: ShopStatus | undefined, now = Date.now()): number {
  const until = status?.pausedUntil ? Date.parse(status.pausedUntil) : Number.NaN;
  if (Number.isNaN(until)) return statusIntervalMs;
  return Math.min(statusIntervalMs, Math.max(1_000, until - now + 1_000));
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
      // Every minute (or when the pause ends), and on coming back to the tab after 30 s, it is asked again.
      staleTime: 30_000,
      refetchInterval: (query) => statusRefetchInterval(query.state.data),
      refetchOnWindowFocus: true,
    }),
};

export function useShopSettings() {
  return useQuery(shopSettingsQueries.owner());
}

export function useShopStatus() {
  return useQuery(shopSettingsQueries.status());
}

/** After a change: the owner's settings are the answer; the status and the checkout's times and quotes are read again. */
async function settingsChanged(queryClient: QueryClient, settings: ShopSettings): Promise<void> {
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
