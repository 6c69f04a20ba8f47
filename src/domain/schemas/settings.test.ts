import { describe, expect, it } from 'vitest';
import { itAccepts, itRefuses } from '../../../tests/support/table-tests';
import { GATE_PASSWORD_TOO_SHORT_MESSAGE, gateSettingsSchema, INVALID_PIX_KEY_MESSAGE, pixText, shopSettingsSchema } from './settings';

const SHOP = {
  storeName: 'Luz da Fé',
  contactPhone: '11987654321',
  contactEmail: 'contato@luzdafe.com.br',
  contactAddress: 'Rua da Fé, 100',
  pixKey: 'contato@luzdafe.com.br',
  pixMerchantName: 'Luz da Fé',
  pixMerchantCity: 'São Paulo',
};

describe('pixText', () => {
  it('gives the plain upper-case ASCII a BR Code carries', () => {
    expect(pixText('  Luz da Fé  Comércio ')).toBe('LUZ DA FE COMERCIO');
    expect(pixText('São João d’Aliança')).toBe('SAO JOAO DALIANCA');
  });
});

describe('shopSettingsSchema', () => {
  itAccepts(shopSettingsSchema, [
    [
      'the settings, normalising phone, Pix key and Pix texts',
      { ...SHOP, pixKey: '(11) 98765-4321' },
      expect.objectContaining({ contactPhone: '(11) 98765-4321', pixKey: '+5511987654321', pixMerchantName: 'LUZ DA FE', pixMerchantCity: 'SAO PAULO' }),
    ],
    // Accents are removed before counting: 'SAO JOSE DO RIO' is exactly 15.
    [
      'a Pix city of 15 letters once unaccented',
      { ...SHOP, pixMerchantCity: 'São José do Rio' },
      expect.objectContaining({ pixMerchantCity: 'SAO JOSE DO RIO' }),
    ],
  ]);

  const invalidPixKey = { pixKey: [INVALID_PIX_KEY_MESSAGE] };
  itRefuses(shopSettingsSchema, [
    ['a landline as Pix key', { ...SHOP, pixKey: '(11) 3333-4444' }, invalidPixKey],
    ['a bad CPF as Pix key', { ...SHOP, pixKey: '111.111.111-11' }, invalidPixKey],
    ['a Pix key of no kind', { ...SHOP, pixKey: 'não é chave' }, invalidPixKey],
    [
      'a Pix city over 15 letters',
      { ...SHOP, pixMerchantCity: 'São José do Rio Preto' },
      { pixMerchantCity: ['Use no máximo 15 caracteres (limite do Pix).'] },
    ],
    ['a Pix name over 25 letters', { ...SHOP, pixMerchantName: 'X'.repeat(26) }, { pixMerchantName: ['Use no máximo 25 caracteres (limite do Pix).'] }],
  ]);
});

describe('gateSettingsSchema', () => {
  itAccepts(gateSettingsSchema, [['a blank password, as "keep"', { enabled: true, password: '' }, { enabled: true, password: '' }]]);
  itRefuses(gateSettingsSchema, [
    ['a short password', { enabled: true, password: '12345' }, { password: [GATE_PASSWORD_TOO_SHORT_MESSAGE] }],
    ['an on/off that is not a boolean', { enabled: 'sim' }, { enabled: ['Informe se a proteção do site está ativa.'] }],
  ]);
});
