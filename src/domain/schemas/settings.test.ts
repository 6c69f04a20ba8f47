import { describe, expect, it } from 'vitest';
import { gateSettingsSchema, INVALID_PIX_KEY_MESSAGE, pixText, shopSettingsSchema } from './settings';

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
  it('normalises phone, Pix key and Pix texts', () => {
    const parsed = shopSettingsSchema.parse({ ...SHOP, pixKey: '(11) 98765-4321' });
    expect(parsed).toMatchObject({ contactPhone: '(11) 98765-4321', pixKey: '+5511987654321', pixMerchantName: 'LUZ DA FE', pixMerchantCity: 'SAO PAULO' });
  });

  it('refuses a landline or a bad CPF as Pix key and over-long Pix texts', () => {
    for (const pixKey of ['(11) 3333-4444', '111.111.111-11', 'não é chave']) {
      expect(shopSettingsSchema.safeParse({ ...SHOP, pixKey }).error?.issues[0].message).toBe(INVALID_PIX_KEY_MESSAGE);
    }
    // Accents are removed before counting: 'SAO JOSE DO RIO' is exactly 15.
    expect(shopSettingsSchema.safeParse({ ...SHOP, pixMerchantCity: 'São José do Rio' }).success).toBe(true);
    expect(shopSettingsSchema.safeParse({ ...SHOP, pixMerchantCity: 'São José do Rio Preto' }).success).toBe(false);
    expect(shopSettingsSchema.safeParse({ ...SHOP, pixMerchantName: 'X'.repeat(26) }).success).toBe(false);
  });
});

describe('gateSettingsSchema', () => {
  it('takes a blank password as "keep" and refuses a short one', () => {
    expect(gateSettingsSchema.parse({ enabled: true, password: '' })).toEqual({ enabled: true, password: '' });
    expect(gateSettingsSchema.safeParse({ enabled: true, password: '12345' }).success).toBe(false);
    expect(gateSettingsSchema.safeParse({ enabled: 'sim' }).success).toBe(false);
  });
});
