/** The body of an e-mail to a customer: the greeting by name, the message's lines, and the shop's signature. */
export function customerLetter(name: string, lines: string[]): string {
  return [`Olá, ${name}!`, '', ...lines, '', 'Luz da Fé'].join('\n');
}
