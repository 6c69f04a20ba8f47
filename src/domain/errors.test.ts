import { describe, expect, it } from 'vitest';
import { AppError, ERROR_CODES, ERROR_STATUS, toErrorCode } from './errors';

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
    const err = new AppError('INSUFFICIENT_STOCK', 'Quantidade solicitada (4) maior que o estoque (1).', { stock: 1 });
    expect(err).toBeInstanceOf(Error);
    expect(err).toMatchObject({
      status: 409,
      code: 'INSUFFICIENT_STOCK',
      message: 'Quantidade solicitada (4) maior que o estoque (1).',
      details: { stock: 1 },
    });
  });

  it('gives every code one HTTP error status (0 only for the web app’s no-answer)', () => {
    for (const code of ERROR_CODES) {
      const status = ERROR_STATUS[code];
      if (code === 'NETWORK') expect(status).toBe(0);
      else expect(status, code).toSatisfy((s: number) => s >= 400 && s <= 599);
    }
  });

  it('answers the codes that used to carry two statuses with one (issue 35)', () => {
    expect(new AppError('PRODUCT_NOT_FOUND', 'Produto não encontrado.').status).toBe(404);
    expect(new AppError('WRONG_PASSWORD', 'Senha incorreta.').status).toBe(401);
    expect(new AppError('FISCAL_PROVIDER_ERROR', 'O provedor não respondeu.').status).toBe(502);
    expect(new AppError('FISCAL_CANCEL_REFUSED', 'A SEFAZ recusou o cancelamento.').status).toBe(409);
  });
});
