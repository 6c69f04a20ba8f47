import { useState } from 'react';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import type { DocumentLine } from '../../ui/documents/product-lines-editor';

/** Toast titles, to the letter: 'Solicitação de Compra Criada' / 'Erro ao criar Solicitação de Compra'. */
export type DraftTitles = { success: string; error: string };

/**
 * What every request form holds besides its own fields: the items, the notes, the problem shown
 * above the button (the requirements' message or the server's), one idempotency key per request (a double
 * click or a retry creates it once) and, once sent, the request's number.
 */
export function useRequestDraft(titles: DraftTitles) {
  const [lines, setLines] = useState<DocumentLine[]>([]);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [created, setCreated] = useState<string | null>(null);

  /** Shows what is missing under the form, once: a toast repeating it would cover the page for nothing. */
  const warn = (message: string) => setProblem(message);

  /** Sends the request (`send` answers its number): a success toast and the number, or the server's message. */
  const post = async (send: (idempotencyKey: string) => Promise<string>) => {
    setProblem(null);
    try {
      const code = await send(idempotencyKey);
      toast.success(titles.success, { description: `ID: ${code}` });
      setCreated(code);
    } catch (err) {
      setProblem(errorMessage(err));
      toast.error(titles.error, { description: errorMessage(err) });
    }
  };

  /** Empties the draft for another request, with a new idempotency key. */
  const startOver = () => {
    setLines([]);
    setNotes('');
    setProblem(null);
    setCreated(null);
    setIdempotencyKey(crypto.randomUUID());
  };

  const changeLines = (next: DocumentLine[]) => {
    setLines(next);
    setProblem(null);
  };

  return { lines, changeLines, notes, setNotes, problem, warn, post, created, startOver };
}
