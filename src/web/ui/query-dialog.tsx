import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { ListState } from './list-state';

type Props<T> = {
  query: { data: T | undefined; isPending: boolean; isError: boolean; error: unknown };
  /** The title before and after the data arrives ('Saída' → 'Saída S-000012'). */
  title: (data: T | undefined) => string;
  /** e.g. 'Erro ao carregar saída' — the server's message follows it. */
  errorTitle: string;
  onClose: () => void;
  className?: string;
  children: (data: T) => ReactNode;
};

/** A details dialog over one query: spinner, then the error or the content (a document, a request). */
export function QueryDialog<T>({ query, title, errorTitle, onClose, className = 'max-w-2xl', children }: Props<T>) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title(query.data)} className={className}>
      <ListState query={query} isEmpty={false} errorTitle={errorTitle} emptyTitle="">
        {query.data ? <div className="flex flex-col gap-4 text-sm">{children(query.data)}</div> : null}
      </ListState>
    </Dialog>
  );
}
