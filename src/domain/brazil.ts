import { isValidCnpj, isValidCpf, isValidPhone, formatCnpj as libFormatCnpj, formatCpf as libFormatCpf } from '@brazilian-utils/brazilian-utils';
import { codeList } from './one-of';

export const {
  values: UF_CODES,
  labels: UF_NAMES,
  is: isUfCode,
} = codeList(
  [
    'AC',
    'AL',
    'AM',
    'AP',
    'BA',
    'CE',
    'DF',
    'ES',
    'GO',
    'MA',
    'MG',
    'MS',
    'MT',
    'PA',
    'PB',
    'PE',
    'PI',
    'PR',
    'RJ',
    'RN',
    'RO',
    'RR',
    'RS',
    'SC',
    'SE',
    'SP',
    'TO',
  ],
  {
    AC: 'Acre',
    AL: 'Alagoas',
    AM: 'Amazonas',
    AP: 'Amapá',
    BA: 'Bahia',
    CE: 'Ceará',
    DF: 'Distrito Federal',
    ES: 'Espírito Santo',
    GO: 'Goiás',
    MA: 'Maranhão',
    MG: 'Minas Gerais',
    MS: 'Mato Grosso do Sul',
    MT: 'Mato Grosso',
    PA: 'Pará',
    PB: 'Paraíba',
    PE: 'Pernambuco',
    PI: 'Piauí',
    PR: 'Paraná',
    RJ: 'Rio de Janeiro',
    RN: 'Rio Grande do Norte',
    RO: 'Rondônia',
    RR: 'Roraima',
    RS: 'Rio Grande do Sul',
    SC: 'Santa Catarina',
    SE: 'Sergipe',
    SP: 'São Paulo',
    TO: 'Tocantins',
  },
);

export type UfCode = (typeof UF_CODES)[number];

export interface Uf {
  code: UfCode;
  name: string;
}

export const UFS: readonly Uf[] = UF_CODES.map((code) => ({ code, name: UF_NAMES[code] }));

export function onlyDigits(text: string | number | null | undefined): string {
  return String(text ?? '').replace(/\D/g, '');
}

/** Progressive mask for typing: '013101' → '01310-1', capped at 8 digits. */
export function maskCep(input: string): string {
  const digits = onlyDigits(input).slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

// Correios ranges of the first five CEP digits, inclusive. Some UFs have two ranges.
const CEP_RANGES: ReadonlyArray<readonly [number, number, UfCode]> = [
  [1000, 19999, 'SP'],
  [20000, 28999, 'RJ'],
  [29000, 29999, 'ES'],
  [30000, 39999, 'MG'],
  [40000, 48999, 'BA'],
  [49000, 49999, 'SE'],
  [50000, 56999, 'PE'],
  [57000, 57999, 'AL'],
  [58000, 58999, 'PB'],
  [59000, 59999, 'RN'],
  [60000, 63999, 'CE'],
  [64000, 64999, 'PI'],
  [65000, 65999, 'MA'],
  [66000, 68899, 'PA'],
  [68900, 68999, 'AP'],
  [69000, 69299, 'AM'],
  [69300, 69399, 'RR'],
  [69400, 69899, 'AM'],
  [69900, 69999, 'AC'],
  [70000, 72799, 'DF'],
  [72800, 72999, 'GO'],
  [73000, 73699, 'DF'],
  [73700, 76799, 'GO'],
  [76800, 76999, 'RO'],
  [77000, 77999, 'TO'],
  [78000, 78899, 'MT'],
  [79000, 79999, 'MS'],
  [80000, 87999, 'PR'],
  [88000, 89999, 'SC'],
  [90000, 99999, 'RS'],
];

const CEP_SHAPE = /^\d{5}-?\d{3}$/;

/** The UF a CEP belongs to, or null when it is malformed or outside every Correios range. */
export function ufFromCep(cep: string): UfCode | null {
  const trimmed = cep.trim();
  if (!CEP_SHAPE.test(trimmed)) return null;
  const prefix = Number(trimmed.slice(0, 5));
  for (const [from, to, uf] of CEP_RANGES) {
    if (prefix >= from && prefix <= to) return uf;
  }
  return null;
}

/** Accepts '01310-100' or '01310100'; the placeholder '00000-000' belongs to no UF, so it fails. */
export function cepValid(cep: string): boolean {
  return ufFromCep(cep) !== null;
}

export function cepMatchesUf(cep: string, uf: string): boolean {
  const owner = ufFromCep(cep);
  return owner !== null && owner === uf.trim().toUpperCase();
}

/** Progressive mask for typing: '(11) 99999-9999' for mobiles, '(11) 3333-4444' for landlines. */
export function maskPhone(input: string): string {
  const digits = onlyDigits(input).slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const ddd = digits.slice(0, 2);
  const rest = digits.slice(2);
  if (rest.length <= 4) return `(${ddd}) ${rest}`;
  // Until the 11th digit arrives the number reads as a landline (4-4); then it reflows to 5-4.
  const split = digits.length === 11 ? 5 : 4;
  return `(${ddd}) ${rest.slice(0, split)}-${rest.slice(split)}`;
}

/**
 * 10 digits (landline) or 11 (mobile) with a DDD Anatel assigned; the library also checks the
 * first digit of the subscriber number. A '+55' prefix is not accepted: forms ask for DDD + number.
 */
export function phoneValid(phone: string): boolean {
  const digits = onlyDigits(phone);
  if (digits.length !== 10 && digits.length !== 11) return false;
  return isValidPhone(digits);
}

export function cpfValid(cpf: string): boolean {
  return isValidCpf(cpf);
}

/** Version 2 also accepts the alphanumeric CNPJ issued from July 2026. */
export function cnpjValid(cnpj: string): boolean {
  return isValidCnpj(cnpj, { version: 2 });
}

/** Works progressively while typing: '529982' → '529.982'. */
export function formatCpf(cpf: string): string {
  return libFormatCpf(onlyDigits(cpf).slice(0, 11));
}

export function formatCnpj(cnpj: string): string {
  const chars = cnpj
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  return libFormatCnpj(chars, { version: 2 });
}

export const STORE_TYPES = ['Matriz', 'Filial', 'Quiosque', 'Online'] as const;

export type StoreType = (typeof STORE_TYPES)[number];

export const UNITS = ['Unidade', 'Caixa', 'Pacote', 'Dúzia', 'Kg', 'Litro', 'Metro'] as const;

export type Unit = (typeof UNITS)[number];
