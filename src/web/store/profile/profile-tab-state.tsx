import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api';
import { buttonVariants } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';

type Props = {
  query: { isPending: boolean; isError: boolean; error: unknown };
  errorTitle: string;
  isEmpty: boolean;
  empty: { title: string; hint: string };
  /** The empty state offers 'Ver produtos' (orders, favourites). */
  browse?: boolean;
  children: ReactNode;
};

/** A profile tab's loading, failed and empty states, then its content. */
export function ProfileTabState({ query, errorTitle, isEmpty, empty, browse, children }: Props) {
  if (query.isPending) {
    return (
      <div className="flex justify-center py-10">
        <Spinner />
      </div>
    );
  }
  if (query.isError) {
    return (
      <Card>
        <div role="alert" className="px-4 py-8 text-center">
          <p className="font-medium text-red-800">{errorTitle}</p>
          <p className="mt-1 text-sm text-stone-700">{errorMessage(query.error)}</p>
        </div>
      </Card>
    );
  }
  if (isEmpty) {
    return (
      <Card>
        <EmptyState title={empty.title} hint={empty.hint}>
          {browse ? (
            <Link to="/produtos" className={buttonVariants({ className: 'mt-2' })}>
              Ver produtos
            </Link>
          ) : null}
        </EmptyState>
      </Card>
    );
  }
  return <>{children}</>;
}
