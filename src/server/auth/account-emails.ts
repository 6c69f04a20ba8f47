import type { Email } from '../mail/outbox';

type Recipient = { name: string; email: string };

/** The link to choose a new password (Esqueci minha senha). */
export const passwordResetEmail = (user: Recipient, url: string): Email => ({
  kind: 'password-reset',
  to: user.email,
  subject: 'Luz da Fé — redefinição de senha',
  text: `Olá, ${user.name}!\n\nRecebemos um pedido para redefinir a senha da sua conta na Luz da Fé.\nPara escolher uma nova senha, abra o link abaixo (válido por 1 hora):\n\n${url}\n\nSe você não fez este pedido, ignore este e-mail.\n`,
});

/** The link that confirms a new account's e-mail address. */
export const verificationEmail = (user: Recipient, url: string): Email => ({
  kind: 'verify-email',
  to: user.email,
  subject: 'Luz da Fé — confirme seu e-mail',
  text: `Olá, ${user.name}!\n\nBem-vindo(a) à Luz da Fé. Confirme seu e-mail abrindo o link abaixo:\n\n${url}\n`,
});

/**
 * To the address an account has, when someone asks to change it (issue 34): who asked, for which
 * address, and the link that approves it. Nothing changes, and nothing goes to the new address,
 * until the owner opens it; then the new address gets its own confirmation link.
 */
export const emailChangeRequestEmail = (user: Recipient, newEmail: string, requestedBy: string, url: string): Email => ({
  kind: 'email-change-request',
  to: user.email,
  subject: 'Luz da Fé — pedido de troca do seu e-mail',
  text: `Olá, ${user.name}!\n\n${requestedBy} pediu para trocar o e-mail da sua conta na Luz da Fé para ${newEmail}.\nSeu e-mail só muda se você aprovar abrindo o link abaixo (válido por 1 hora) e depois confirmar pelo link que enviaremos ao novo endereço:\n\n${url}\n\nSe você não reconhece este pedido, não abra o link e avise o administrador da loja: seu e-mail e sua senha continuam os mesmos.\n`,
});

/** To the new address, once the owner approved the change: opening the link makes it the account's e-mail. */
export const emailChangeConfirmEmail = (user: Recipient, url: string): Email => ({
  kind: 'email-change-confirm',
  to: user.email,
  subject: 'Luz da Fé — confirme seu novo e-mail',
  text: `Olá, ${user.name}!\n\nA troca do e-mail da sua conta na Luz da Fé para este endereço foi aprovada. Para concluí-la, abra o link abaixo (válido por 1 hora):\n\n${url}\n\nSe você não pediu esta troca, ignore este e-mail.\n`,
});
