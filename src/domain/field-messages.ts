// How every form words the same problem, kept free of zod so a screen that only shows a message
// (the storefront's CEP estimate on the first screen) does not load the schema library.

export const REQUIRED_MESSAGE = 'Campo obrigatório.';
export const INVALID_EMAIL_MESSAGE = 'Informe um e-mail válido.';
export const INVALID_PHONE_MESSAGE = 'Informe um telefone válido.';
export const INVALID_CEP_MESSAGE = 'Informe um CEP válido.';

export function tooLongMessage(max: number): string {
  return `Use no máximo ${max} caracteres.`;
}
