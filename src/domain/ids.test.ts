import { describe, expect, it } from 'vitest';
import { exitCode, shortCustomerId, shortOrderId } from './ids';

describe('shortOrderId', () => {
  it('keeps the last 6 characters, upper-cased', () => {
    expect(shortOrderId('0f8c2a1e-5b7d-4c3a-9e21-7a9d3c4b5e6f')).toBe('4B5E6F');
  });

  it('returns short ids whole', () => {
    expect(shortOrderId('ab1')).toBe('AB1');
  });
});

describe('shortCustomerId', () => {
  it('keeps the last 8 characters as they are', () => {
    expect(shortCustomerId('0f8c2a1e-5b7d-4c3a-9e21-7a9d3c4b5e6f')).toBe('3c4b5e6f');
  });
});

describe('exitCode', () => {
  it('is SAIDA- plus the last 6 digits of the timestamp', () => {
    expect(exitCode(1763821234567)).toBe('SAIDA-234567');
    expect(exitCode(new Date(1763821234567))).toBe('SAIDA-234567');
  });

  it('defaults to the current time', () => {
    expect(exitCode()).toMatch(/^SAIDA-\d{6}$/);
  });
});
