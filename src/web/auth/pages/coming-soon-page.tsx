import { useQueryClient } from '@tanstack/react-query';
import { Lock, Sparkles } from 'lucide-react';
import { Navigate, useNavigate } from 'react-router';
import { gateSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextField } from '../../ui/form/form-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { FullScreenLoader } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { unlockGate } from '../auth-api';
import { gateQuery, useGate } from '../session';

export default function ComingSoonPage() {
  const gate = useGate();
  // The server's gate schema: an empty password is answered under the field, before any request.
  const form = useZodForm(gateSchema, { defaultValues: { password: '' } });
  const navigate = useNavigate();
  const qc = useQueryClient();

  if (gate.loading) return <FullScreenLoader label="Carregando Luz da Fé..." />;
  if (gate.unlocked) return <Navigate to="/loja" replace />;

  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await unlockGate(password);
      // Kept for parity with the prototype; the server's cookie is what actually opens the site.
      localStorage.setItem('siteUnlocked', 'true');
      await qc.fetchQuery({ ...gateQuery, staleTime: 0 });
      toast.success('Site Desbloqueado!', { description: 'Bem-vindo(a) à Luz da Fé.' });
      navigate('/loja', { replace: true });
    } catch (err) {
      toast.error('Senha Incorreta', { description: errorMessage(err) });
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-gradient-to-b from-brand-900 to-brand-700 px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-2xl sm:p-8">
        <Sparkles className="mx-auto h-12 w-12 text-gold-500" aria-hidden="true" />
        <h1 className="mt-4 font-serif text-3xl font-bold text-brand-800">Uma nova experiência de fé está chegando</h1>
        <p className="mt-3 text-stone-700">A Luz da Fé está preparando uma loja completa de artigos religiosos para você. Em breve!</p>
        <div className="mt-6 flex items-center justify-center gap-2 rounded-md bg-gold-100 px-3 py-2 text-sm text-gold-700">
          <Lock className="h-4 w-4" aria-hidden="true" />
          <span>Acesso restrito: informe a senha de acesso para entrar.</span>
        </div>
        <form onSubmit={onSubmit} className="mt-6 flex flex-col gap-3 text-left" noValidate>
          <TextField form={form} name="password" label="Senha de acesso" type="password" required autoComplete="off" />
          <SubmitButton size="lg" pending={form.formState.isSubmitting} busyLabel="Verificando...">
            Acessar o site
          </SubmitButton>
        </form>
      </div>
    </main>
  );
}
