// docs/product/back-office.md: signed in, active, role admin.
import { Navigate, Outlet } from 'react-router';
import PageSpinner from '../../components/PageSpinner';
import { isActive } from '../../lib/session';
import AccessDenied from './AccessDenied';
import AccountDisabled from './AccountDisabled';
import { useGuardedSession } from './use-guarded-session';

export default function AdminGuard() {
  const { token, user, verified } = useGuardedSession();
  if (!token || !user) return <Navigate to="/login" replace />;
  if (!verified) return <PageSpinner />;
  if (!isActive(user)) return <AccountDisabled />;
  if (user.role !== 'admin') return <AccessDenied />;
  return <Outlet />;
}
