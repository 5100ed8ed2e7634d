import { lazy, Suspense, type ReactNode } from 'react';
import { canUseChat } from '@clanhall/shared';
import { Outlet, ScrollRestoration } from 'react-router';
import Box from '@mui/material/Box';
import PageSpinner from '../../components/PageSpinner';
import Footer from './Footer';
import Header from './Header';
import SkipLink from './SkipLink';
import { PageHydrated } from '../../lib/hydration';
import { isAuthenticated, useSession } from '../../lib/session';

const SignedInRealtime = lazy(() => import('../realtime/SignedInRealtime'));

/** Header, the page, footer: every route renders inside this (an error page as its children). */
export default function AppLayout({ children }: { children?: ReactNode }) {
  const session = useSession();
  const realtime = isAuthenticated(session) && session.user && canUseChat({ role: session.user.role, status: session.user.status }) ? session.token : null;
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageSpinner />}>
          {children ?? <Outlet />}
          <PageHydrated />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
      {realtime && (
        <Suspense fallback={null}>
          <SignedInRealtime token={realtime} />
        </Suspense>
      )}
    </Box>
  );
}
