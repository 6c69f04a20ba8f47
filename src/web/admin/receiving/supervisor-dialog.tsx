import { useState } from 'react';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { SubmitButton } from '../../ui/submit-button';

type Props = {
  pending: boolean;
  /** The server's refusal ('Senha do Supervisor inválida…'), shown under the fields. */
  error: string | null;
  onConfirm: (email: string, password: string) => void;
  onClose: () => void;
};

/**
 * A check with a discrepancy whose counts go into stock: a supervisor types their own e-mail and
 * password here, on the clerk's screen. The server verifies them; nothing is checked in the browser.
 */
export function SupervisorDialog({ pending, error, onConfirm, onClose }: Props) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Aprovação do Supervisor"
      description="A conferência tem divergência e vai dar entrada no estoque: um supervisor, gerente ou administrador confirma com o próprio e-mail e senha."
    >
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm(email, password);
        }}
      >
        <Field label="E-mail do supervisor" required>
          <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field label="Senha do supervisor" required error={error}>
          <Input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <DialogActions onCancel={onClose}>
          <SubmitButton pending={pending} busyLabel="Verificando...">
            Aprovar e Finalizar
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
