import { useQuery } from '@tanstack/react-query';
import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { toast, toastError } from '../../lib/toast';
import { AddButton } from '../../ui/add-button';
import { AddressLines } from '../../ui/address-lines';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { SubmitButton } from '../../ui/submit-button';
import { AddressFormDialog } from './address-form-dialog';
import { type Address, addressesQuery, useDeleteAddress, useMakeDefaultAddress } from './profile-api';
import { ProfileTabState } from './profile-tab-state';

type Editing = { address?: Address } | null;

export function AddressesTab() {
  const addresses = useQuery(addressesQuery);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Address | null>(null);
  const list = addresses.data?.addresses ?? [];

  return (
    <section aria-labelledby="enderecos-titulo" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="enderecos-titulo" className="text-lg font-semibold text-stone-900">
          Meus endereços
        </h2>
        <AddButton size="sm" onClick={() => setEditing({})} disabled={!addresses.isSuccess}>
          Adicionar endereço
        </AddButton>
      </div>
      <ProfileTabState
        query={addresses}
        errorTitle="Erro ao carregar endereços"
        isEmpty={list.length === 0}
        empty={{ title: 'Nenhum endereço salvo', hint: 'Cadastre um endereço para agilizar suas próximas compras.' }}
      >
        <ul className="grid gap-3 sm:grid-cols-2">
          {list.map((address) => (
            <AddressItem key={address.id} address={address} onEdit={() => setEditing({ address })} onDelete={() => setDeleting(address)} />
          ))}
        </ul>
      </ProfileTabState>
      {editing ? <AddressFormDialog address={editing.address} first={list.length === 0} onClose={() => setEditing(null)} /> : null}
      {deleting ? <DeleteAddressDialog address={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

function AddressItem({ address: a, onEdit, onDelete }: { address: Address; onEdit: () => void; onDelete: () => void }) {
  const titleId = useId();
  const makeDefault = useMakeDefaultAddress(a.id, {
    onSuccess: () => toast.success('Endereço padrão atualizado', { description: 'Ele será sugerido nas suas próximas compras.' }),
    onError: toastError('Erro ao atualizar endereço'),
  });
  return (
    <li aria-labelledby={titleId}>
      <Card className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="flex items-center gap-1.5 font-semibold text-stone-900">
            <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            {a.label || 'Endereço'}
          </h3>
          {a.isDefault ? <Badge className="bg-gold-100 text-gold-700 ring-1 ring-gold-300">Padrão</Badge> : null}
        </div>
        <AddressLines className="text-sm" address={a} />
        <div className="mt-auto flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={onEdit}>
            Editar
          </Button>
          {a.isDefault ? null : (
            <Button variant="outline" size="sm" onClick={() => makeDefault.mutate()} disabled={makeDefault.isPending}>
              Tornar padrão
            </Button>
          )}
          <Button variant="ghost" size="sm" className="text-red-800 hover:bg-red-50" onClick={onDelete}>
            Excluir
          </Button>
        </div>
      </Card>
    </li>
  );
}

function DeleteAddressDialog({ address, onClose }: { address: Address; onClose: () => void }) {
  const remove = useDeleteAddress(address.id, {
    onSuccess: () => {
      toast.success('Endereço excluído', { description: 'Item excluído.' });
      onClose();
    },
    onError: toastError('Erro ao excluir endereço'),
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Excluir endereço" description="Tem certeza que deseja excluir este endereço?">
      <div className="rounded-md bg-stone-50 p-3">
        <AddressLines className="text-sm" address={address} />
      </div>
      <div className="mt-4">
        <DialogActions onCancel={onClose} cancelDisabled={remove.isPending}>
          <SubmitButton type="button" variant="danger" onClick={() => remove.mutate()} pending={remove.isPending} busyLabel="Excluindo...">
            Excluir
          </SubmitButton>
        </DialogActions>
      </div>
    </Dialog>
  );
}
