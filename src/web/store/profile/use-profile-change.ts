import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { toastError } from '../../lib/toast';

type Options<V> = {
  run: (variables: V) => Promise<unknown>;
  /** The profile list it changes (addresses, favourites): read again before `done`. */
  list: { queryKey: QueryKey };
  /** After the list is fresh: the success toast, closing a dialog. */
  done: () => void;
  /** The toast's title when it fails; the server's reason goes under it. */
  errorTitle: string;
};

/** A change to one of the customer's lists, pending (buttons disabled) until the list shows it. */
export function useProfileChange<V = void>({ run, list, done, errorTitle }: Options<V>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      await qc.invalidateQueries({ queryKey: list.queryKey });
      done();
    },
    onError: toastError(errorTitle),
  });
}
