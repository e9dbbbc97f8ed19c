/**
 * The theme toggle (spec section 4): flips dark mode, stores it locally at once (the page changes
 * colour without waiting), saves it on the server, and takes the server's answer as the user's
 * theme. A failed save is only logged (spec section 8).
 */
import type { SessionUser, Theme } from '@contracts/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readStoredUser, writeStoredUser } from '../../../lib/stored-user.ts';
import { isDarkTheme, toggledTheme, useDevicePrefersDark } from '../../../lib/theme.ts';
import { sessionQueries, type LoginCheck } from '../api/get-is-logged-in.ts';
import { putUsersTheme } from '../api/put-users-theme.ts';
import { useSession } from './use-session.ts';

export function useTheme() {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const prefersDark = useDevicePrefersDark();

  const storeTheme = (theme: Theme) => {
    const stored = readStoredUser();
    if (!stored) return;
    writeStoredUser({ ...stored, theme });
    queryClient.setQueryData<LoginCheck>(sessionQueries.status(stored.id).queryKey, (check) =>
      check ? { ...check, user: { ...check.user, theme } satisfies SessionUser } : check,
    );
  };

  const save = useMutation({
    mutationFn: putUsersTheme,
    onMutate: storeTheme,
    onSuccess: storeTheme,
    onError: (error) => console.error('Saving the theme failed', error),
  });

  return {
    theme: user?.theme,
    dark: isDarkTheme(user?.theme, prefersDark),
    setTheme: (theme: Theme) => save.mutate(theme),
    toggle: () => save.mutate(toggledTheme(user?.theme, prefersDark)),
  };
}
