import { Link } from 'react-router';

/** Shown when a page fails to load (e.g. a new deploy replaced its chunk). */
export function RouteError() {
  return (
    <div role="alert" className="mx-auto flex min-h-[50vh] max-w-md flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-xl font-semibold text-stone-900">Algo deu errado</h1>
      <p className="text-stone-700">Não foi possível abrir esta página. Recarregue e tente novamente.</p>
      <div className="flex gap-4">
        <button type="button" className="text-brand-700 underline" onClick={() => window.location.reload()}>
          Recarregar
        </button>
        <Link to="/" className="text-brand-700 underline">
          Ir para o início
        </Link>
      </div>
    </div>
  );
}
