import { z } from 'zod';
import { JOB_TITLES } from '../roles';
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth';
import { blankOr, emailField, fileSizeLimit, objectError, optionalPhoneField, optionalText, requiredText } from './fields';

// Requirements §5: one message for the required fields; the password only counts for a new member.
export const STAFF_REQUIRED_MESSAGE = 'Nome, email e senha (para novos) são obrigatórios.';
export const INVALID_JOB_TITLE_MESSAGE = 'Selecione um cargo válido.';
export const INVALID_DATE_MESSAGE = 'Informe uma data válida.';
export const INVALID_STORE_MESSAGE = 'Selecione uma loja válida.';
// Issue 26: nobody sets someone's password on their record; a reset link goes to the person instead.
export const PASSWORD_NOT_HERE_MESSAGE =
  'A senha não é alterada por aqui: envie um link de redefinição de senha ou peça à pessoa que a altere na própria conta.';
export const DOCUMENT_TYPE_REQUIRED_MESSAGE = 'Informe o tipo do documento.';
export const DOCUMENT_FILE_REQUIRED_MESSAGE = 'Selecione um arquivo.';
export const DOCUMENT_TYPE_NOT_ALLOWED_MESSAGE = 'Tipo de arquivo não permitido.';
export const { maxBytes: MAX_DOCUMENT_BYTES, tooLargeMessage: DOCUMENT_TOO_LARGE_MESSAGE } = fileSizeLimit('O arquivo', 10);

/** A real calendar day as 'YYYY-MM-DD' (rejects '2025-02-30'). */
export function isIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** Blank gives null (no date), anything else must be a real 'YYYY-MM-DD'. */
export const optionalIsoDate = z
  .string()
  .trim()
  .optional()
  .default('')
  .refine(blankOr(isIsoDate), { error: INVALID_DATE_MESSAGE })
  .transform((value) => (value === '' ? null : value));

const staffFields = {
  name: requiredText(STAFF_REQUIRED_MESSAGE, 120),
  email: emailField(STAFF_REQUIRED_MESSAGE),
  phone: optionalPhoneField(),
  address: optionalText(300).default(''),
  jobTitle: z.enum(JOB_TITLES, { error: INVALID_JOB_TITLE_MESSAGE }).default('Funcionário'),
  hireDate: optionalIsoDate,
};

// None: the warehouse or head office.
const storeIdField = z
  .number({ error: INVALID_STORE_MESSAGE })
  .int({ error: INVALID_STORE_MESSAGE })
  .positive({ error: INVALID_STORE_MESSAGE })
  .max(2_147_483_647, { error: INVALID_STORE_MESSAGE })
  .nullable();

// Never trimmed: a space is a legitimate character in a password.
const newPassword = z
  .string({ error: STAFF_REQUIRED_MESSAGE })
  .min(MIN_PASSWORD_LENGTH, {
    error: (issue) => (issue.input === '' ? STAFF_REQUIRED_MESSAGE : PASSWORD_TOO_SHORT_MESSAGE),
  })
  .max(128, { error: 'Use no máximo 128 caracteres.' });

export const staffCreateSchema = z.object({ ...staffFields, storeId: storeIdField.optional().default(null), password: newPassword }, objectError);

export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

/**
 * On edit the password stays blank (issue 26: a reset link replaces it). It is refused by the
 * server after the permission checks, so someone else's record answers 403 whatever is sent.
 * A missing store keeps the current one.
 */
export const staffUpdateSchema = z.object(
  {
    ...staffFields,
    storeId: storeIdField.optional(),
    password: z.string({ error: PASSWORD_NOT_HERE_MESSAGE }).max(128, { error: PASSWORD_NOT_HERE_MESSAGE }).optional().default(''),
  },
  objectError,
);

export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** The text fields of 'Adicionar Novo Documento'; the file itself is checked by the server by content. */
export const staffDocumentFieldsSchema = z.object(
  {
    type: requiredText(DOCUMENT_TYPE_REQUIRED_MESSAGE, 80),
    date: optionalIsoDate,
    description: optionalText(500).default(''),
  },
  objectError,
);

export type StaffDocumentFieldsInput = z.infer<typeof staffDocumentFieldsSchema>;

/**
 * 'Adicionar Novo Documento' as its form holds it: the fields above and the chosen file, whose
 * presence and size are checked here (its content by the server, which reads its bytes).
 */
export const staffDocumentFormSchema = staffDocumentFieldsSchema.safeExtend({
  file: z
    .custom<{ name: string; size: number } | null>()
    .refine((f) => f != null, { error: DOCUMENT_FILE_REQUIRED_MESSAGE })
    .refine((f) => f == null || f.size <= MAX_DOCUMENT_BYTES, { error: DOCUMENT_TOO_LARGE_MESSAGE }),
});
export type StaffDocumentFormValues = z.input<typeof staffDocumentFormSchema>;
