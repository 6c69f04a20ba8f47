import { KeyRound } from 'lucide-react';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { notify } from '../registries';
import { useSendStaffResetLink } from './staff-api';

/** Issue 26: nobody types someone else's password; the person gets a link and chooses it. */
export function SendResetLinkButton({ staffId, email }: { staffId: string; email: string }) {
  const send = useSendStaffResetLink(staffId);
  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: () => notify.success('Link enviado', `Enviamos para ${email} um link para a pessoa criar a nova senha.`),
      onError: (err) => notify.error('Erro ao enviar o link', errorMessage(err)),
    });
  return (
    <Button variant="outline" onClick={onSend} disabled={send.isPending} className="self-start sm:self-auto">
      <KeyRound className="h-4 w-4" aria-hidden="true" />
      {send.isPending ? 'Enviando...' : 'Enviar link de redefinição de senha'}
    </Button>
  );
}
