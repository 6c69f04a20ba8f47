import { useQuery } from '@tanstack/react-query';
import { Download, FileBarChart, X } from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import {
  POSITION_REPORTS,
  REPORT_FORMATS,
  REPORT_TITLES,
  type ReportFormat,
  type ReportKind,
  type ReportQuery,
  reportCardFormSchema,
} from '@/domain/schemas/reports';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Button } from '../../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card';
import { useZodForm } from '../../ui/form/use-zod-form';
import { PeriodPicker } from '../../ui/list/period-picker';
import { ListState } from '../../ui/list-state';
import { ReportPreviewPanel } from './report-preview-panel';
import { downloadReport, reportPreviewQuery } from './reports-api';

const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel (XLSX)', pdf: 'PDF' };
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`;

type Props = {
  kind: ReportKind;
  description: string;
  /** The report's own filters (supplier, category, product, store), with the card's query state. */
  filters?: (q: ReportQuery, set: (patch: Partial<ReportQuery>) => void) => ReactNode;
};

/**
 * One report of the Central de Relatórios: De/Até and its filters, 'Gerar Relatório' shows it on
 * screen, then it downloads as CSV, XLSX or PDF with the bytes received so far and a way to cancel.
 */
export function ReportCard({ kind, description, filters }: Props) {
  // The filters are a form (the period's order checked by its schema); 'Gerar Relatório' applies them.
  const form = useZodForm<ReportQuery>(reportCardFormSchema, { defaultValues: {} });
  const q = form.watch();
  const [applied, setApplied] = useState<ReportQuery | null>(null);
  const [download, setDownload] = useState<{ format: ReportFormat; bytes: number } | null>(null);
  const abort = useRef<AbortController | null>(null);
  const preview = useQuery({ ...reportPreviewQuery(kind, applied ?? {}), enabled: applied !== null });
  const title = REPORT_TITLES[kind];
  const set = (patch: Partial<ReportQuery>) => {
    for (const [name, value] of Object.entries(patch)) form.setValue(name as keyof ReportQuery, value);
  };

  // A backwards period is not applied: the period picker already says why, beside the dates (once is enough).
  const generate = form.handleSubmit((values) => setApplied({ ...values }));

  const save = async (format: ReportFormat) => {
    if (!applied) return;
    const controller = new AbortController();
    abort.current = controller;
    setDownload({ format, bytes: 0 });
    toast.info('Relatório Solicitado', { description: `${FORMAT_LABELS[format]} sendo gerado; você pode cancelar.` });
    try {
      const fileName = await downloadReport(kind, applied, format, (bytes) => setDownload({ format, bytes }), controller.signal);
      toast.success('Relatório Gerado', { description: `${fileName} — também em "Relatórios Gerados" do seu cadastro.` });
    } catch (err) {
      if ((err as Error).name === 'AbortError') toast.info('Download cancelado');
      else toast.error('Erro ao gerar relatório', { description: errorMessage(err) });
    } finally {
      abort.current = null;
      setDownload(null);
    }
  };

  return (
    <Card data-report-card={kind}>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileBarChart className="h-5 w-5 text-brand-700" aria-hidden="true" /> {title}
        </CardTitle>
        <p className="text-sm text-stone-600">{description}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid gap-3 md:grid-cols-2 xl:grid-cols-4">
          {/* A position (what each place holds now) has no period. */}
          {POSITION_REPORTS.includes(kind) ? null : <PeriodPicker from={q.from} to={q.to} passBackwards onChange={(p) => set({ from: p.from, to: p.to })} />}
          {filters?.(q, set)}
        </div>
        <div>
          <Button onClick={generate} disabled={preview.isFetching} className="w-full sm:w-auto">
            {preview.isFetching ? 'Gerando...' : 'Gerar Relatório'}
          </Button>
        </div>
        {applied ? (
          <ListState query={preview} isEmpty={false} errorTitle="Erro ao gerar relatório" emptyTitle="">
            {preview.data ? (
              <>
                <ReportPreviewPanel kind={kind} preview={preview.data} />
                <div className="flex flex-col gap-2 border-t border-stone-100 pt-3">
                  <p className="text-sm font-medium text-stone-800">Baixar relatório</p>
                  {download ? (
                    <div className="flex flex-wrap items-center gap-3" role="status">
                      <span className="text-sm text-stone-700">
                        Gerando {FORMAT_LABELS[download.format]}… {download.bytes ? `${size(download.bytes)} recebidos` : ''}
                      </span>
                      <Button variant="outline" size="sm" onClick={() => abort.current?.abort()}>
                        <X className="h-4 w-4" aria-hidden="true" /> Cancelar
                      </Button>
                    </div>
                  ) : (
                    <div className="flex flex-col gap-2 sm:flex-row">
                      {REPORT_FORMATS.map((format) => (
                        <Button key={format} variant="outline" onClick={() => void save(format)}>
                          <Download className="h-4 w-4" aria-hidden="true" /> {FORMAT_LABELS[format]}
                        </Button>
                      ))}
                    </div>
                  )}
                </div>
              </>
            ) : null}
          </ListState>
        ) : null}
      </CardContent>
    </Card>
  );
}
