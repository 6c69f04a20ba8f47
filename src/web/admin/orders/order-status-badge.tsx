import { orderStatusBadgeClass, orderStatusLabel } from '@/domain/order-status';
import { Badge } from '../../ui/badge';

export function OrderStatusBadge({ status }: { status: string }) {
  return <Badge className={`border ${orderStatusBadgeClass(status)}`}>{orderStatusLabel(status)}</Badge>;
}
