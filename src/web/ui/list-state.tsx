import type { ReactNode } from 'react';
import { errorMessage } from '../lib/api';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

type Props = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  isEmpty: boolean;
  /** e.g. 'Erro ao carregar pedidos' — the server's message follows it. */
  errorTitle: string;
  emptyTitle: string;
  children: ReactNode;
};

/** The loading, failed and empty states every back-office list shows before its table. */
export function ListState({ query, isEmpty, errorTitle, emptyTitle, children }: Props) {
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {errorTitle}: {errorMessage(query.error)}
      </p>
    );
  if (isEmpty) return <EmptyState title={emptyTitle} />;
  return <>{children}</>;
}
