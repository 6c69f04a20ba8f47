import { Download, FileText } from 'lucide-react';
import { useState } from 'react';
import { formatDate } from '@/domain/dates';
import { errorMessage } from '../../lib/api';
import { AddButton } from '../../ui/add-button';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import { EmptyState } from '../../ui/empty-state';
import { notify } from '../registries';
import { AddDocumentDialog } from './add-document-dialog';
import { type StaffDocument, useDeleteStaffDocument } from './staff-api';

export function StaffDocumentsCard({ staffId, documents, canEdit }: { staffId: string; documents: StaffDocument[] | null; canEdit: boolean }) {
  const [adding, setAdding] = useState(false);

  const remove = useDeleteStaffDocument(staffId);
  const onRemove = (doc: StaffDocument) =>
    remove.mutate(doc, {
      onSuccess: () => notify.success('Documento excluído.'),
      onError: (err) => notify.error('Erro ao remover de documentos', errorMessage(err)),
    });

  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Documentos</CardTitle>
        {canEdit && documents ? (
          <AddButton size="sm" onClick={() => setAdding(true)}>
            Adicionar Documento
          </AddButton>
        ) : null}
      </CardHeader>
      <CardContent>
        {documents === null ? (
          <p className="text-sm text-stone-700">Os documentos de um funcionário são vistos só por ele e pelos administradores.</p>
        ) : documents.length === 0 ? (
          <EmptyState title="Nenhum documento registrado." />
        ) : (
          <ul className="divide-y divide-stone-200" aria-label="Documentos">
            {documents.map((d) => (
              <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex min-w-0 items-start gap-3">
                  <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
                  <div className="min-w-0">
                    <p className="font-medium text-stone-900">{d.type}</p>
                    {d.description ? <p className="break-words text-sm text-stone-700">{d.description}</p> : null}
                    <p className="text-xs text-stone-600">
                      {d.date ? formatDate(d.date) : formatDate(d.createdAt)} · <span className="break-all">{d.fileName}</span>
                    </p>
                  </div>
                </div>
                <div className="flex gap-1">
                  <Button asChild variant="outline" size="sm">
                    <a href={d.downloadUrl} download aria-label={`Baixar ${d.type}: ${d.fileName}`}>
                      <Download className="h-4 w-4" aria-hidden="true" /> Baixar
                    </a>
                  </Button>
                  {canEdit ? (
                    <DeleteIconButton
                      label={`Excluir documento ${d.type}`}
                      title="Excluir"
                      disabled={remove.isPending}
                      onClick={() => window.confirm(`Tem certeza que deseja excluir o documento ${d.type}?`) && onRemove(d)}
                      className="h-8 w-8"
                    />
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {adding ? <AddDocumentDialog staffId={staffId} open onOpenChange={setAdding} /> : null}
    </Card>
  );
}
