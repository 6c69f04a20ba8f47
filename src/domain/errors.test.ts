import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, toErrorCode } from './errors';

describe('error codes', () => {
  it('reads a known code as itself and anything else as HTTP_ERROR', () => {
    expect(toErrorCode('INSUFFICIENT_STOCK')).toBe('INSUFFICIENT_STOCK');
    expect(toErrorCode('USER_ALREADY_EXISTS')).toBe('HTTP_ERROR');
    expect(toErrorCode(undefined)).toBe('HTTP_ERROR');
    expect(toErrorCode(42)).toBe('HTTP_ERROR');
  });

  it('lists each code once', () => {
    expect(new Set(ERROR_CODES).size).toBe(ERROR_CODES.length);
  });

  it('carries status, code, message and details', () => {
    const err = new AppError(409, 'INSUFFICIENT_STOCK', 'Quantidade solicitada (4) maior que o estoque (1).', { stock: 1 });
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
      message: 'Quantidade solicitada (4) maior que o estoque (1).',
      details: { stock: 1 },
    });
  });
});
