import { describe, expect, it } from 'vitest';
import { FISCAL_PERMISSIONS } from './fiscal/invoice-status';
import { PAYMENT_PERMISSIONS } from './payment';
import { declarePermissions, permissionDefaults } from './permission-declarations';
import { DEFAULT_PERMISSIONS, PERMISSION_LABELS, PERMISSIONS } from './permissions';
import { REQUEST_PERMISSIONS } from './requests';
import { SHIPPING_PERMISSIONS } from './shipping';
import { COUNT_PERMISSIONS } from './stock-counts';
import { STORE_SALE_PERMISSIONS } from './store-sales';
import { TRANSFER_PERMISSIONS } from './transfers';

describe('permissions declared by their features', () => {
  it('reach the matrix with their labels and the holders their declaration names', () => {
    const features = [
      REQUEST_PERMISSIONS,
      PAYMENT_PERMISSIONS,
      FISCAL_PERMISSIONS,
      TRANSFER_PERMISSIONS,
      SHIPPING_PERMISSIONS,
      COUNT_PERMISSIONS,
      STORE_SALE_PERMISSIONS,
    ];
    for (const declared of features) {
      for (const [code, { label }] of Object.entries(declared)) {
        expect(PERMISSIONS).toContain(code);
        expect(PERMISSION_LABELS[code as keyof typeof PERMISSION_LABELS]).toBe(label);
      }
    }
    expect(DEFAULT_PERMISSIONS.Funcionário).toContain('transfers.receive');
    expect(DEFAULT_PERMISSIONS.Almoxarife).not.toContain('transfers.resolve');
    expect(DEFAULT_PERMISSIONS.Supervisor).toContain('transfers.resolve');
    expect(DEFAULT_PERMISSIONS.Gerente).toContain('payments.refund');
    expect(DEFAULT_PERMISSIONS.Supervisor).not.toContain('payments.refund');
  });

  it('give a new feature’s permission to its declared title and every title above, and all to Administrador', () => {
    const next = declarePermissions({
      'divergences.view': { label: 'Ver divergências', from: 'Almoxarife' },
      'divergences.close': { label: 'Encerrar divergências', from: 'Gerente' },
    });
    const defaults = permissionDefaults(next);
    expect(defaults.Funcionário).toEqual([]);
    expect(defaults.Almoxarife).toEqual(['divergences.view']);
    expect(defaults.Supervisor).toEqual(['divergences.view']);
    expect(defaults.Gerente).toEqual(['divergences.view', 'divergences.close']);
    expect(defaults.Administrador).toEqual(['divergences.view', 'divergences.close']);
  });
});
