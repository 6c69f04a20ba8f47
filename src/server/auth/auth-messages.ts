// Better Auth answers in English; the shop answers in Brazilian Portuguese.
const MESSAGES: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'E-mail ou senha inválidos.',
  INVALID_EMAIL: 'Informe um e-mail válido.',
  INVALID_PASSWORD: 'Senha inválida.',
  USER_ALREADY_EXISTS: 'Já existe uma conta com este e-mail.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'Já existe uma conta com este e-mail.',
  PASSWORD_TOO_SHORT: 'A senha deve ter pelo menos 6 caracteres',
  PASSWORD_TOO_LONG: 'A senha é longa demais.',
  INVALID_TOKEN: 'Link inválido ou expirado. Peça um novo.',
  TOKEN_EXPIRED: 'Link expirado. Peça um novo.',
  EMAIL_NOT_VERIFIED: 'Confirme seu e-mail antes de entrar.',
  USER_NOT_FOUND: 'Usuário não encontrado.',
  FAILED_TO_CREATE_USER: 'Não foi possível criar a conta.',
  FAILED_TO_CREATE_SESSION: 'Não foi possível iniciar a sessão.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'Conta não encontrada.',
  SESSION_EXPIRED: 'Sua sessão expirou. Entre novamente.',
  INVALID_ORIGIN: 'Origem da requisição não permitida.',
};

export function authMessage(code: string | undefined, status: number): string {
  if (code && MESSAGES[code]) return MESSAGES[code];
  if (status === 429) return 'Muitas tentativas. Aguarde um minuto e tente novamente.';
  if (status === 401) return 'E-mail ou senha inválidos.';
  return 'Não foi possível concluir a operação.';
}
