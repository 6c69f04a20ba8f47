import { describe, expect, it } from 'vitest';
import { isUniqueViolation, mapDbError, sqlState } from './db-errors';

const wrapped = (code: string) => ({ message: 'query failed', cause: { code } });

describe('mapDbError', () => {
  it.each([
    ['23505', 409, 'DUPLICATE', 'Já existe um registro com esses dados.'],
    ['22P05', 400, 'INVALID_TEXT', 'O texto contém caracteres inválidos.'],
    ['22021', 400, 'INVALID_TEXT', 'O texto contém caracteres inválidos.'],
    ['40001', 409, 'RETRY', 'Outra operação alterou os mesmos dados. Tente novamente.'],
    ['40P01', 409, 'RETRY', 'Outra operação alterou os mesmos dados. Tente novamente.'],
  ])('answers SQLSTATE %s, found in the cause chain, as %i %s', (state, status, code, message) => {
    expect(mapDbError(wrapped(state))).toMatchObject({ status, code, message });
  });

  it("leaves the server's own faults (unknown states, no state) to the 500 handler", () => {
    expect(mapDbError(wrapped('42P01'))).toBeNull();
    expect(mapDbError(new Error('boom'))).toBeNull();
  });

  it('reads the state of a wrapped unique violation', () => {
    expect(sqlState(wrapped('23505'))).toBe('23505');
    expect(isUniqueViolation(wrapped('23505'))).toBe(true);
    expect(isUniqueViolation(wrapped('23503'))).toBe(false);
  });
});
