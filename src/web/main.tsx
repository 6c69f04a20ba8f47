import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { gateQuery, meQuery } from './auth/session';
import { AppToaster } from './lib/toaster';
import { router } from './router';
import { homeQuery, productQuery } from './store/catalog';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

// The first page's requests start now, in parallel with loading its code, instead of after it.
void queryClient.prefetchQuery(meQuery);
void queryClient.prefetchQuery(gateQuery);
const firstPath = window.location.pathname;
if (firstPath === '/loja') void queryClient.prefetchQuery(homeQuery);
const productMatch = firstPath.match(/^\/produto\/(\d+)$/);
if (productMatch) void queryClient.prefetchQuery(productQuery(productMatch[1]));

// A transition renders in slices that yield to the browser, instead of one long task that would
// keep a phone from answering a tap while the first screen is built.
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <AppToaster />
      </QueryClientProvider>
    </StrictMode>,
  );
});
