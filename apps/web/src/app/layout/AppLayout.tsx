import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import Box from '@mui/material/Box';
import PageSpinner from '../../components/PageSpinner';
import Footer from './Footer';
import Header from './Header';
import SkipLink from './SkipLink';

/** Header, the page, footer: every route renders inside this. */
export default function AppLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <Header />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', display: 'flex', flexDirection: 'column' }}>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <ScrollRestoration />
    </Box>
  );
}
