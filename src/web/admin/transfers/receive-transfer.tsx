import { type FormEvent, useRef, useState } from 'react';
import type { TransferDetail } from '@/domain/schemas/transfers';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { Field } from '../../ui/field';
import { Input } from '../../ui/input';
import { useReceiveTransfer } from './transfers-api';

/**
 * Receber, scanner-first as Entradas: the barcode (or code) and Enter count the line up by the
 * quantity typed (1 unless changed); each line's count can also be typed. What is not counted is
 * missing: it goes to 'Divergências' until a Supervisor resolves it. The receipt's key is made once,
 * so a double click or a retry posts once.
 */
export function ReceiveTransfer({ transfer }: { transfer: TransferDetail }) {
  const receive = useReceiveTransfer(transfer.id);
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [counts, setCounts] = useState<Record<number, number>>(() => Object.fromEntries(transfer.items.map((i) => [i.id, 0])));
  const [scan, setScan] = useState('');
  const [quantity, setQuantity] = useState('1');
  const [problem, setProblem] = useState<string | null>(null);
  const scanRef = useRef<HTMLInputElement>(null);

  const onScan = (e: FormEvent) => {
    e.preventDefault();
    const code = scan.trim();
    if (!code) return;
    const line = transfer.items.find((i) => i.barcode === code || i.productCode.toLowerCase() === code.toLowerCase());
    const n = Number(quantity);
    if (!line) setProblem(`Código ${code} não está nesta transferência.`);
    else if (!Number.isInteger(n) || n <= 0) setProblem('Quantidade inválida.');
    else {
      setProblem(null);
      setCounts((c) => ({ ...c, [line.id]: Math.min(line.quantity, (c[line.id] ?? 0) + n) }));
    }
    setScan('');
    setQuantity('1');
    scanRef.current?.focus();
  };

  const missing = transfer.items.reduce((s, i) => s + i.quantity - (counts[i.id] ?? 0), 0);
  const confirm = () =>
    receive.mutate(
      { items: transfer.items.map((i) => ({ itemId: i.id, receivedQuantity: counts[i.id] ?? 0 })), idempotencyKey },
      {
        onSuccess: (res) =>
          toast.success(
            res.transfer.status === 'divergent' ? `Recebida com divergência: ${res.transfer.missingQuantity} un. faltando.` : 'Transferência recebida.',
          ),
        onError: (err) => setProblem(errorMessage(err)),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>Receber transferência</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <form onSubmit={onScan} className="grid gap-3 sm:grid-cols-[1fr_8rem_auto] sm:items-end">
          <Field label="Código de barras ou código">
            <Input ref={scanRef} value={scan} onChange={(e) => setScan(e.target.value)} autoFocus inputMode="text" autoComplete="off" />
          </Field>
          <Field label="Quantidade">
            <Input value={quantity} onChange={(e) => setQuantity(e.target.value)} inputMode="numeric" />
          </Field>
          <Button type="submit" variant="outline">
            Adicionar
          </Button>
        </form>
        {/* One row per line at every width: on a phone the count stays beside the product, not off screen. */}
        <ul aria-label="Itens a receber" className="flex flex-col divide-y divide-stone-200 rounded-md border border-stone-200">
          {transfer.items.map((i) => (
            <li key={i.id} className="flex items-center gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-mono text-xs text-stone-600">{i.productCode}</span>
                {i.productName}
              </span>
              <span className="whitespace-nowrap text-stone-700">Enviado {i.quantity}</span>
              <Input
                aria-label={`Recebido de ${i.productName}`}
                className="w-20 text-right"
                inputMode="numeric"
                value={String(counts[i.id] ?? 0)}
                onChange={(e) => {
                  const n = Number(e.target.value.replace(/\D/g, '') || '0');
                  setCounts((c) => ({ ...c, [i.id]: Math.min(i.quantity, n) }));
                }}
              />
            </li>
          ))}
        </ul>
        {missing > 0 ? <p className="text-sm text-amber-900">Faltando: {missing} un. — irão para Divergências.</p> : null}
        {problem ? (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        ) : null}
        <div>
          <Button onClick={confirm} disabled={receive.isPending}>
            {receive.isPending ? 'Registrando...' : 'Confirmar recebimento'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
