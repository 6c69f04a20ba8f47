import { describe, expect, it } from 'vitest';
import { customerLetter } from './letter';

describe('customerLetter', () => {
  it('greets the customer by name, leaves a blank line around the message and signs with the shop', () => {
    expect(customerLetter('Maria', ['Seu pedido foi entregue.', 'Detalhes: https://luzdafe.test/pedido'])).toBe(
      'Olá, Maria!\n\nSeu pedido foi entregue.\nDetalhes: https://luzdafe.test/pedido\n\nLuz da Fé',
    );
  });
});
