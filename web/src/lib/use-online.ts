/**
 * Whether the browser is online, as react-query's onlineManager knows it (the window's online and offline events):
 * queries pause while it is false and read again when it turns true (refetchOnReconnect). A screen that says
 * "Reconnecting…" reads the same fact the queries act on.
 */
import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const online = () => onlineManager.isOnline();
// Pre-rendered or tested without a window: online, as react-query assumes until told otherwise.
const serverOnline = () => true;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, online, serverOnline);
}
