import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { toast } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { SubmitButton } from '../../ui/submit-button';
import { type ImportFailure, productKeys, uploadCsv } from './products-api';

type Phase = { kind: 'idle' } | { kind: 'uploading'; fraction: number } | { kind: 'processing' } | { kind: 'failed'; failure: ImportFailure };

/** 'Importar CSV': upload progress, then the server's work, then a per-line report when rows are bad. */
export function CsvImportDialog({ onClose }: { onClose: () => void }) {
  const qc = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: 'idle' });
  const [fileError, setFileError] = useState<string | null>(null);
  const busy = phase.kind === 'uploading' || phase.kind === 'processing';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) {
      setFileError('Selecione um arquivo CSV.');
      return;
    }
    setFileError(null);
    setPhase({ kind: 'uploading', fraction: 0 });
    try {
      const result = await uploadCsv(
        file,
        (fraction) => setPhase((p) => (p.kind === 'uploading' ? { kind: 'uploading', fraction } : p)),
        () => setPhase({ kind: 'processing' }),
      );
      toast.success('Importação concluída', {
        description: `${result.created} produto(s) criado(s), ${result.updated} atualizado(s), ${result.unchanged} sem alteração.`,
      });
      await qc.invalidateQueries({ queryKey: productKeys.all });
      onClose();
    } catch (err) {
      const failure = err as ImportFailure;
      setPhase({ kind: 'failed', failure });
      toast.error('Erro ao adicionar em produtos', { description: failure.message });
    }
  };

  const percent = phase.kind === 'uploading' ? Math.round(phase.fraction * 100) : phase.kind === 'processing' ? 100 : 0;
  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()} title="Importar CSV" className="max-w-2xl">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <div className="text-sm text-stone-700">
          <p>
            Use o mesmo formato do <strong>Exportar CSV</strong> (separador ";", decimais com vírgula). Produtos com código já cadastrado são atualizados; os
            demais são criados.
          </p>
          <p className="mt-1">Em produtos existentes a coluna Estoque é ignorada — use "Ajustar estoque". Se alguma linha tiver erro, nada é importado.</p>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
            Arquivo CSV <span aria-hidden="true">*</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            disabled={busy}
            aria-invalid={fileError ? true : undefined}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPhase({ kind: 'idle' });
            }}
            className="max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
          />
          {fileError ? (
            <p role="alert" className="text-sm text-red-700">
              {fileError}
            </p>
          ) : null}
        </div>

        {busy ? (
          <div className="flex flex-col gap-1" aria-live="polite">
            <div
              role="progressbar"
              aria-label="Progresso da importação"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 w-full overflow-hidden rounded-full bg-stone-200"
            >
              <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm text-stone-700">{phase.kind === 'processing' ? 'Processando...' : `Enviando... ${percent}%`}</p>
          </div>
        ) : null}

        {phase.kind === 'failed' ? (
          <div role="alert" className="flex flex-col gap-2 rounded-md border border-red-200 bg-red-50 p-3">
            <p className="font-medium text-red-800">{phase.failure.message}</p>
            {phase.failure.lines.length > 0 ? (
              <ul className="max-h-60 overflow-y-auto text-sm text-red-900" aria-label="Linhas com erro">
                {phase.failure.lines.map((l) => (
                  <li key={l.line} className="border-t border-red-200 py-1 first:border-t-0">
                    <strong>Linha {l.line}:</strong> {l.message}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        <DialogActions onCancel={onClose} cancelLabel="Fechar" cancelDisabled={busy}>
          <SubmitButton pending={busy} busyLabel="Importando...">
            Importar
          </SubmitButton>
        </DialogActions>
      </form>
    </Dialog>
  );
}
