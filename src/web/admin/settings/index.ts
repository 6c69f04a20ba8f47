import type { AdminFeature } from '../admin-feature';
import SettingsPage from './settings-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const settingsFeature: AdminFeature = {
  name: 'settings',
  screens: [{ path: 'configuracoes', Component: SettingsPage, access: ['settings.manage', 'users.manage'], nav: { section: 'configuracoes' } }],
};
