import { describe, expect, it } from 'vitest';
import { canMove, defineWorkflow, nextStatuses, statusLabel } from './define-workflow';

const draft = defineWorkflow({
  type: 'check',
  statuses: ['draft', 'posted', 'reversed'],
  labels: { draft: 'Rascunho', posted: 'Lançada', reversed: 'Estornada' },
  initial: 'draft',
  transitions: { draft: ['posted'], posted: ['reversed'], reversed: [] },
});
const free = defineWorkflow({ type: 'x', statuses: ['a', 'b', 'c'], labels: { a: 'A', b: 'B', c: 'C' }, initial: 'a', transitions: 'any' });

describe('workflow', () => {
  it('accepts only the listed moves, never to the same status', () => {
    expect(canMove(draft, 'draft', 'posted')).toBe(true);
    expect(canMove(draft, 'draft', 'reversed')).toBe(false);
    expect(canMove(draft, 'posted', 'posted')).toBe(false);
    expect(nextStatuses(draft, 'posted')).toEqual(['reversed']);
    expect(nextStatuses(draft, 'reversed')).toEqual([]);
  });

  it('lets any status go to any other when the workflow enforces no order', () => {
    expect(nextStatuses(free, 'b')).toEqual(['a', 'c']);
    expect(canMove(free, 'a', 'z' as 'a')).toBe(false);
  });

  it('labels known statuses and shows unknown ones as they are', () => {
    expect(statusLabel(draft, 'posted')).toBe('Lançada');
    expect(statusLabel(draft, 'legado')).toBe('legado');
  });
});
