import { describe, expect, it } from 'vitest';
import {
  isOrderStatus,
  ORDER_STATUS_BADGE_CLASSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusBadgeClass,
  orderStatusLabel,
} from './order-status';

describe('order statuses', () => {
  it('lists the five statuses in workflow order', () => {
    expect(ORDER_STATUSES).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
  });

  it('labels each status in pt-BR', () => {
    expect(ORDER_STATUS_LABELS).toEqual({
      pending: 'Pendente',
      processing: 'Processando',
      shipped: 'Enviado',
      delivered: 'Entregue',
      cancelled: 'Cancelado',
    });
    expect(orderStatusLabel('shipped')).toBe('Enviado');
  });

  it('shows an unknown status as it is', () => {
    expect(orderStatusLabel('lost')).toBe('lost');
  });

  it('colours badges amber, blue, purple, green and red', () => {
    expect(ORDER_STATUS_BADGE_CLASSES.pending).toContain('bg-amber-100');
    expect(ORDER_STATUS_BADGE_CLASSES.processing).toContain('bg-blue-100');
    expect(ORDER_STATUS_BADGE_CLASSES.shipped).toContain('bg-purple-100');
    expect(ORDER_STATUS_BADGE_CLASSES.delivered).toContain('bg-green-100');
    expect(ORDER_STATUS_BADGE_CLASSES.cancelled).toContain('bg-red-100');
    for (const status of ORDER_STATUSES) {
      expect(ORDER_STATUS_BADGE_CLASSES[status]).toMatch(/text-\w+-900/);
    }
    expect(orderStatusBadgeClass('delivered')).toBe(ORDER_STATUS_BADGE_CLASSES.delivered);
    expect(orderStatusBadgeClass('x')).toContain('bg-gray-100');
  });

  it('recognises statuses', () => {
    expect(isOrderStatus('pending')).toBe(true);
    expect(isOrderStatus('Pendente')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
