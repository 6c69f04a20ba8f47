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
