import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { formatDate } from '@/domain/dates';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ItemRow } from '../../ui/item-row';
import { Spinner } from '../../ui/spinner';
import { staffReportsQuery } from './staff-api';

export function StaffReportsCard({ staffId }: { staffId: string }) {
  const q = useQuery(staffReportsQuery(staffId));
  return (
    <Card>
      <CardHeader>
        <CardTitle>Relatórios Gerados</CardTitle>
      </CardHeader>
      <CardContent>
        {q.isPending ? (
          <Spinner />
        ) : q.isError ? (
          <p role="alert" className="text-red-700">
            Erro ao carregar relatórios: {errorMessage(q.error)}
          </p>
        ) : q.data.reports.length === 0 ? (
          <EmptyState title="Nenhum relatório gerado." />
        ) : (
          <ul className="divide-y divide-stone-200">
            {q.data.reports.map((r) => (
              <ItemRow key={r.id} title={r.title} note={formatDate(r.createdAt)}>
                <Button asChild variant="outline" size="sm">
                  <a href={r.downloadUrl} download aria-label={`Baixar ${r.title}`}>
                    <Download className="h-4 w-4" aria-hidden="true" /> Baixar
                  </a>
                </Button>
              </ItemRow>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
