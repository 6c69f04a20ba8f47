import { type GateSettingsInput, gateSettingsSchema } from '@/domain/schemas/settings';
import { toast, toastError } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { fieldError } from '../../ui/form/form-fields';
import { SaveRow } from '../../ui/form/save-row';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Input } from '../../ui/input';
import { type AdminSettings, useSaveGate } from './settings-api';

/** The coming-soon gate: on/off and a new shared password (blank keeps the current one). */
export function GateSettingsForm({ gate }: { gate: AdminSettings['gate'] }) {
  // The message is shown once, under the field (a toast at a phone's foot would cover 'Salvar Acesso'); it goes when the field changes.
  const form = useZodForm<GateSettingsInput>(gateSettingsSchema, { defaultValues: { enabled: gate.enabled, password: '' }, reValidateMode: 'onSubmit' });
  useClearErrorOnChange(form);
  const enabled = form.watch('enabled');
  const save = useSaveGate({
    onSuccess: (data) => {
      form.resetField('password', { defaultValue: '' });
      toast.success('Configurações salvas', {
        description: data.gate.enabled ? 'O site exige a senha de acesso.' : 'O site está aberto a todos os visitantes.',
      });
    },
    onError: toastError('Erro ao atualizar em configurações'),
  });

  // A blank password keeps the current one: it is not sent.
  const submit = form.handleSubmit((typed) => save.mutate({ enabled: typed.enabled, password: typed.password || undefined }));

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
            <input type="checkbox" role="switch" aria-checked={enabled} {...form.register('enabled')} className="h-5 w-5 accent-brand-700" />
            <span className="font-medium text-stone-900">Exigir senha de acesso ao site</span>
          </label>
          <Field
            label="Nova senha de acesso"
            error={fieldError(form, 'password')}
            hint="Deixe em branco para manter a senha atual. Trocar a senha encerra os acessos liberados com a anterior."
          >
            <Input type="password" {...form.register('password')} autoComplete="new-password" className="max-w-sm" />
          </Field>
          <SaveRow pending={save.isPending}>Salvar Acesso</SaveRow>
        </CardContent>
      </Card>
    </form>
  );
}
