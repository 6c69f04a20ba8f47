import { queryOptions } from '@tanstack/react-query';
import { fileNameFromContentDisposition } from '@/domain/content-disposition';
import type { ReportFormat, ReportKind, ReportPreview, ReportQuery } from '@/domain/schemas/reports';
import { api, apiErrorOf } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { toSearch } from '../../lib/to-search';

// Central de Relatórios: the preview (JSON) and the file (a download that reports its progress).
const BASE = '/api/admin/report-center';

export const reportKeys = { preview: (kind: ReportKind, q: ReportQuery) => ['admin', 'report-center', kind, q] as const };

export const reportPreviewQuery = (kind: ReportKind, q: ReportQuery) =>
  queryOptions({ queryKey: reportKeys.preview(kind, q), queryFn: () => api<ReportPreview>(`${BASE}/${kind}/preview?${toSearch(q)}`), staleTime: 0 });

/**
 * Downloads a report file, calling `onProgress` with the bytes received so far; `signal` cancels it
 * (the server stops reading rows). Saves it under the server's file name.
 */
export async function downloadReport(
  kind: ReportKind,
  q: ReportQuery,
  format: ReportFormat,
  onProgress: (bytes: number) => void,
  signal: AbortSignal,
): Promise<string> {
  const res = await fetch(`${BASE}/${kind}/file?${toSearch({ ...q, format })}`, { credentials: 'same-origin', signal });
  if (!res.ok) throw await apiErrorOf(res);
  const reader = res.body!.getReader();
  const parts: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value);
    received += value.byteLength;
    onProgress(received);
  }
  const fileName = fileNameFromContentDisposition(res.headers.get('content-disposition')) ?? `relatorio.${format}`;
  saveBlob(new Blob(parts as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' }), fileName);
  return fileName;
}
