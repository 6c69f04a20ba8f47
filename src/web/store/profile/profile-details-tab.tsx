import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { profileUpdateSchema } from '@/domain/schemas/auth';
import { meQuery, useSession } from '../../auth/session';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DetailItem } from '../../ui/detail-fields';
import { Field } from '../../ui/field';
import { TextField } from '../../ui/form/form-fields';
import { PhoneField } from '../../ui/form/phone-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Input } from '../../ui/input';
import { SubmitButton } from '../../ui/submit-button';
import { updateProfile } from './profile-api';

export function ProfileDetailsTab() {
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  if (!user) return null;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle>Dados pessoais</CardTitle>
        {editing ? null : (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Editar
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <ProfileForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid gap-4 sm:grid-cols-3">
            <DetailItem label="Nome" value={user.name} />
            <DetailItem label="E-mail" value={user.email} />
            <DetailItem label="Telefone" value={user.phone || 'Não informado'} />
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

/** Name and phone, checked with the schema the API uses; the e-mail is shown, not edited. */
function ProfileForm({ user, onDone }: { user: { name: string; email: string; phone: string }; onDone: () => void }) {
  const qc = useQueryClient();
  const form = useZodForm(profileUpdateSchema, { defaultValues: { name: user.name, phone: user.phone } });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await updateProfile(values);
      await qc.fetchQuery({ ...meQuery, staleTime: 0 });
      onDone();
      toast.success('Perfil Atualizado!', { description: 'Suas informações foram salvas.' });
    } catch (err) {
      toast.error('Erro ao atualizar perfil', { description: errorMessage(err) });
    }
  });
  const busy = form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <TextField form={form} name="name" label="Nome" autoComplete="name" required />
      <Field label="E-mail" hint="O e-mail não pode ser alterado.">
        <Input type="email" value={user.email} readOnly className="bg-stone-100 text-stone-700" />
      </Field>
      <PhoneField form={form} name="phone" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton pending={busy} busyLabel="Salvando...">
          Salvar
        </SubmitButton>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          Cancelar
        </Button>
      </div>
    </form>
  );
}
