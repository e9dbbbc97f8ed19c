/**
 * Screens for signed-in users only: anyone else goes to /login, which brings them back here; a visitor who has just
 * signed out here goes home.
 */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../hooks/use-session.ts';

export function RequireSignIn() {
  const { user, signedOutByVisitor } = useSession();
  const { pathname, search } = useLocation();
  if (user) return <Outlet />;
  if (signedOutByVisitor) return <Navigate to="/" replace />;
  return <Navigate to="/login" replace state={{ from: `${pathname}${search}` }} />;
}
