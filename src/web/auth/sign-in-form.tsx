import type { ReactNode } from 'react';
import { loginSchema } from '@/domain/schemas/auth';
import { errorMessage } from '../lib/api';
import { toast } from '../lib/toast';
import { Button } from '../ui/button';
import { TextField } from '../ui/form/form-fields';
import { useZodForm } from '../ui/form/use-zod-form';
import { signInEmail } from './auth-api';
import { type SessionUser, useRefreshSession } from './session';

type Props = {
  emailLabel: string;
  emailAutoComplete: 'email' | 'username';
  submitLabel: (busy: boolean) => ReactNode;
  /** What a failed sign-in says when the server gives no message. */
  errorFallback: string;
  /** Where the signed-in user goes (or why they may not come in). Null: the profile did not load. */
  onSignedIn: (user: SessionUser | null) => Promise<void> | void;
  /** Between the fields and the button ('Esqueci minha senha'). */
  children?: ReactNode;
};

/**
 * E-mail and password, checked with the login schema the server uses (the first empty field is
 * focused), then Better Auth's sign-in; the caller decides what a signed-in role may do. Shared by
 * the shop's login and the system login.
 */
export function SignInForm({ emailLabel, emailAutoComplete, submitLabel, errorFallback, onSignedIn, children }: Props) {
  const form = useZodForm(loginSchema, { defaultValues: { email: '', password: '' } });
  const refresh = useRefreshSession();
  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await signInEmail(email, password);
      const { user } = await refresh().catch(() => ({ user: null }));
      await onSignedIn(user);
    } catch (err) {
      toast.error('Erro no login', { description: errorMessage(err, errorFallback) });
    }
  });
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <TextField form={form} name="email" label={emailLabel} type="email" autoComplete={emailAutoComplete} required />
      <TextField form={form} name="password" label="Senha" type="password" autoComplete="current-password" required />
      {children}
      <Button type="submit" size="lg" disabled={form.formState.isSubmitting}>
        {submitLabel(form.formState.isSubmitting)}
      </Button>
    </form>
  );
}
