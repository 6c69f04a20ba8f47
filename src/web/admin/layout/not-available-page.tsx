import { Construction } from 'lucide-react';
import { Link } from 'react-router';

/** Sidebar links whose capability has not landed yet (allowed by the foundation issue). */
export default function NotAvailablePage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center gap-3 rounded-lg bg-white p-8 text-center shadow-sm">
      <Construction className="h-10 w-10 text-gold-500" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-stone-900">Em breve</h1>
      <p className="text-stone-700">Esta tela ainda não está disponível nesta versão do sistema.</p>
      <Link to="/admin/dashboard" className="text-brand-700 hover:underline">
        Voltar ao Dashboard
      </Link>
    </div>
  );
}
