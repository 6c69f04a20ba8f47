import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Card, CardContent } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import type { DocumentLine } from '../documents/product-lines-editor';
import { RequestCreatedCard } from './request-created-card';
import { RequestFormFooter } from './request-form-footer';
import { RequestItemsEditor } from './request-items-editor';

export type RequestLine = { productId: number; quantity: number };

type Props = {
  title: string;
  description: string;
  /** The fields above the items (store, dates); the items and notes are the form's. */
  children?: ReactNode;
  /** SPEC's message for what is missing before the request may go, or null. */
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
 * the same product again sums its line), notes, SPEC's messages, and — once sent — the request's
 * number. One idempotency key per request: a double click or a retry creates it once.
 */
export function RequestLinesForm({ title, description, children, validate, send, pending, successTitle, errorTitle, createdTitle, onReset }: Props) {
  const [lines, setLines] = useState<DocumentLine[]>([]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<string | null>(null);

  const warn = (message: string) => {
    setProblem(message);
    toast.error('Atenção', { description: message });
  };

  const submit = async () => {
    const items = lines.map((l) => ({ productId: l.product.id, quantity: l.quantity }));
    const missing = validate(items);
    if (missing) return warn(missing);
    setProblem(null);
    try {
      const { code } = await send(items, notes, idempotencyKey);
      toast.success(successTitle, { description: `ID: ${code}` });
      setCreated(code);
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error(errorTitle, { description: errorMessage(err) });
    }
  };

  const startOver = () => {
    setLines([]);
    setNotes('');
    setCreated(null);
    setIdempotencyKey(crypto.randomUUID());
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
            <RequestItemsEditor
              label="Itens da solicitação"
              lines={lines}
              onChange={(next) => {
                setLines(next);
                setProblem(null);
              }}
              onError={warn}
            />
            <RequestFormFooter notes={notes} onNotes={setNotes} problem={problem} pending={pending} submitLabel="Enviar Solicitação" onSubmit={submit} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
