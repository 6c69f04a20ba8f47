import { RegistryPage } from '../registries';
import { staffListConfig } from './staff-list-config';

export default function StaffListPage() {
  return <RegistryPage key="staff" config={staffListConfig} />;
}
