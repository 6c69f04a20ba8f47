import { formatDate } from '@/domain/dates';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import type { StaffConference } from './staff-api';

/** Receiving checks this member performed; the API returns [] until receiving checks exist. */
export function StaffConferencesCard({ conferences }: { conferences: StaffConference[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Histórico de Conferências</CardTitle>
      </CardHeader>
      <CardContent>
        {conferences.length === 0 ? (
          <EmptyState title="Nenhuma conferência registrada." />
        ) : (
          <ul className="divide-y divide-stone-200">
            {conferences.map((c) => (
              <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="text-stone-900">
                  NF {c.nfNumber} ({formatDate(c.date)}) - {c.itemCount} itens
                </span>
                <Button asChild variant="outline" size="sm">
                  <a href={`/admin/historico-conferencias?conferencia=${encodeURIComponent(c.id)}`}>Ver Detalhes</a>
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
