import { useState } from 'react';
import { Field } from '../../ui/field';
import { FormDialog } from '../../ui/form-dialog';
import { Input } from '../../ui/input';

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
    <FormDialog
      title="Aprovação do Supervisor"
      description="A conferência tem divergência e vai dar entrada no estoque: um supervisor, gerente ou administrador confirma com o próprio e-mail e senha."
      onClose={onClose}
      onSubmit={() => onConfirm(email, password)}
      submit={{ label: 'Aprovar e Finalizar', busyLabel: 'Verificando...', pending }}
    >
      <Field label="E-mail do supervisor" required>
        <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Field label="Senha do supervisor" required error={error}>
        <Input type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
      </Field>
    </FormDialog>
  );
}
