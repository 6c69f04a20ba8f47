import { createBrowserRouter, type RouteObject } from 'react-router';
import { GateGuard, RequireCustomer, RequireEmployee, RootRedirect } from './auth/guards';
import { ProductDetailPage, ProductListPage } from './store/catalog';
import { HomePage } from './store/home';
import { StoreLayout } from './store/layout';
import { RouteError } from './ui/route-error';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

const routes: RouteObject[] = [
  { path: '/', element: <RootRedirect /> },
  { path: '/coming-soon', lazy: page(() => import('./auth/pages/coming-soon-page')) },
  { path: '/login-sistema', lazy: page(() => import('./auth/pages/system-login-page')) },
  {
    path: '/admin/*',
    element: <RequireEmployee />,
    children: [{ path: '*', lazy: page(() => import('./admin/admin-app')) }],
  },
  {
    element: <GateGuard />,
    children: [
      {
        element: <StoreLayout />,
        children: [
          // The catalogue pages, where visitors land from search and shared links, come with the
          // main bundle: a separate chunk would be one more round trip before the first screen.
          { path: '/loja', Component: HomePage },
          { path: '/produtos', Component: ProductListPage },
          { path: '/produto/:id', Component: ProductDetailPage },
          { path: '/carrinho', lazy: page(() => import('./store/cart/cart-page')) },
          { path: '/checkout', lazy: page(() => import('./store/checkout/checkout-page')) },
          { path: '/login', lazy: page(() => import('./auth/pages/login-page')) },
          { path: '/registro', lazy: page(() => import('./auth/pages/register-page')) },
          { path: '/loja/registro', lazy: page(() => import('./auth/pages/register-page')) },
          { path: '/loja/esqueci-senha', lazy: page(() => import('./auth/pages/forgot-password-page')) },
          { path: '/loja/redefinir-senha', lazy: page(() => import('./auth/pages/reset-password-page')) },
          {
            element: <RequireCustomer />,
            children: [
              { path: '/perfil', lazy: page(() => import('./store/profile/profile-page')) },
              { path: '/loja/perfil', lazy: page(() => import('./store/profile/profile-page')) },
            ],
          },
        ],
      },
    ],
  },
  { path: '*', element: <RootRedirect /> },
];

export const router = createBrowserRouter(routes.map((r) => ({ ...r, errorElement: <RouteError /> })));
