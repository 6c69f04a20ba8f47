import { z } from 'zod';
import { addressSchema } from './address';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE, PASSWORDS_DIFFER_MESSAGE } from './auth';
import { objectError, REQUIRED_MESSAGE } from './fields';

// The customer's own account: saved addresses, password change and account deletion.

export const PASSWORD_REQUIRED_MESSAGE = 'Informe sua senha.';
export const WRONG_PASSWORD_MESSAGE = 'Senha incorreta.';

/** An address as the profile saves it: the checkout's address rules plus the default flag. */
export const savedAddressSchema = addressSchema.safeExtend({ isDefault: z.boolean().optional() });

export type SavedAddressInput = z.infer<typeof savedAddressSchema>;

// Passwords are never trimmed: a space is a legitimate character in them.
const enteredPassword = z
  .string({ error: PASSWORD_REQUIRED_MESSAGE })
  .min(1, { error: PASSWORD_REQUIRED_MESSAGE })
  .max(128, { error: 'Use no máximo 128 caracteres.' });

export const changePasswordSchema = z
  .object(
    {
      currentPassword: enteredPassword,
      newPassword: z
        .string({ error: REQUIRED_MESSAGE })
        .min(MIN_PASSWORD_LENGTH, {
          error: (issue) => (issue.input === '' ? REQUIRED_MESSAGE : PASSWORD_TOO_SHORT_MESSAGE),
        })
        .max(128, { error: 'Use no máximo 128 caracteres.' }),
      confirmPassword: z.string({ error: REQUIRED_MESSAGE }).min(1, { error: REQUIRED_MESSAGE }),
    },
    objectError,
  )
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORDS_DIFFER_MESSAGE,
    path: ['confirmPassword'],
    // Reported together with the other field errors, not only once they are fixed.
    when: (payload) => {
      const value = payload.value as { newPassword?: unknown; confirmPassword?: unknown } | null;
      return typeof value?.newPassword === 'string' && typeof value?.confirmPassword === 'string' && value.confirmPassword !== '';
    },
  });

export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const deleteAccountSchema = z.object({ password: enteredPassword }, objectError);

export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;
