import './zod-locale';
import { z } from 'zod';
import { cnpjValid, isUfCode, onlyDigits } from '../brazil';
import { FISCAL_ENVIRONMENTS, TAX_REGIMES } from '../fiscal/build-nfe-request';
import { FISCAL_INVOICE_STATUSES } from '../fiscal/invoice-status';
import {
  CANCEL_JUSTIFICATION_MAX,
  CANCEL_JUSTIFICATION_MIN,
  CANCEL_JUSTIFICATION_TOO_LONG,
  CANCEL_JUSTIFICATION_TOO_SHORT,
  FISCAL_REGIME_UNSUPPORTED_MESSAGE,
} from '../fiscal/rules';
import { CSOSN_CODES, INVALID_CSOSN_MESSAGE, INVALID_PIS_COFINS_MESSAGE, PIS_COFINS_CSTS, SHOP_FISCAL_DEFAULTS } from '../product-fiscal';
import { blankOr, cepField, objectError, optionalText, REQUIRED_MESSAGE, requiredText, wholeNumberFromText } from './fields';
import { documentListQuerySchema, optionalCodeFilter } from './list-query';
import { INVALID_CNPJ_MESSAGE } from './registries';

export const FISCAL_SETTINGS_SAVED_MESSAGE = 'Dados fiscais salvos';
export const INVALID_IE_MESSAGE = 'Inscrição estadual inválida: use só os números (2 a 14 dígitos).';
export const INVALID_CITY_CODE_MESSAGE = 'Código IBGE do município inválido: são 7 dígitos.';
export const INVALID_UF_MESSAGE = 'UF inválida.';
export const INVALID_SERIES_MESSAGE = 'Série inválida: use um número de 1 a 999.';
const digits = (min: number, max: number, message: string) =>
  requiredText(REQUIRED_MESSAGE, 40)
    .transform(onlyDigits)
    .refine(
      blankOr((v) => v.length >= min && v.length <= max),
      { error: message },
    );

/** PUT /api/admin/fiscal/settings: the issuer (Configurações → Fiscal). A blank token keeps the stored one. */
export const fiscalSettingsSchema = z.object(
  {
    cnpj: requiredText(REQUIRED_MESSAGE, 20).transform(onlyDigits).refine(blankOr(cnpjValid), { error: INVALID_CNPJ_MESSAGE }),
    stateRegistration: digits(2, 14, INVALID_IE_MESSAGE),
    legalName: requiredText(REQUIRED_MESSAGE, 60),
    tradeName: optionalText(60).default(''),
    taxRegime: z
      .enum(TAX_REGIMES, { error: 'Escolha o regime tributário.' })
      .refine((v) => v === 'simples_nacional', { error: FISCAL_REGIME_UNSUPPORTED_MESSAGE }),
    address: z.object(
      {
        cep: cepField().transform(onlyDigits),
        street: requiredText(REQUIRED_MESSAGE, 60),
        number: requiredText(REQUIRED_MESSAGE, 60),
        complement: optionalText(60).default(''),
        neighborhood: requiredText(REQUIRED_MESSAGE, 60),
        city: requiredText(REQUIRED_MESSAGE, 60),
        state: requiredText(REQUIRED_MESSAGE, 2).toUpperCase().refine(blankOr(isUfCode), { error: INVALID_UF_MESSAGE }),
        cityCode: digits(7, 7, INVALID_CITY_CODE_MESSAGE),
      },
      objectError,
    ),
    phone: optionalText(20).default('').transform(onlyDigits),
    series: wholeNumberFromText(INVALID_SERIES_MESSAGE, 1, 999),
    environment: z.enum(FISCAL_ENVIRONMENTS, { error: 'Escolha o ambiente: homologação ou produção.' }),
    autoIssue: z.boolean({ error: 'Informe se a nota é emitida automaticamente no pagamento.' }),
    // What a product without a fiscal profile of its own is invoiced with (product-fiscal.ts).
    defaultCsosn: z.enum(CSOSN_CODES, { error: INVALID_CSOSN_MESSAGE }).default(SHOP_FISCAL_DEFAULTS.csosn),
    defaultPisCofinsCst: z.enum(PIS_COFINS_CSTS, { error: INVALID_PIS_COFINS_MESSAGE }).default(SHOP_FISCAL_DEFAULTS.pisCofinsCst),
    token: z.string().trim().max(200, { error: 'Token longo demais.' }).optional().default(''),
    clearToken: z.boolean().optional().default(false),
  },
  objectError,
);
export type FiscalSettingsInput = z.input<typeof fiscalSettingsSchema>;
export type FiscalSettingsValues = z.output<typeof fiscalSettingsSchema>;

export const fiscalInvoiceListQuerySchema = documentListQuerySchema(20, {
  status: optionalCodeFilter(FISCAL_INVOICE_STATUSES, 'Situação inválida.'),
});
export type FiscalInvoiceListQuery = z.infer<typeof fiscalInvoiceListQuerySchema>;

const versionField = wholeNumberFromText('Versão inválida.', 1);

/** 'Emitir novamente': the version the screen showed. */
export const reissueInvoiceSchema = z.object({ version: versionField }, objectError);

/** 'Cancelar nota': 15 to 255 characters, as SEFAZ's event takes them. */
export const cancelInvoiceSchema = z.object(
  {
    version: versionField,
    justification: z
      .string({ error: CANCEL_JUSTIFICATION_TOO_SHORT })
      .trim()
      .min(CANCEL_JUSTIFICATION_MIN, { error: CANCEL_JUSTIFICATION_TOO_SHORT })
      .max(CANCEL_JUSTIFICATION_MAX, { error: CANCEL_JUSTIFICATION_TOO_LONG }),
  },
  objectError,
);
export type CancelInvoiceInput = z.infer<typeof cancelInvoiceSchema>;
