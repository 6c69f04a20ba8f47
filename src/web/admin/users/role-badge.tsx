import { type Role, roleLabel } from '@/domain/roles';
import { Badge } from '../../ui/badge';

// 100 backgrounds with 900 text keep small badge text readable (WCAG AA).
const ROLE_BADGE_CLASSES: Record<Role, string> = {
  customer: 'bg-stone-100 text-stone-900',
  staff: 'bg-blue-100 text-blue-900',
  admin: 'bg-purple-100 text-purple-900',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge className={`whitespace-nowrap ${ROLE_BADGE_CLASSES[role] ?? ''}`}>{roleLabel(role)}</Badge>;
}
