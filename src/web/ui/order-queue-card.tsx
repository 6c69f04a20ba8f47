import type { ReactNode } from 'react';
import { shortOrderId } from '@/domain/ids';
import { Card, CardContent, CardHeader, CardTitle } from './card';

/**
 * One order of a back-office work queue (Retiradas, Expedição), as an item of the queue's list:
 * 'Pedido #… — customer' with its status badge beside, what the queue does with it below.
 */
export function OrderQueueCard({ order, badge, children }: { order: { id: string; customerName: string }; badge: ReactNode; children: ReactNode }) {
  return (
    <li>
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle className="text-base">
            Pedido #{shortOrderId(order.id)} — {order.customerName}
          </CardTitle>
          {badge}
        </CardHeader>
        <CardContent className="flex flex-col gap-3">{children}</CardContent>
      </Card>
    </li>
  );
}
