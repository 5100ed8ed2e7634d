// /login and /register are for guests: an active signed-in visitor goes to their dashboard.
import { Navigate, Outlet } from 'react-router';
import { isActive, useSession } from '../../lib/session';

export default function GuestOnly() {
  const { token, user } = useSession();
  if (token && user && isActive(user)) return <Navigate to={user.role === 'admin' ? '/admin' : '/dashboard'} replace />;
  return <Outlet />;
}
