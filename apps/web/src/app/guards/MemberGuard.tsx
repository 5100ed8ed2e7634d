// docs/product/screens.md Guards and docs/product/accounts-and-sessions.md: signed in, role member, user or admin, account active.
import { Navigate, Outlet } from 'react-router';
import { ROLES } from '@clanhall/shared';
import PageSpinner from '../../components/PageSpinner';
import { isActive } from '../../lib/session';
import AccountDisabled from './AccountDisabled';
import { useGuardedSession } from './use-guarded-session';

export default function MemberGuard() {
  const { token, user, verified } = useGuardedSession();
  if (!token || !user) return <Navigate to="/login" replace />;
  if (!verified) return <PageSpinner />;
  if (!(ROLES as readonly string[]).includes(user.role)) return <Navigate to="/" replace />;
  if (!isActive(user)) return <AccountDisabled />;
  return <Outlet />;
}
