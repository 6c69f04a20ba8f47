import { z } from 'zod';
import { cepMatchesUf, cepValid, cnpjValid, formatCnpj, isUfCode, onlyDigits, STORE_TYPES } from '../brazil';
import { slugify } from '../catalog';
import { blankOr, emailField, objectError, optionalPhoneField, optionalText, requiredText } from './fields';

// Requirements §5: one message per registry for its required fields.
export const CATEGORY_NAME_REQUIRED_MESSAGE = 'O nome da categoria é obrigatório.';
export const CLASSIFICATION_NAME_REQUIRED_MESSAGE = 'O nome da classificação é obrigatório.';
export const SUPPLIER_REQUIRED_MESSAGE = 'Nome e email do fornecedor são obrigatórios.';
export const STORE_REQUIRED_MESSAGE = 'Nome e endereço da loja são obrigatórios.';
export const INVALID_CNPJ_MESSAGE = 'CNPJ inválido.';
export const INVALID_STORE_TYPE_MESSAGE = 'Selecione um tipo de loja válido.';

export { slugify };

export const categorySchema = z.object(
  {
    name: requiredText(CATEGORY_NAME_REQUIRED_MESSAGE, 80).refine(
      blankOr((name) => slugify(name) !== ''),
      {
        error: CATEGORY_NAME_REQUIRED_MESSAGE,
      },
    ),
    description: optionalText(500).default(''),
  },
  objectError,
);

export type CategoryInput = z.infer<typeof categorySchema>;

export const classificationSchema = z.object(
  {
    name: requiredText(CLASSIFICATION_NAME_REQUIRED_MESSAGE, 80),
    description: optionalText(500).default(''),
  },
  objectError,
);

export type ClassificationInput = z.infer<typeof classificationSchema>;

/** Blank is allowed; anything typed must be a valid CNPJ (numeric or the 2026 alphanumeric one). */
const cnpjField = z
  .string()
  .trim()
  .max(20)
  .optional()
  .default('')
  .refine(blankOr(cnpjValid), { error: INVALID_CNPJ_MESSAGE })
  .transform((value) => (value === '' ? null : formatCnpj(value)));

export const supplierSchema = z.object(
  {
    name: requiredText(SUPPLIER_REQUIRED_MESSAGE, 120),
    email: emailField(SUPPLIER_REQUIRED_MESSAGE),
    cnpj: cnpjField,
    contactPerson: optionalText(120).default(''),
    phone: optionalPhoneField(),
    address: optionalText(300).default(''),
    productCategories: optionalText(300).default(''),
  },
  objectError,
);

export type SupplierInput = z.infer<typeof supplierSchema>;

export const STORE_ESTABLISHMENT_MESSAGE =
  'Uma loja com CNPJ próprio precisa da inscrição estadual e do endereço completo (CEP, rua, número, bairro, cidade e UF) para a nota de transferência.';

/**
 * A store's own establishment (decision 073): blank CNPJ means the store is part of the shop's
 * establishment; with a CNPJ, the IE and the address the NF-e de transferência carries are required.
 */
export const storeSchema = z
  .object(
    {
      name: requiredText(STORE_REQUIRED_MESSAGE, 120),
      address: requiredText(STORE_REQUIRED_MESSAGE, 300),
      type: z.enum(STORE_TYPES, { error: INVALID_STORE_TYPE_MESSAGE }).default('Filial'),
      cnpj: cnpjField,
      stateRegistration: optionalText(20).default(''),
      cep: optionalText(9).default(''),
      street: optionalText(200).default(''),
      number: optionalText(20).default(''),
      complement: optionalText(100).default(''),
      neighborhood: optionalText(120).default(''),
      city: optionalText(120).default(''),
      state: z.string().trim().toUpperCase().max(2).optional().default(''),
    },
    objectError,
  )
  .superRefine((s, ctx) => {
    if (!s.cnpj) return;
    const complete =
      onlyDigits(s.stateRegistration) !== '' &&
      cepValid(s.cep) &&
      !!s.street &&
      !!s.number &&
      !!s.neighborhood &&
      !!s.city &&
      isUfCode(s.state) &&
      cepMatchesUf(s.cep, s.state);
    if (!complete) ctx.addIssue({ code: 'custom', message: STORE_ESTABLISHMENT_MESSAGE, path: ['stateRegistration'] });
  });

export type StoreInput = z.infer<typeof storeSchema>;

/** The ?search= of the registry lists; blank means everything (requirements §5). */
export const registrySearchSchema = z.object({ search: z.string().max(200).optional().default('') });
