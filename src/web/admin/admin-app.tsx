import { useRoutes } from 'react-router';
import { adminRoutes } from './admin-routes';

export default function AdminApp() {
  return useRoutes(adminRoutes);
}
