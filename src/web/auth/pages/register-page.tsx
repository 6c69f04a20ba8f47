import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { maskPhone } from '@/domain/brazil';
import { registerSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { signUpEmail } from '../auth-api';
import { useRefreshSession } from '../session';
import { AuthCard } from './auth-card';

const EMPTY = { name: '', email: '', phone: '', password: '', confirmPassword: '' };
type Form = typeof EMPTY;

export default function RegisterPage() {
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const refresh = useRefreshSession();
  const set = (key: keyof Form) => (e: { target: { value: string } }) =>
    setForm((f) => ({ ...f, [key]: key === 'phone' ? maskPhone(e.target.value) : e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = registerSchema.safeParse(form);
    if (!parsed.success) {
      const next: Partial<Record<keyof Form, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as keyof Form;
        next[key] ??= issue.message;
      }
      setErrors(next);
      const first = parsed.error.issues[0]?.message ?? '';
      toast.error('Erro no cadastro', { description: first });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await signUpEmail(form);
      await refresh();
      toast.success('Conta criada com sucesso!', { description: 'Enviamos um e-mail para você confirmar seu cadastro.' });
      navigate('/', { replace: true });
    } catch (err) {
      toast.error('Erro no cadastro', { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Criar conta" subtitle="Cadastre-se para comprar e acompanhar seus pedidos.">
      <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
        <Field label="Nome completo" required error={errors.name}>
          <Input autoComplete="name" value={form.name} onChange={set('name')} />
        </Field>
        <Field label="E-mail" required error={errors.email}>
          <Input type="email" autoComplete="email" value={form.email} onChange={set('email')} />
        </Field>
        <Field label="Telefone" required error={errors.phone}>
          <Input type="tel" inputMode="tel" autoComplete="tel" placeholder="(11) 99999-9999" value={form.phone} onChange={set('phone')} />
        </Field>
        <Field label="Senha" required error={errors.password} hint="Mínimo de 6 caracteres.">
          <Input type="password" autoComplete="new-password" value={form.password} onChange={set('password')} />
        </Field>
        <Field label="Confirmar senha" required error={errors.confirmPassword}>
          <Input type="password" autoComplete="new-password" value={form.confirmPassword} onChange={set('confirmPassword')} />
        </Field>
        <Button type="submit" size="lg" disabled={busy}>
          {busy ? 'Cadastrando...' : 'Cadastrar'}
        </Button>
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
