/**
 * Sensitive screens: without a password re-entry in the last 15 minutes, the visitor first goes to
 * /account/login-security/authenticate, which brings them back here.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { isPasswordReentryFresh } from '../hooks/password-reentry.ts';

export const authenticatePath = '/account/login-security/authenticate';

export function RequireRecentPassword() {
  const { pathname, search } = useLocation();
  if (isPasswordReentryFresh()) return <Outlet />;
  return <Navigate to={authenticatePath} replace state={{ from: `${pathname}${search}` }} />;
}
