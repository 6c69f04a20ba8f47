import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { maskPhone } from '@/domain/brazil';
import { profileUpdateSchema } from '@/domain/schemas/auth';
import { meQuery, useSession } from '../../auth/session';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { type FieldErrors, fieldErrors } from './form-errors';
import { updateProfile } from './profile-api';

type Form = { name: string; phone: string };

export function ProfileDetailsTab() {
  const { user } = useSession();
  const qc = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState<Form>({ name: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors<keyof Form>>({});
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const startEditing = () => {
    setForm({ name: user.name, phone: user.phone });
    setErrors({});
    setEditing(true);
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = profileUpdateSchema.safeParse(form);
    if (!parsed.success) {
      // Shown under each field (announced as alerts); a toast would only repeat them.
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await updateProfile(parsed.data);
      await qc.fetchQuery({ ...meQuery, staleTime: 0 });
      setEditing(false);
      toast.success('Perfil Atualizado!', { description: 'Suas informações foram salvas.' });
    } catch (err) {
      toast.error('Erro ao atualizar perfil', { description: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Dados pessoais</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={startEditing}>
            Editar
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
            <Field label="Nome" required error={errors.name}>
              <Input autoComplete="name" value={form.name} onChange={(e) => setForm((f) => ({ ...f, name: e.target.value }))} />
            </Field>
            <Field label="E-mail" hint="O e-mail não pode ser alterado.">
              <Input type="email" value={user.email} readOnly className="bg-stone-100 text-stone-700" />
            </Field>
            <Field label="Telefone" required error={errors.phone}>
              <Input
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                placeholder="(11) 99999-9999"
                value={form.phone}
                onChange={(e) => setForm((f) => ({ ...f, phone: maskPhone(e.target.value) }))}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={busy}>
                {busy ? 'Salvando...' : 'Salvar'}
              </Button>
              <Button variant="outline" onClick={() => setEditing(false)} disabled={busy}>
                Cancelar
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <Detail term="Nome" value={user.name} />
            <Detail term="E-mail" value={user.email} />
            <Detail term="Telefone" value={user.phone || 'Não informado'} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Detail({ term, value }: { term: string; value: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-stone-600">{term}</dt>
      <dd className="break-words font-medium text-stone-900">{value}</dd>
    </div>
  );
}
