/**
 * The theme toggle (docs/product.md#theme): flips dark mode, stores it locally at once (the page changes
 * colour without waiting), saves it on the server, and takes the server's answer as the user's
 * theme. A failed save is only logged (docs/product.md#errors).
 */
import type { Theme } from '@functions/accounts/contract/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useSaveTheme } from '../../../api/account.ts';
import { setSessionTheme } from '../../../api/session.ts';
import { readStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { isDarkTheme, toggledTheme, useDevicePrefersDark } from '../../../lib/theme.ts';
import { useSession } from './use-session.ts';

export function useTheme() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const prefersDark = useDevicePrefersDark();

  const storeTheme = (theme: Theme) => {
    const stored = readStoredUser();
    if (!stored) return;
    writeStoredUser({ ...stored, theme });
    setSessionTheme(queryClient, stored.id, theme);
  };

  const save = useSaveTheme({ onChange: storeTheme });

  return {
    theme: user?.theme,
    dark: isDarkTheme(user?.theme, prefersDark),
    setTheme: (theme: Theme) => save.mutate(theme),
    toggle: () => save.mutate(toggledTheme(user?.theme, prefersDark)),
  };
}
