import type {
  AdminProduct,
  AdminProductList,
  ImportLineError,
  ImportResult,
  ProductOptions,
  ProductsSummary,
  StockMovementList,
} from '@/domain/api/admin-products';
import type { AdminProductListQuery, LabelMode } from '@/domain/schemas/product';
import { ApiError, api, apiErrorOf } from '../../lib/api';
import { saveBlob } from '../../lib/save-blob';
import { toSearch } from '../../lib/to-search';

export type { AdminProduct, AdminProductList, ImportLineError, ImportResult, ProductOptions, ProductsSummary, StockMovementList };
export type AdminProductListItem = AdminProductList['items'][number];

export const PRODUCTS_API = '/api/admin/products';

export const productKeys = {
  all: ['admin', 'products'] as const,
  list: (q: AdminProductListQuery) => ['admin', 'products', 'list', q] as const,
  summary: ['admin', 'products', 'summary'] as const,
  options: ['admin', 'products', 'options'] as const,
  detail: (id: number) => ['admin', 'products', 'detail', id] as const,
  /** A list filter's chosen product (its name and code). */
  name: (id: number | undefined) => ['admin', 'products', 'name', id] as const,
  movements: (id: number, page: number) => ['admin', 'products', 'movements', id, page] as const,
};

export const fetchProductList = (q: AdminProductListQuery) => api<AdminProductList>(`${PRODUCTS_API}?${toSearch(q)}`);
export const fetchSummary = () => api<ProductsSummary>(`${PRODUCTS_API}/summary`);
export const fetchOptions = () => api<ProductOptions>(`${PRODUCTS_API}/options`);
export const fetchProduct = (id: number) => api<{ product: AdminProduct }>(`${PRODUCTS_API}/${id}`).then((r) => r.product);
export const fetchMovements = (id: number, page: number) => api<StockMovementList>(`${PRODUCTS_API}/${id}/movements?page=${page}&pageSize=10`);

/** Downloads the label PDF (a POST, so not a plain link) and hands it to the browser as a file. */
export async function downloadLabels(body: { productIds: number[]; mode: LabelMode; copies: number }, fileName: string) {
  let res: Response;
  try {
    res = await fetch('/api/admin/labels', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', accept: 'application/pdf' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Sem conexão com o servidor. Verifique sua internet.');
  }
  if (!res.ok) throw await apiErrorOf(res);
  saveBlob(await res.blob(), fileName);
}

export type ImportFailure = { message: string; lines: ImportLineError[] };

/**
 * Sends the CSV with XMLHttpRequest, the one browser API that reports upload progress;
 * `onProgress` gets 0..1 while uploading, then `onUploaded` once the server is working on it.
 */
export function uploadCsv(file: File, onProgress: (fraction: number) => void, onUploaded: () => void): Promise<ImportResult> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${PRODUCTS_API}/import`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.responseType = 'json';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.upload.onload = () => {
      onProgress(1);
      onUploaded();
    };
    xhr.onerror = () => reject({ message: 'Sem conexão com o servidor. Verifique sua internet.', lines: [] } satisfies ImportFailure);
    xhr.onload = () => {
      const body = xhr.response as (ImportResult & { error?: { message?: string }; lines?: ImportLineError[] }) | null;
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body);
      else reject({ message: body?.error?.message ?? 'Tente novamente em alguns instantes', lines: body?.lines ?? [] } satisfies ImportFailure);
    };
    const form = new FormData();
    form.append('file', file);
    xhr.send(form);
  });
}

export const restoreProduct = (id: number) => api<{ message: string }>(`${PRODUCTS_API}/${id}/restore`, { method: 'POST', body: {} });
