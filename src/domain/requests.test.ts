import { describe, expect, it } from 'vitest';
import { MERCHANDISE_ITEM_LABELS, merchandiseRequestWorkflow, purchaseRequestWorkflow, specialOrderWorkflow } from './requests';
import { canMove, nextStatuses, statusLabel } from './workflow/define-workflow';

describe('request workflows', () => {
  it('stores requirements values and shows its short labels', () => {
    expect(statusLabel(purchaseRequestWorkflow, 'Pedido Finalizado')).toBe('Finalizado (Aprovado)');
    expect(statusLabel(purchaseRequestWorkflow, 'Aguardando Entrega')).toBe('Aguard. Entrega');
    expect(statusLabel(purchaseRequestWorkflow, 'Pedido Cancelado')).toBe('Cancelado');
  });

  it('labels every status, in order', () => {
    expect(Object.values(purchaseRequestWorkflow.labels)).toEqual([
      'Recebida',
      'Em Análise',
      'Em Cotação',
      'Aguard. Entrega',
      'Finalizado (Aprovado)',
      'Recusado',
      'Cancelado',
    ]);
    // Merchandise requests and special orders show every status as the requirements store it.
    for (const workflow of [merchandiseRequestWorkflow, specialOrderWorkflow]) {
      expect(workflow.labels).toEqual(Object.fromEntries(workflow.statuses.map((s) => [s, s])));
    }
    expect(Object.values(MERCHANDISE_ITEM_LABELS)).toEqual(['Recebido', 'Em Conferência', 'Em Falta', 'Incluído (Extra)', 'Item Enviado']);
  });

  it('lets purchases and special orders move to any other status', () => {
    expect(nextStatuses(purchaseRequestWorkflow, 'Pedido Cancelado')).toHaveLength(6);
    expect(nextStatuses(specialOrderWorkflow, 'Finalizada')).toHaveLength(6);
  });

  it('makes a shipped merchandise request final: its stock exit is posted', () => {
    expect(canMove(merchandiseRequestWorkflow, 'Recebida', 'Enviado')).toBe(true);
    expect(canMove(merchandiseRequestWorkflow, 'Separado', 'Em Análise')).toBe(true);
    expect(nextStatuses(merchandiseRequestWorkflow, 'Enviado')).toEqual([]);
  });
});
