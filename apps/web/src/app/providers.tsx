import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { NotifyProvider } from '../components/feedback/notify';
import { HydrationProvider } from '../lib/hydration';
import { queryClient } from '../lib/query-client';
import { getTheme } from './theme';

/** The server renderer passes a query client of its own per request. */
export function Providers({ children, client = queryClient }: { children: ReactNode; client?: QueryClient }) {
  return (
    <ThemeProvider theme={getTheme()}>
      <CssBaseline />
      <QueryClientProvider client={client}>
        <HydrationProvider>
          <NotifyProvider>{children}</NotifyProvider>
        </HydrationProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
