import { Link, useNavigate } from 'react-router';
import { registerSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextField } from '../../ui/form/form-fields';
import { PhoneField } from '../../ui/form/phone-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { signUpEmail } from '../auth-api';
import { useRefreshSession } from '../session';
import { AuthCard } from './auth-card';

const EMPTY = { name: '', email: '', phone: '', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const form = useZodForm(registerSchema, { defaultValues: EMPTY });
  const navigate = useNavigate();
  const refresh = useRefreshSession();

  const onSubmit = form.handleSubmit(
    async (values) => {
      try {
        await signUpEmail(values);
        await refresh();
        toast.success('Conta criada com sucesso!', { description: 'Enviamos um e-mail para você confirmar seu cadastro.' });
        navigate('/', { replace: true });
      } catch (err) {
        toast.error('Erro no cadastro', { description: errorMessage(err) });
      }
    },
    // The messages sit under their fields; the toast repeats the first, as the requirements' screen did.
    (errors) => toast.error('Erro no cadastro', { description: Object.values(errors)[0]?.message ?? '' }),
  );

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se para comprar e acompanhar seus pedidos.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField form={form} name="name" label="Nome completo" autoComplete="name" required />
        <TextField form={form} name="email" label="E-mail" type="email" autoComplete="email" required />
        <PhoneField form={form} name="phone" />
        <TextField form={form} name="password" label="Senha" type="password" autoComplete="new-password" hint="Mínimo de 6 caracteres." required />
        <TextField form={form} name="confirmPassword" label="Confirmar senha" type="password" autoComplete="new-password" required />
        <SubmitButton size="lg" pending={form.formState.isSubmitting} busyLabel="Cadastrando...">
          Cadastrar
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-stone-700">
        Já tem conta?{' '}
        <Link to="/login" className="font-medium text-brand-700 hover:underline">
          Entrar
        </Link>
      </p>
    </AuthCard>
  );
}
