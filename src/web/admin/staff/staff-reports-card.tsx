import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { formatDate } from '@/domain/dates';
import { errorMessage } from '../../lib/api';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
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
              <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div>
                  <p className="font-medium text-stone-900">{r.title}</p>
                  <p className="text-xs text-stone-600">{formatDate(r.createdAt)}</p>
                </div>
                <Button asChild variant="outline" size="sm">
                  <a href={r.downloadUrl} download aria-label={`Baixar ${r.title}`}>
                    <Download className="h-4 w-4" aria-hidden="true" /> Baixar
                  </a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
