import { z } from 'zod';
import { emailField, objectError, phoneField, requiredText } from './fields';

export const FILL_REQUIRED_MESSAGE = 'Preencha todos os campos obrigatórios.';
export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT_MESSAGE = 'A senha deve ter pelo menos 6 caracteres';
export const PASSWORDS_DIFFER_MESSAGE = 'As senhas não coincidem';

// Passwords are never trimmed: a space is a legitimate character in them.
function passwordField(requiredMessage: string) {
  return (
    z
      .string({ error: requiredMessage })
      // One check with two wordings: an empty field is missing rather than short.
      .min(MIN_PASSWORD_LENGTH, {
        error: (issue) => (issue.input === '' ? requiredMessage : PASSWORD_TOO_SHORT_MESSAGE),
      })
      .max(128, { error: 'Use no máximo 128 caracteres.' })
  );
}

function enteredPassword(requiredMessage: string) {
  return z.string({ error: requiredMessage }).min(1, { error: requiredMessage }).max(128);
}

const confirmation = {
  error: PASSWORDS_DIFFER_MESSAGE,
  path: ['confirmPassword'],
  // Report a mismatch together with the other field errors, not only once they are fixed.
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | null;
    return typeof value?.password === 'string' && typeof value?.confirmPassword === 'string';
  },
};

function passwordsMatch(value: { password: string; confirmPassword: string }): boolean {
  return value.password === value.confirmPassword;
}

export const registerSchema = z
  .object(
    {
      name: requiredText(FILL_REQUIRED_MESSAGE, 120),
      email: emailField(FILL_REQUIRED_MESSAGE),
      phone: phoneField(FILL_REQUIRED_MESSAGE),
      password: passwordField(FILL_REQUIRED_MESSAGE),
      confirmPassword: enteredPassword(FILL_REQUIRED_MESSAGE),
    },
    objectError,
  )
  .refine(passwordsMatch, confirmation);

export type RegisterInput = z.infer<typeof registerSchema>;

/** Length rules of an existing password are the auth server's business; only presence here. */
export const loginSchema = z.object(
  {
    email: emailField(FILL_REQUIRED_MESSAGE),
    password: enteredPassword(FILL_REQUIRED_MESSAGE),
  },
  objectError,
);

export type LoginInput = z.infer<typeof loginSchema>;

export const GATE_PASSWORD_REQUIRED_MESSAGE = 'Informe a senha de acesso.';

export const gateSchema = z.object({ password: enteredPassword(GATE_PASSWORD_REQUIRED_MESSAGE) }, objectError);

export type GateInput = z.infer<typeof gateSchema>;

export const forgotPasswordSchema = z.object({ email: emailField(FILL_REQUIRED_MESSAGE) }, objectError);

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object(
    {
      password: passwordField(FILL_REQUIRED_MESSAGE),
      confirmPassword: enteredPassword(FILL_REQUIRED_MESSAGE),
    },
    objectError,
  )
  .refine(passwordsMatch, confirmation);

export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const NAME_REQUIRED_MESSAGE = 'Informe seu nome.';

/** A signed-in user may change only their own name and phone. */
export const profileUpdateSchema = z.object(
  {
    name: requiredText(NAME_REQUIRED_MESSAGE, 120),
    phone: phoneField(FILL_REQUIRED_MESSAGE),
  },
  objectError,
);

export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
