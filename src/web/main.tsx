import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { z } from 'zod';
import { ptBR } from 'zod/locales';
import { gateQuery, meQuery } from './auth/session';
import { router } from './router';
import { homeQuery, productQuery } from './store/catalog/catalog-api';
import './styles.css';

z.config(ptBR());

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

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-right" duration={5000} visibleToasts={1} closeButton />
    </QueryClientProvider>
  </StrictMode>,
);
