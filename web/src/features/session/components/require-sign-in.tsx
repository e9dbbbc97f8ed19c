/** Screens for signed-in users only: anyone else goes to /login, which brings them back here. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';

export function RequireSignIn() {
  const { user } = useSession();
  const { pathname, search } = useLocation();
  if (user) return <Outlet />;
  return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
}
