import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminProduct, AdminProductList, ImportLineError, ImportResult, ProductOptions, ProductsSummary } from '@/domain/api/admin-products';
import type { AdminProductListQuery, labelRequestSchema, productCreateSchema, productUpdateSchema, stockAdjustmentSchema } from '@/domain/schemas/product';
import type { ProductStockByPlace } from '@/domain/schemas/stock-levels';
import { adminViewKeys, invalidateStockViews } from '../../lib/admin-views';
import { ApiError, api, apiErrorOf } from '../../lib/api';
import type { ChangeEffects } from '../../lib/change-effects';
import { saveBlob } from '../../lib/save-blob';
import { toSearch } from '../../lib/to-search';

export type { AdminProduct, AdminProductList, ImportLineError, ImportResult, ProductOptions, ProductsSummary };
export type AdminProductListItem = AdminProductList['items'][number];

export const PRODUCTS_API = '/api/admin/products';

export const productKeys = {
  all: adminViewKeys.products,
  list: (q: AdminProductListQuery) => [...adminViewKeys.products, 'list', q] as const,
  summary: [...adminViewKeys.products, 'summary'] as const,
  options: [...adminViewKeys.products, 'options'] as const,
  detail: (id: number) => [...adminViewKeys.products, 'detail', id] as const,
  /** The product's stock at each place (Estoque por local's answer for one product). */
  stockByPlace: (id: number) => [...adminViewKeys.products, 'stock-by-place', id] as const,
  /** A list filter's chosen product (its name and code). */
  name: (id: number | undefined) => [...adminViewKeys.products, 'name', id] as const,
};

export const fetchProductList = (q: AdminProductListQuery) => api<AdminProductList>(`${PRODUCTS_API}?${toSearch(q)}`);
export const fetchSummary = () => api<ProductsSummary>(`${PRODUCTS_API}/summary`);
export const fetchOptions = () => api<ProductOptions>(`${PRODUCTS_API}/options`);
export const fetchProduct = (id: number) => api<{ product: AdminProduct }>(`${PRODUCTS_API}/${id}`).then((r) => r.product);

/** What 'Gerar Etiqueta' sends: the labels route's schema input. */
export type LabelRequestBody = z.input<typeof labelRequestSchema>;

/** Downloads the label PDF (a POST, so not a plain link) and hands it to the browser as a file. */
export async function downloadLabels(body: LabelRequestBody, fileName: string) {
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

const productPath = (id: number) => `${PRODUCTS_API}/${id}`;

/** What the product form sends: the schema's input (text as typed), parsed by the server. */
export const createProduct = (body: z.input<typeof productCreateSchema>) => api<{ product: AdminProduct }>(PRODUCTS_API, { method: 'POST', body });
export const updateProduct = (id: number, body: z.input<typeof productUpdateSchema>) =>
  api<{ product: AdminProduct }>(productPath(id), { method: 'PUT', body });

/** Deletes a product never sold or moved; one with history is archived instead (`message` says why). */
export const deleteProduct = (id: number) => api<{ archived: boolean; message: string }>(productPath(id), { method: 'DELETE' });

export const adjustStock = (id: number, body: z.input<typeof stockAdjustmentSchema>) =>
  api<{ stock: number }>(`${productPath(id)}/stock-adjustments`, { method: 'POST', body });

export const generateInternalBarcode = (id: number) => api<{ barcode: string }>(`${productPath(id)}/internal-barcode`, { method: 'POST' });

/** Up to 10 pictures as one multipart form (`files`). */
export function uploadProductImages(id: number, files: File[]) {
  const form = new FormData();
  for (const f of files) form.append('files', f);
  return api<{ imageIds: number[]; product: AdminProduct }>(`${productPath(id)}/images`, { method: 'POST', body: form });
}

export const reorderProductImages = (id: number, imageIds: number[]) =>
  api<{ product: AdminProduct }>(`${productPath(id)}/images/order`, { method: 'PUT', body: { imageIds } });

export const deleteProductImage = (id: number, imageId: number) => api<{ ok: true }>(`${productPath(id)}/images/${imageId}`, { method: 'DELETE' });

/** The product's stock at each place the user may see, and what is in transit (GET /api/admin/stock-levels/products/:id). */
export const fetchProductStockByPlace = (id: number) => api<ProductStockByPlace>(`/api/admin/stock-levels/products/${id}`);

// Every product change is a hook here (docs/DEVELOPING.md, 'Web data'): the screens bring their own
// toasts and form state through `effects`; the refetch of what changed is the feature's business.

/** A change to products: every products view (list, summary, details, pickers) is refetched after it. */
function useProductChange<V, R>(mutationFn: (vars: V) => Promise<R>, effects: ChangeEffects<R, V>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (data: R, vars: V) => {
      await effects.onSuccess?.(data, vars);
      await qc.invalidateQueries({ queryKey: productKeys.all });
    },
    onError: effects.onError,
  });
}

/** 'Salvar' in the product form: creates (then sends the pictures chosen with it) or updates. */
export const useSaveProduct = (
  product: AdminProduct | null,
  afterCreate: (id: number) => Promise<void>,
  effects: ChangeEffects<{ product: AdminProduct }, z.input<typeof productCreateSchema>>,
) =>
  useProductChange(async (body: z.input<typeof productCreateSchema>) => {
    if (product) return updateProduct(product.id, body);
    const created = await createProduct(body);
    await afterCreate(created.product.id);
    return created;
  }, effects);

export const useDeleteProduct = (effects: ChangeEffects<{ archived: boolean; message: string }, { id: number }>) =>
  useProductChange((p: { id: number }) => deleteProduct(p.id), effects);

export const useRestoreProduct = (effects: ChangeEffects<{ message: string }, { id: number }>) =>
  useProductChange((p: { id: number }) => restoreProduct(p.id), effects);

export const useInternalBarcode = (id: number, effects: ChangeEffects<{ barcode: string }, void>) =>
  useProductChange(() => generateInternalBarcode(id), effects);

export const useUploadProductImages = (id: number, effects: ChangeEffects<{ imageIds: number[]; product: AdminProduct }, File[]>) =>
  useProductChange((files: File[]) => uploadProductImages(id, files), effects);

export const useReorderProductImages = (id: number, effects: ChangeEffects<{ product: AdminProduct }, number[]>) =>
  useProductChange((imageIds: number[]) => reorderProductImages(id, imageIds), effects);

export const useDeleteProductImage = (id: number, effects: ChangeEffects<{ ok: true }, number>) =>
  useProductChange((imageId: number) => deleteProductImage(id, imageId), effects);

/** 'Gerar Etiqueta': the PDF is saved as `fileName`; nothing changes, so nothing is refetched. */
export const useDownloadLabels = (effects: ChangeEffects<void, { body: LabelRequestBody; fileName: string }>) =>
  useMutation({
    mutationFn: ({ body, fileName }: { body: LabelRequestBody; fileName: string }) => downloadLabels(body, fileName),
    onSuccess: effects.onSuccess,
    onError: effects.onError,
  });

/** 'Ajustar estoque': a stock movement, so every stock view (lists, picker, dashboard) is refetched with the product. */
export function useAdjustStock(id: number, effects: ChangeEffects<{ stock: number }, z.input<typeof stockAdjustmentSchema>>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof stockAdjustmentSchema>) => adjustStock(id, body),
    onSuccess: async (data, vars) => {
      await effects.onSuccess?.(data, vars);
      await invalidateStockViews(qc);
    },
    onError: effects.onError,
  });
}
