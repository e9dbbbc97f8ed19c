/**
 * False while React hydrates pre-rendered HTML (and on the server), true once the page is the browser's own. What
 * the build cannot know (the shop's live status and the owner's hours) renders only then, so hydration always
 * meets the HTML it was given, whatever a query has cached meanwhile (docs/architecture.md#pre-rendered-pages).
 */
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
