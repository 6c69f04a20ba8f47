// Users screen: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
import type { Role } from '../roles';

/** A row of 'Lista de Usuários'. */
export type AdminUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  createdAt: string;
  lastLoginAt: string | null;
};
