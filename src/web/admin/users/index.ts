import type { AdminFeature } from '../admin-feature';
import UsersPage from './users-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const usersFeature: AdminFeature = {
  name: 'users',
  screens: [
    // Every account's name and e-mail: the users' managers only (GET /api/admin/users).
    { path: 'cadastros/usuarios', Component: UsersPage, access: ['users.manage'], nav: { section: 'cadastros', label: 'Usuários', position: 60 } },
    { path: 'usuarios', Component: UsersPage, access: ['users.manage'] },
  ],
};
