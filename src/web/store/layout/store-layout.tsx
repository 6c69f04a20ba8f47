import { Outlet } from 'react-router';
import { Footer } from './footer';
import { Header } from './header';

export function StoreLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      {/* First stop for keyboard users, visible only when focused. */}
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:text-brand-800 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <Header />
      <main id="conteudo" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
