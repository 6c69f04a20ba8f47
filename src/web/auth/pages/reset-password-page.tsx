import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { TextField } from '../../ui/form/form-fields';
import { useZodForm } from '../../ui/form/use-zod-form';
import { SubmitButton } from '../../ui/submit-button';
import { resetPassword } from '../auth-api';
import { AuthCard } from './auth-card';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  if (!token || params.get('error')) {
    return (
      <AuthCard title="Link inválido">
        <p className="text-stone-700">Este link de redefinição é inválido ou expirou.</p>
        <Link to="/loja/esqueci-senha" className="mt-4 inline-block text-brand-700 hover:underline">
          Pedir um novo link
        </Link>
      </AuthCard>
    );
  }
  return <ResetForm token={token} />;
}

function ResetForm({ token }: { token: string }) {
  const form = useZodForm(resetPasswordSchema, { defaultValues: { password: '', confirmPassword: '' } });
  const navigate = useNavigate();
  const onSubmit = form.handleSubmit(async ({ password }) => {
    try {
      await resetPassword(token, password);
      toast.success('Senha redefinida', { description: 'Entre com sua nova senha.' });
      navigate('/login', { replace: true });
    } catch (err) {
      toast.error('Erro', { description: errorMessage(err) });
    }
  });
  return (
    <AuthCard title="Criar nova senha">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <TextField form={form} name="password" label="Nova senha" type="password" autoComplete="new-password" hint="Mínimo de 6 caracteres." required />
        <TextField form={form} name="confirmPassword" label="Confirmar nova senha" type="password" autoComplete="new-password" required />
        <SubmitButton size="lg" pending={form.formState.isSubmitting} busyLabel="Salvando...">
          Salvar nova senha
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
