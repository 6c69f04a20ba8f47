import { useState } from 'react';
import { formatDay } from '@/domain/dates';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { CheckDetailsDialog } from '../receiving';
import type { StaffConference } from './staff-api';

/** Receiving checks this member received or registered; 'Ver Detalhes' opens the history's detail dialog. */
export function StaffConferencesCard({ conferences }: { conferences: StaffConference[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <>
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
                    NF {c.nfNumber} ({formatDay(c.date)}) - {c.itemCount} itens
                  </span>
                  <Button variant="outline" size="sm" aria-label={`Ver Detalhes da NF ${c.nfNumber}`} onClick={() => setOpen(Number(c.id))}>
                    Ver Detalhes
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {open !== null ? <CheckDetailsDialog checkId={open} onClose={() => setOpen(null)} /> : null}
    </>
  );
}
