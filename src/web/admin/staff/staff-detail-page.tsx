import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Pencil, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatDate } from '@/domain/dates';
import { useSession } from '../../auth/session';
import { useCan } from '../../auth/use-can';
import { ApiError, errorMessage } from '../../lib/api';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DetailItem } from '../../ui/detail-fields';
import { Spinner } from '../../ui/spinner';
import { SendResetLinkButton } from './send-reset-link-button';
import { staffDetailQuery } from './staff-api';
import { StaffConferencesCard } from './staff-conferences-card';
import { StaffDocumentsCard } from './staff-documents-card';
import { NO_STORE_LABEL, StaffEditForm } from './staff-edit-form';
import { mayEditStaff } from './staff-fields';
import { StaffReportsCard } from './staff-reports-card';

function BackLink() {
  return (
    <Link to="/admin/funcionarios" className="inline-flex items-center gap-1 self-start text-sm font-medium text-brand-700 hover:underline">
      <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Voltar para Funcionários
    </Link>
  );
}

export default function StaffDetailPage() {
  const { staffId = '' } = useParams();
  const { user } = useSession();
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const q = useQuery(staffDetailQuery(staffId));

  if (q.isPending) return <Spinner />;
  if (q.isError) {
    const missing = q.error instanceof ApiError && q.error.status === 404;
    return (
      <div className="flex flex-col gap-4">
        <BackLink />
        <Card className="p-8 text-center">
          <p role="alert" className={missing ? 'text-lg font-semibold text-stone-900' : 'text-red-700'}>
            {missing ? 'Funcionário não encontrado.' : `Erro ao carregar funcionário: ${errorMessage(q.error)}`}
          </p>
        </Card>
      </div>
    );
  }

  const { staff, conferences, documents } = q.data;
  // One's own contact data, or anyone's with 'staff.manage' (administrators' records: administrators).
  const canEdit = mayEditStaff(staff, user) && (staff.id === user?.id || can('staff.manage'));
  const canSendReset = mayEditStaff(staff, user) && staff.id !== user?.id && can('staff.manage');
  return (
    <div className="flex flex-col gap-5">
      <BackLink />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="break-words text-2xl font-bold text-stone-900">{staff.name}</h1>
          <Badge className="mt-1 bg-brand-50 text-brand-800">{staff.jobTitle}</Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          {canSendReset ? <SendResetLinkButton staffId={staff.id} email={staff.email} /> : null}
          {canEdit ? (
            <Button variant={editing ? 'outline' : 'primary'} onClick={() => setEditing((v) => !v)} className="self-start sm:self-auto">
              {editing ? <X className="h-4 w-4" aria-hidden="true" /> : <Pencil className="h-4 w-4" aria-hidden="true" />}
              {editing ? 'Cancelar Edição' : 'Editar Dados'}
            </Button>
          ) : null}
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Informações Pessoais</CardTitle>
        </CardHeader>
        <CardContent>
          {editing ? (
            <StaffEditForm member={staff} onDone={() => setEditing(false)} />
          ) : (
            <dl className="grid gap-4 sm:grid-cols-2">
              <DetailItem label="Email" value={staff.email || '—'} />
              <DetailItem label="Telefone" value={staff.phone || '—'} />
              <DetailItem label="Endereço" value={staff.address || '—'} />
              <DetailItem label="Data de Contratação" value={staff.hireDate ? formatDate(staff.hireDate) : '—'} />
              <DetailItem label="Loja" value={staff.storeName ?? NO_STORE_LABEL} />
            </dl>
          )}
        </CardContent>
      </Card>
      <div className="grid gap-5 lg:grid-cols-2">
        <StaffConferencesCard conferences={conferences} />
        <StaffReportsCard staffId={staff.id} />
      </div>
      <StaffDocumentsCard staffId={staff.id} documents={documents} canEdit={canEdit} />
    </div>
  );
}
