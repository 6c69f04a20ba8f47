import type { AdminFeature } from '../admin-feature';
import JobsPage from './jobs-page';

/** The screens this feature adds to the back-office (admin-feature.ts). */
export const jobsFeature: AdminFeature = {
  name: 'jobs',
  screens: [{ path: 'tarefas', Component: JobsPage, access: ['jobs.run'], nav: { section: 'tarefas' } }],
};
