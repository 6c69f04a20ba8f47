import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ShippingSenderView } from '@/domain/api/shipping';
import { maskCep, maskPhone } from '@/domain/brazil';
import { formatBuyerDocument, maskBuyerDocument } from '@/domain/buyer-document';
import { formatDateTime } from '@/domain/dates';
import { centsToInput } from '@/domain/money';
import { SHIPPING_SETTINGS_SAVED_MESSAGE, shippingSettingsFormSchema } from '@/domain/schemas/shipping';
import { REGION_LABELS, REGIONS, type Region } from '@/domain/shipping';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { fieldError, SelectField, TextField } from '../../ui/form/form-fields';
import { FormProblem } from '../../ui/form/form-problem';
import { useZodForm } from '../../ui/form/use-zod-form';
import { ListState } from '../../ui/list-state';
import { UfOptions } from '../../ui/options';
import { SubmitButton } from '../../ui/submit-button';
import { type ShippingSettingsView, useDisconnect, useSaveShippingSettings, useShippingSettings, useStartConnection } from './shipping-api';

/** What the OAuth2 callback tells this screen (`?conexao=`). */
const CONNECT_OUTCOMES: Record<string, { ok: boolean; text: string }> = {
  conectada: { ok: true, text: 'Conta do Melhor Envio conectada.' },
  recusada: { ok: false, text: 'A autorização foi recusada no Melhor Envio. Nada mudou.' },
  expirada: { ok: false, text: 'O pedido de conexão expirou ou não é válido. Clique em "Conectar ao Melhor Envio" de novo.' },
  falhou: { ok: false, text: 'O Melhor Envio não aceitou a autorização. Tente conectar de novo.' },
};

type FormValues = {
  sender: ShippingSenderView & { source: 'fiscal' | 'custom' };
  fallbackDays: string;
  freeShippingMinimumCents: Record<Region, string>;
};

function toForm(s: ShippingSettingsView): FormValues {
  const sender = s.sender;
  return {
    sender: {
      source: s.senderSource,
      ...sender,
      document: sender.document ? maskBuyerDocument(sender.document) : '',
      phone: sender.phone ? maskPhone(sender.phone) : '',
      address: { ...sender.address, complement: sender.address.complement ?? '', cep: sender.address.cep ? maskCep(sender.address.cep) : '' },
    },
    fallbackDays: String(s.fallbackDays),
    freeShippingMinimumCents: Object.fromEntries(
      REGIONS.map((r) => [r, s.freeShippingMinimumCents[r] == null ? '' : centsToInput(s.freeShippingMinimumCents[r]!)]),
    ) as Record<Region, string>,
  };
}

/** Configurações → Entregas ('settings.manage'): the provider's account, who sends the parcels, and what shipping costs. */
export function ShippingSettingsTab() {
  const q = useShippingSettings();
  return (
    <ListState query={q} isEmpty={false} errorTitle="Erro ao carregar as configurações de entrega" emptyTitle="">
      {q.data ? (
        <div className="flex flex-col gap-4">
          <ConnectionCard settings={q.data} />
          <ShippingSettingsForm key={q.dataUpdatedAt} settings={q.data} />
        </div>
      ) : null}
    </ListState>
  );
}

function ConnectionCard({ settings }: { settings: ShippingSettingsView }) {
  const [search] = useSearchParams();
  const outcome = CONNECT_OUTCOMES[search.get('conexao') ?? ''];
  const start = useStartConnection();
  const disconnect = useDisconnect();
  const c = settings.connection;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Provedor de entregas</CardTitle>
        <p className="text-sm text-stone-600">
          {settings.provider === 'sandbox'
            ? 'Sandbox embutido: cotações e etiquetas de teste, nenhuma compra de verdade. O sandbox não precisa de conta.'
            : 'Melhor Envio: as etiquetas são compradas com o saldo da conta conectada.'}
        </p>
      </CardHeader>
      {c ? (
        <CardContent className="flex flex-col gap-3">
          {outcome ? (
            <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'text-sm text-green-800' : 'text-sm text-red-800'}>
              {outcome.text}
            </p>
          ) : null}
          {c.connected ? (
            <div className="flex flex-col gap-1 text-sm text-stone-800">
              <p>
                <Badge className="bg-green-100 text-green-800">Conectado</Badge>
                {c.connectedBy ? <span className="ml-2">por {c.connectedBy}</span> : null}
              </p>
              {c.expiresAt ? <p>Autorização válida até {formatDateTime(c.expiresAt)} (renovada sozinha ao vencer).</p> : null}
            </div>
          ) : (
            <p className="text-sm text-stone-800">
              <Badge>Não conectado</Badge>
              <span className="ml-2">Conecte a conta para cotar e comprar etiquetas.</span>
            </p>
          )}
          <p className="break-all text-xs text-stone-600">URL de retorno a cadastrar no aplicativo do Melhor Envio: {c.redirectUri}</p>
          <FormProblem message={start.error ? errorMessage(start.error) : disconnect.error ? errorMessage(disconnect.error) : null} />
          <div className="flex flex-wrap gap-2">
            <Button
              type="button"
              variant={c.connected ? 'outline' : 'primary'}
              disabled={start.isPending}
              onClick={() => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) })}
            >
              {c.connected ? 'Reconectar' : 'Conectar ao Melhor Envio'}
            </Button>
            {c.connected ? (
              <Button
                type="button"
                variant="outline"
                disabled={disconnect.isPending}
                onClick={() => disconnect.mutate(undefined, { onSuccess: () => toast.success('Conta do Melhor Envio desconectada') })}
              >
                Desconectar
              </Button>
            ) : null}
          </div>
        </CardContent>
      ) : null}
    </Card>
  );
}

function ShippingSettingsForm({ settings }: { settings: ShippingSettingsView }) {
  const save = useSaveShippingSettings();
  const form = useZodForm<FormValues>(shippingSettingsFormSchema as never, { defaultValues: toForm(settings), reValidateMode: 'onSubmit' });
  const [problem, setProblem] = useState<string | null>(null);
  const source = form.watch('sender.source');

  const submit = form.handleSubmit((values) => {
    setProblem(null);
    // The resolver checked the values as typed; the schema's output is the PUT's body (days and centavos).
    save.mutate(shippingSettingsFormSchema.parse(values), {
      onSuccess: () => toast.success(SHIPPING_SETTINGS_SAVED_MESSAGE),
      onError: (err) => setProblem(errorMessage(err)),
    });
  });

  const fiscal = settings.fiscalSender;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" aria-label="Configurações de entrega">
      <Card>
        <CardHeader>
          <CardTitle>Remetente</CardTitle>
          <p className="text-sm text-stone-600">Quem envia as encomendas: aparece na etiqueta e é de onde sai a cotação do frete.</p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          <fieldset className="flex flex-col gap-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium text-stone-800">Remetente das etiquetas</legend>
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input type="radio" value="fiscal" className="mt-1 h-4 w-4 accent-brand-700" {...form.register('sender.source')} />
              <span>
                O emitente de Configurações → Fiscal
                <span className="block text-xs text-stone-600">
                  {fiscal.name}
                  {fiscal.document ? ` · ${formatBuyerDocument(fiscal.document)}` : ''} · CEP {fiscal.address.cep ? maskCep(fiscal.address.cep) : '—'} ·{' '}
                  {fiscal.address.city}/{fiscal.address.state}
                </span>
              </span>
            </label>
            <label className="flex items-start gap-2 text-sm text-stone-800">
              <input type="radio" value="custom" className="mt-1 h-4 w-4 accent-brand-700" {...form.register('sender.source')} />
              <span>
                Outro remetente
                <span className="block text-xs text-stone-600">Um depósito em outro endereço, outro telefone ou e-mail.</span>
              </span>
            </label>
          </fieldset>
          {source === 'custom' ? (
            <>
              <TextField form={form} name="sender.name" label="Nome do remetente" required className="sm:col-span-2" />
              <TextField form={form} name="sender.document" label="CNPJ ou CPF" required inputMode="numeric" autoComplete="off" mask={maskBuyerDocument} />
              <TextField
                form={form}
                name="sender.stateRegistration"
                label="Inscrição estadual"
                inputMode="numeric"
                autoComplete="off"
                hint="Só números; em branco se isento."
              />
              <TextField form={form} name="sender.phone" label="Telefone" required type="tel" inputMode="tel" mask={maskPhone} />
              <TextField form={form} name="sender.email" label="E-mail" required type="email" />
              <TextField form={form} name="sender.address.cep" label="CEP" required inputMode="numeric" mask={maskCep} />
              <SelectField form={form} name="sender.address.state" label="UF" required>
                <UfOptions />
              </SelectField>
              <TextField form={form} name="sender.address.street" label="Logradouro" required className="sm:col-span-2" />
              <TextField form={form} name="sender.address.number" label="Número" required />
              <TextField form={form} name="sender.address.complement" label="Complemento" />
              <TextField form={form} name="sender.address.neighborhood" label="Bairro" required />
              <TextField form={form} name="sender.address.city" label="Município" required />
            </>
          ) : null}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Frete e prazo</CardTitle>
          <p className="text-sm text-stone-600">
            O frete é grátis. Para cobrar abaixo de um valor, informe o mínimo para frete grátis da região: abaixo dele o cliente paga a cotação mais barata. Em
            branco, frete sempre grátis.
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {REGIONS.map((r) => (
            <TextField
              key={r}
              form={form}
              name={`freeShippingMinimumCents.${r}`}
              label={`Frete grátis a partir de (R$) — ${REGION_LABELS[r]}`}
              inputMode="decimal"
              placeholder="Sempre grátis"
              autoComplete="off"
            />
          ))}
          <TextField
            form={form}
            name="fallbackDays"
            label="Prazo reserva (dias úteis)"
            required
            inputMode="numeric"
            hint="Mostrado quando o provedor não responde a tempo."
          />
          {fieldError(form, 'sender') ? <FormProblem message={fieldError(form, 'sender')} /> : null}
        </CardContent>
      </Card>
      <FormProblem message={problem} />
      <div className="flex justify-end">
        <SubmitButton pending={save.isPending} busyLabel="Salvando...">
          Salvar Entregas
        </SubmitButton>
      </div>
    </form>
  );
}
