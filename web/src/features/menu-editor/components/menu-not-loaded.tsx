/** The owner's menu screens before the menu is in: could not load (with Try again), or loading (announced, the screen's placeholder shown). */
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { apiErrorText } from '../../../lib/api-error-text.ts';

type MenuQuery = { isError: boolean; isFetching: boolean; error: unknown; refetch: () => unknown };

export function MenuNotLoaded({ menu, loading, children }: { menu: MenuQuery; loading: string; children: ReactNode }) {
  if (menu.isError) {
    return (
      <LoadFailed retrying={menu.isFetching} onRetry={() => void menu.refetch()}>
        We couldn’t load the menu. {apiErrorText(menu.error)}
      </LoadFailed>
    );
  }
  return (
    <>
      <p className="visually-hidden" role="status">
        {loading}
      </p>
      {children}
    </>
  );
}
