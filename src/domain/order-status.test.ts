import { describe, expect, it } from 'vitest';
import { itIsACodeList } from '../../tests/support/table-tests';
import {
  isOrderStatus,
  manualStatusesFor,
  moveNeedsSettledPayment,
  ORDER_STATUS_BADGE_CLASSES,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderStatusBadgeClass,
  orderStatusLabel,
  statusFitsDelivery,
} from './order-status';

describe('order statuses', () => {
  itIsACodeList(
    { values: ORDER_STATUSES, labels: ORDER_STATUS_LABELS, is: isOrderStatus, label: orderStatusLabel },
    {
      all: [
        ['pending', 'Pendente'],
        ['processing', 'Processando'],
        ['shipped', 'Enviado'],
        ['delivered', 'Entregue'],
        ['ready_for_pickup', 'Pronto para retirada'],
        ['picked_up', 'Retirado'],
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

describe('statuses by delivery method (decision 070)', () => {
  it.each([
    ['shipping', 'shipped', true],
    ['shipping', 'delivered', true],
    ['shipping', 'ready_for_pickup', false],
    ['shipping', 'picked_up', false],
    ['pickup', 'shipped', false],
    ['pickup', 'delivered', false],
    ['pickup', 'ready_for_pickup', true],
    ['pickup', 'picked_up', true],
    ['pickup', 'cancelled', true],
    ['pickup', 'processing', true],
  ] as const)('a %s order may be %s: %s', (method, status, fits) => {
    expect(statusFitsDelivery(method, status)).toBe(fits);
  });

  it('offers the pickup statuses only through Retiradas, never in the status dialog', () => {
    expect(manualStatusesFor('pickup')).toEqual(['pending', 'processing', 'cancelled']);
    expect(manualStatusesFor('shipping')).toEqual(['pending', 'processing', 'shipped', 'delivered', 'cancelled']);
  });

  it('asks a settled payment before handing an order over at the store', () => {
    expect(moveNeedsSettledPayment('ready_for_pickup', 'picked_up')).toBe(true);
    expect(moveNeedsSettledPayment('processing', 'ready_for_pickup')).toBe(false);
  });
});
