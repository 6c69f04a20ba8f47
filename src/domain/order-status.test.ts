import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import { isOrderStatus, ORDER_STATUS_BADGE_CLASSES, ORDER_STATUS_LABELS, ORDER_STATUSES, orderStatusBadgeClass, orderStatusLabel } from './order-status';

describe('order statuses', () => {
  itIsACodeList(
    { values: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, is: isOrderStatus, label: orderStatusLabel },
    {
      all: [
        ['pending', 'Pendente'],
        ['processing', 'Processando'],
        ['shipped', 'Enviado'],
        ['delivered', 'Entregue'],
        ['cancelled', 'Cancelado'],
      ],
      notCodes: ['Pendente', undefined],
      unknown: ['lost'],
    },
  );
});

describe('order status badges', () => {
  it.each([
    ['pending', 'bg-amber-100'],
    ['processing', 'bg-blue-100'],
    ['shipped', 'bg-purple-100'],
    ['delivered', 'bg-green-100'],
    ['cancelled', 'bg-red-100'],
  ] as const)('colours %s with %s and dark text', (status, background) => {
    expect(ORDER_STATUS_BADGE_CLASSES[status]).toContain(background);
    expect(ORDER_STATUS_BADGE_CLASSES[status]).toMatch(/text-\w+-900/);
    expect(orderStatusBadgeClass(status)).toBe(ORDER_STATUS_BADGE_CLASSES[status]);
  });

  it('has a badge for every status and a grey one for anything else', () => {
    expect(Object.keys(ORDER_STATUS_BADGE_CLASSES)).toEqual([...ORDER_STATUSES]);
    expect(orderStatusBadgeClass('x')).toContain('bg-gray-100');
  });
});
