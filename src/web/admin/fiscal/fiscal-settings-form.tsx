import { useState } from 'react';
import { formatCnpj, maskCep, maskPhone } from '@/domain/brazil';
import { FISCAL_ENVIRONMENT_LABELS, FISCAL_ENVIRONMENTS, TAX_REGIME_LABELS, TAX_REGIMES } from '@/domain/fiscal/build-nfe-request';
import { CSOSN_CODES, CSOSN_LABELS, PIS_COFINS_CST_LABELS, PIS_COFINS_CSTS } from '@/domain/product-fiscal';
import { FISCAL_SETTINGS_SAVED_MESSAGE, type FiscalSettingsInput, fiscalSettingsSchema } from '@/domain/schemas/fiscal';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { CheckboxField, SelectField, TextField } from '../../ui/form/form-fields';
import { FormProblem } from '../../ui/form/form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ListState } from '../../ui/list-state';
import { CodeOptions, UfOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { type FiscalSettings, useFiscalSettings, useSaveFiscalSettings } from './fiscal-api';

/** The form's values: the settings as typed, the token blank (the stored one never comes back). */
function toForm(s: FiscalSettings): FiscalSettingsInput {
  return {
    cnpj: s.cnpj ? formatCnpj(s.cnpj) : '',
    stateRegistration: s.stateRegistration,
    legalName: s.legalName,
    tradeName: s.tradeName,
    taxRegime: s.taxRegime,
    address: { ...s.address, cep: s.address.cep ? maskCep(s.address.cep) : '' },
    phone: s.phone ? maskPhone(s.phone) : '',
    series: String(s.series),
    environment: s.environment,
    autoIssue: s.autoIssue,
    defaultCsosn: s.defaultCsosn as FiscalSettingsInput['defaultCsosn'],
    defaultPisCofinsCst: s.defaultPisCofinsCst as FiscalSettingsInput['defaultPisCofinsCst'],
    token: '',
    clearToken: false,
  };
}

/** Configurações → Fiscal ('settings.manage'): the issuer of the shop's sales NF-e. */
export function FiscalSettingsTab() {
  const q = useFiscalSettings();
  return (
    <ListState query={q} isEmpty={false} errorTitle="Erro ao carregar os dados fiscais" emptyTitle="">
      {q.data ? <FiscalSettingsForm key={q.dataUpdatedAt} settings={q.data} /> : null}
    </ListState>
  );
}

function FiscalSettingsForm({ settings }: { settings: FiscalSettings }) {
  const save = useSaveFiscalSettings();
  const form = useZodForm<FiscalSettingsInput>(fiscalSettingsSchema, { defaultValues: toForm(settings), reValidateMode: 'onSubmit' });
  // Field messages show under their fields (once); this is only for a refusal that names none.
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    save.mutate(values, {
      onSuccess: () => toast.success(FISCAL_SETTINGS_SAVED_MESSAGE),
      onError: (err) => {
        // A field the server refused (e.g. the regime) gets its message under it; anything else above the button.
        const field = err instanceof ApiError && typeof err.details?.field === 'string' ? err.details.field : null;
        if (field) form.setError(field as never, { message: err.message }, { shouldFocus: true });
        else setProblem(errorMessage(err));
      },
    });
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Dados fiscais da loja">
      <Card>
        <CardHeader>
          <CardTitle>Emitente das notas fiscais</CardTitle>
          <p className="text-sm text-stone-600">
            {settings.configured
              ? 'Tudo preenchido: as notas de venda podem ser emitidas.'
              : 'Preencha estes dados para a loja emitir a NF-e de cada pedido pago.'}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="cnpj"
            label="CNPJ"
            required
            inputMode="numeric"
            autoComplete="off"
            mask={formatCnpj}
            hint="O CNPJ da loja em todo o sistema: também confere o destinatário das NF-e de fornecedores importadas."
          />
          <TextField form={form} name="stateRegistration" label="Inscrição estadual" required inputMode="numeric" autoComplete="off" />
          <TextField form={form} name="legalName" label="Razão social" required className="sm:col-span-2" />
          <TextField form={form} name="tradeName" label="Nome fantasia" />
          <TextField form={form} name="phone" label="Telefone" type="tel" inputMode="tel" mask={maskPhone} />
          <SelectField
            form={form}
            name="taxRegime"
            label="Regime tributário (CRT)"
            required
            className="sm:col-span-2"
            hint="Por enquanto, só o Simples Nacional."
          >
            <CodeOptions values={TAX_REGIMES} labels={TAX_REGIME_LABELS} />
          </SelectField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Endereço do emitente</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="address.cep" label="CEP" required inputMode="numeric" mask={maskCep} />
          <TextField form={form} name="address.cityCode" label="Código IBGE do município" required inputMode="numeric" hint="7 dígitos (São Paulo: 3550308)." />
          <TextField form={form} name="address.street" label="Logradouro" required className="sm:col-span-2" />
          <TextField form={form} name="address.number" label="Número" required />
          <TextField form={form} name="address.complement" label="Complemento" />
          <TextField form={form} name="address.neighborhood" label="Bairro" required />
          <TextField form={form} name="address.city" label="Município" required />
          <SelectField form={form} name="address.state" label="UF" required>
            <UfOptions />
          </SelectField>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Emissão</CardTitle>
          <p className="text-sm text-stone-600">
            Provedor: {settings.provider === 'sandbox' ? 'simulador embutido (nenhuma nota vale de verdade)' : 'Focus NFe'}.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <TextField form={form} name="series" label="Série" required inputMode="numeric" />
          <SelectField form={form} name="environment" label="Ambiente" required>
            <CodeOptions values={FISCAL_ENVIRONMENTS} labels={FISCAL_ENVIRONMENT_LABELS} />
          </SelectField>
          <SelectField form={form} name="defaultCsosn" label="CSOSN padrão dos produtos" hint="Para produtos sem perfil fiscal próprio.">
            <CodeOptions values={CSOSN_CODES} labels={CSOSN_LABELS} />
          </SelectField>
          <SelectField form={form} name="defaultPisCofinsCst" label="CST PIS/COFINS padrão">
            <CodeOptions values={PIS_COFINS_CSTS} labels={PIS_COFINS_CST_LABELS} />
          </SelectField>
          <TextField
            form={form}
            name="token"
            label="Token do provedor"
            type="password"
            autoComplete="new-password"
            className="sm:col-span-2"
            placeholder={settings.tokenSet ? 'definido' : ''}
            hint={settings.tokenSet ? 'Definido. Deixe em branco para manter o atual.' : 'Ainda não definido.'}
          />
          {settings.tokenSet ? <CheckboxField form={form} name="clearToken" label="Remover o token salvo" /> : null}
          <div className="sm:col-span-2">
            <CheckboxField form={form} name="autoIssue" label="Emitir a nota automaticamente quando o pedido é pago" />
          </div>
          {settings.webhookAuthorization ? (
            <dl className="grid gap-1 break-all text-xs text-stone-700 sm:col-span-2">
              <dt className="font-medium">Gatilho (webhook) a cadastrar no Focus NFe, evento "nfe":</dt>
              <dd>{settings.webhookUrl}</dd>
              <dt className="font-medium">Campo "authorization" do gatilho:</dt>
              <dd className="font-mono">{settings.webhookAuthorization}</dd>
            </dl>
          ) : null}
        </CardContent>
      </Card>
      <FormProblem message={problem} />
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} busyLabel="Salvando...">
          Salvar Dados Fiscais
        </SubmitButton>
      </div>
    </form>
  );
}
