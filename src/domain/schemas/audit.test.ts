import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditChanges, auditQuerySchema } from './audit';

describe('auditChanges', () => {
  it('lists only the fields that differ, with both values', () => {
    expect(auditChanges({ role: 'customer', name: 'Ana' }, { role: 'staff', name: 'Ana' })).toEqual([{ field: 'role', before: 'customer', after: 'staff' }]);
  });

  it('treats a missing side as empty (creations and deletions)', () => {
    expect(auditChanges(null, { name: 'Ana' })).toEqual([{ field: 'name', before: undefined, after: 'Ana' }]);
    expect(auditChanges({ name: 'Ana' }, null)).toEqual([{ field: 'name', before: 'Ana', after: undefined }]);
  });

  it('compares nested values by content and wraps non-objects', () => {
    expect(auditChanges({ a: { x: 1 } }, { a: { x: 1 } })).toEqual([]);
    expect(auditChanges(1, 2)).toEqual([{ field: 'valor', before: 1, after: 2 }]);
  });
});

describe('auditQuerySchema', () => {
  it('accepts ISO days in order and refuses other shapes', () => {
    expect(auditQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(auditQuerySchema.safeParse({ from: '01/01/2026' }).error?.issues[0].message).toBe('Data inválida.');
    expect(auditQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }).error?.issues[0].message).toBe(
      'A data inicial (De) não pode ser depois da final (Até).',
    );
  });

  it('labels known actions in Portuguese and keeps unknown ones', () => {
    expect(auditActionLabel('delete')).toBe('Exclusão');
    // Every action the server writes has a pt-BR label; an unknown one shows as it is.
    expect(auditActionLabel('reverse')).toBe('Estorno');
    expect(auditActionLabel('status')).toBe('Alteração de status');
    expect(auditActionLabel('import')).toBe('import');
  });
});
