import { type FormEvent, useState } from 'react';
import { gateSettingsSchema } from '@/domain/schemas/settings';
import { toast, toastError } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { SaveRow } from '../../ui/form/save-row';
import { Input } from '../../ui/input';
import { checkForm } from '../users';
import { type AdminSettings, useSaveGate } from './settings-api';

/** The coming-soon gate: on/off and a new shared password (blank keeps the current one). */
export function GateSettingsForm({ gate }: { gate: AdminSettings['gate'] }) {
  const [enabled, setEnabled] = useState(gate.enabled);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const save = useSaveGate({
    onSuccess: (data) => {
      setPassword('');
      toast.success('Configurações salvas', {
        description: data.gate.enabled ? 'O site exige a senha de acesso.' : 'O site está aberto a todos os visitantes.',
      });
    },
    onError: toastError('Erro ao atualizar em configurações'),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkForm(gateSettingsSchema, { enabled, password: password || undefined });
    if (!checked.ok) {
      // Shown once, under the field (a toast at a phone's foot would cover 'Salvar Acesso').
      setError(checked.first);
      return;
    }
    setError(null);
    save.mutate(checked.data);
  };

  return (
    <form noValidate onSubmit={submit}>
      <Card>
        <CardHeader>
          <CardTitle>Acesso ao site</CardTitle>
          <p className="text-sm text-stone-600">Enquanto a proteção estiver ativa, os visitantes veem a página "em breve" e precisam da senha de acesso.</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          {gate.forcedOff ? (
            <p role="note" className="rounded-md bg-amber-50 p-3 text-sm text-amber-900">
              A configuração do servidor (SITE_GATE=off) mantém o site aberto, qualquer que seja a opção abaixo.
            </p>
          ) : null}
          <label className="flex cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              role="switch"
              aria-checked={enabled}
              checked={enabled}
              onChange={(e) => setEnabled(e.target.checked)}
              className="h-5 w-5 accent-brand-700"
            />
            <span className="font-medium text-stone-900">Exigir senha de acesso ao site</span>
          </label>
          <Field
            label="Nova senha de acesso"
            error={error}
            hint="Deixe em branco para manter a senha atual. Trocar a senha encerra os acessos liberados com a anterior."
          >
            <Input
              type="password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setError(null);
              }}
              autoComplete="new-password"
              className="max-w-sm"
            />
          </Field>
          <SaveRow pending={save.isPending}>Salvar Acesso</SaveRow>
        </CardContent>
      </Card>
    </form>
  );
}
