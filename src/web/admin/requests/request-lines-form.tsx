import type { ReactNode } from 'react';
import { Card, CardContent } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { RequestCreatedCard } from './request-created-card';
import { RequestFormFooter } from './request-form-footer';
import { RequestItemsEditor } from './request-items-editor';
import { useRequestDraft } from './use-request-draft';

export type RequestLine = { productId: number; quantity: number };

type Props = {
  title: string;
  description: string;
  /** The fields above the items (store, dates); the items and notes are the form's. */
  children?: ReactNode;
  /** The requirements' message for what is missing before the request may go, or null. */
  validate: (lines: RequestLine[]) => string | null;
  send: (lines: RequestLine[], notes: string, idempotencyKey: string) => Promise<{ code: string }>;
  pending: boolean;
  /** Toast titles, to the letter: 'Solicitação de Compra Criada' / 'Erro ao criar Solicitação de Compra'. */
  successTitle: string;
  errorTitle: string;
  /** The confirmation's heading once sent. */
  createdTitle: string;
  /** Clears the page's own fields for another request. */
  onReset?: () => void;
};

/**
 * A request's form page: the page's fields, the items (product by name, code or a scanner's code;
 * the same product again sums its line), notes, the requirements' messages, and — once sent — the request's
 * number (useRequestDraft).
 */
export function RequestLinesForm({ title, description, children, validate, send, pending, successTitle, errorTitle, createdTitle, onReset }: Props) {
  const draft = useRequestDraft({ success: successTitle, error: errorTitle });
  const { lines, created } = draft;

  const submit = () => {
    const items = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    const missing = validate(items);
    if (missing) return draft.warn(missing);
    return draft.post(async (key) => (await send(items, draft.notes, key)).code);
  };

  const startOver = () => {
    draft.startOver();
    onReset?.();
  };

  return (
    <div className="flex flex-col gap-4">
      <PageHeader title={title} description={description} />
      {created ? (
        <RequestCreatedCard title={createdTitle} code={created} onAnother={startOver} />
      ) : (
        <Card>
          <CardContent className="flex flex-col gap-4 pt-5">
            {children}
            <RequestItemsEditor label="Itens da solicitação" lines={lines} onChange={draft.changeLines} onError={draft.warn} />
            <RequestFormFooter
              notes={draft.notes}
              onNotes={draft.setNotes}
              problem={draft.problem}
              pending={pending}
              submitLabel="Enviar Solicitação"
              onSubmit={submit}
            />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
