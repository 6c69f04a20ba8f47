import { z } from 'zod';
import { ROLES } from '../roles';
import { FILL_REQUIRED_MESSAGE, MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT_MESSAGE } from './auth';
import { emailField, objectError, requiredText } from './fields';
import { optionalCodeFilter, pageFields, searchField } from './list-query';

export const INVALID_ROLE_MESSAGE = 'Selecione uma função válida.';
export const SELF_ROLE_CHANGE_MESSAGE = 'Você não pode alterar a sua própria função.';
export const SELF_DELETE_MESSAGE = 'Você não pode excluir a si mesmo.';
export const DUPLICATE_EMAIL_MESSAGE = 'Já existe um usuário com este e-mail.';
export const STAFF_CREATES_CUSTOMERS_MESSAGE = 'Apenas administradores podem criar funcionários ou administradores.';

const roleField = z.enum(ROLES, { error: INVALID_ROLE_MESSAGE });

/** 'Adicionar Novo Usuário': the back-office creates the account with a first password. */
export const adminUserCreateSchema = z.object(
  {
    name: requiredText(FILL_REQUIRED_MESSAGE, 120),
    email: emailField(FILL_REQUIRED_MESSAGE),
    // Not trimmed: a space is a legitimate password character.
    password: z
      .string({ error: FILL_REQUIRED_MESSAGE })
      .min(MIN_PASSWORD_LENGTH, {
        error: (issue) => (issue.input === '' ? FILL_REQUIRED_MESSAGE : PASSWORD_TOO_SHORT_MESSAGE),
      })
      .max(128, { error: 'Use no máximo 128 caracteres.' }),
    role: roleField,
  },
  objectError,
);

export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

export const userRoleChangeSchema = z.object({ role: roleField }, objectError);

export type UserRoleChangeInput = z.infer<typeof userRoleChangeSchema>;

export const USERS_PAGE_SIZE = 20;

/** The users list's query, kept in the URL: text, role (blank is 'Todas as Funções') and page. */
export const userListQuerySchema = z.object({
  search: searchField,
  role: optionalCodeFilter(ROLES, INVALID_ROLE_MESSAGE),
  ...pageFields(USERS_PAGE_SIZE),
});

export type UserListQuery = z.infer<typeof userListQuerySchema>;
