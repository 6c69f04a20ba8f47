import { getPixKeyInfo } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { MAX_INSTALLMENTS } from '../payment';
import { DEFAULT_PICKUP_DAYS, PICKUP_DAYS_MESSAGE } from '../pickups';
import { emailField, objectError, phoneField, REQUIRED_MESSAGE, requiredText, wholeNumberFromText } from './fields';

export const COUNT_APPROVAL_THRESHOLD_MESSAGE = 'Informe um valor para aprovação de ajuste (R$ 0,00 a R$ 1.000.000,00).';
/** 'Valor para aprovação de ajuste' until the shop sets one: R$ 500,00. */
export const DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS = 50_000;
export const SETTINGS_SAVED_MESSAGE = 'Configurações salvas';
export const INVALID_PIX_KEY_MESSAGE = 'Chave Pix inválida: use e-mail, celular, CPF, CNPJ ou chave aleatória.';
export const PIX_MERCHANT_NAME_MAX = 25;
export const PIX_MERCHANT_CITY_MAX = 15;
export const GATE_PASSWORD_MIN = 6;
export const GATE_PASSWORD_TOO_SHORT_MESSAGE = `A senha de acesso deve ter pelo menos ${GATE_PASSWORD_MIN} caracteres.`;
export const GATE_PASSWORD_NEEDED_MESSAGE = 'Defina uma senha de acesso para ativar a proteção do site.';

/** BR Code fields travel best as plain upper-case ASCII; banks' apps show them that way. */
export function pixText(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

function pixTextField(max: number) {
  return requiredText(REQUIRED_MESSAGE, 200)
    .transform(pixText)
    .pipe(
      z
        .string()
        .min(1, { error: REQUIRED_MESSAGE })
        .max(max, { error: `Use no máximo ${max} caracteres (limite do Pix).` }),
    );
}

/** The shop's public identity (footer) and where Pix payments go. */
export const shopSettingsSchema = z.object(
  {
    storeName: requiredText(REQUIRED_MESSAGE, 80),
    contactPhone: phoneField(),
    contactEmail: emailField(),
    contactAddress: requiredText(REQUIRED_MESSAGE, 200),
    // Stored in the canonical DICT form ('+5511…', bare CPF/CNPJ digits, lower-case e-mail/EVP).
    pixKey: requiredText(REQUIRED_MESSAGE, 100).transform((value, ctx) => {
      const info = value ? getPixKeyInfo(value) : null;
      if (!info) {
        ctx.addIssue({ code: 'custom', message: INVALID_PIX_KEY_MESSAGE });
        return z.NEVER;
      }
      return info.value;
    }),
    pixMerchantName: pixTextField(PIX_MERCHANT_NAME_MAX),
    pixMerchantCity: pixTextField(PIX_MERCHANT_CITY_MAX),
    // The shop's CNPJ is not here: it has one field, in Configurações → Fiscal (decision 051).
    maxInstallments: wholeNumberFromText(`Escolha de 1 a ${MAX_INSTALLMENTS} parcelas.`, 1, MAX_INSTALLMENTS).optional().default(MAX_INSTALLMENTS),
    // Issue 36: an inventário whose adjustment is worth more than this (at cost, centavos) waits for a Supervisor; 0 never asks.
    countApprovalThresholdCents: wholeNumberFromText(COUNT_APPROVAL_THRESHOLD_MESSAGE, 0, 100_000_000)
      .optional()
      .default(DEFAULT_COUNT_APPROVAL_THRESHOLD_CENTS),
    // Issue 37 (decision 070): 'Retirar na loja' orders not collected this many days after 'Pronto para retirada' are cancelled and refunded.
    pickupDays: wholeNumberFromText(PICKUP_DAYS_MESSAGE, 1, 90).optional().default(DEFAULT_PICKUP_DAYS),
  },
  objectError,
);

export type ShopSettingsInput = z.input<typeof shopSettingsSchema>;

/** The site gate: on/off, and optionally a new shared password (blank keeps the current one). */
export const gateSettingsSchema = z.object(
  {
    enabled: z.boolean({ error: 'Informe se a proteção do site está ativa.' }),
    password: z
      .string()
      .max(200, { error: 'Use no máximo 200 caracteres.' })
      .optional()
      .refine((value) => !value || value.trim().length >= GATE_PASSWORD_MIN, { error: GATE_PASSWORD_TOO_SHORT_MESSAGE }),
  },
  objectError,
);

export type GateSettingsInput = z.infer<typeof gateSettingsSchema>;
