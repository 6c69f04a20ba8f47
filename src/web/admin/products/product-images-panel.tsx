import { ArrowLeft, ArrowRight, ImagePlus } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { toast, toastError } from '../../lib/toast';
import { Button } from '../../ui/button';
import { DeleteIconButton } from '../../ui/delete-icon-button';
import { EmptyState } from '../../ui/empty-state';
import { Spinner } from '../../ui/spinner';
import { type AdminProduct, useDeleteProductImage, useReorderProductImages, useUploadProductImages } from './products-api';

const MAX_BYTES = 5 * 1024 * 1024;

/** Upload (several at once), reorder and remove a product's pictures; the first is the card image. */
export function ProductImagesPanel({ product }: { product: AdminProduct }) {
  const inputId = useId();

  const upload = useUploadProductImages(product.id, {
    onSuccess: (_d, files) =>
      toast.success('Foto Carregada', { description: files.length === 1 ? '1 imagem adicionada.' : `${files.length} imagens adicionadas.` }),
    onError: toastError('Erro ao enviar imagem'),
  });
  const reorder = useReorderProductImages(product.id, { onError: toastError('Erro ao atualizar em produtos') });
  const remove = useDeleteProductImage(product.id, {
    onSuccess: () => toast.success('Imagem removida.'),
    onError: toastError('Erro ao remover de produtos'),
  });

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (files.length === 0) return;
    // The server checks again (by content); this only saves sending a file that cannot pass.
    const big = files.find((f) => f.size > MAX_BYTES);
    if (big) {
      toast.error('Erro ao enviar imagem', { description: `${big.name}: Imagem muito grande (máximo 5 MB).` });
      return;
    }
    upload.mutate(files);
  };

  const ids = product.images.map((i) => i.id);
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    [next[index], next[index + by]] = [next[index + by]!, next[index]!];
    reorder.mutate(next);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2 rounded-lg border-2 border-dashed border-stone-300 p-4 text-center">
        <ImagePlus className="mx-auto h-8 w-8 text-brand-700" aria-hidden="true" />
        <label htmlFor={inputId} className="text-sm font-medium text-stone-800">
          Adicionar imagens
        </label>
        <p className="text-xs text-stone-600">Qualquer formato de imagem, até 5 MB cada. A primeira imagem aparece nos cartões da loja.</p>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          onChange={onFiles}
          disabled={upload.isPending}
          className="mx-auto max-w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
        />
        {upload.isPending ? <Spinner label="Enviando imagens..." /> : null}
      </div>
      {product.images.length === 0 ? (
        <EmptyState title="Nenhuma imagem enviada." hint="Sem imagem, a loja mostra uma ilustração com o nome do produto." />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label="Imagens do produto">
          {product.images.map((img, i) => (
            <li key={img.id} className="flex flex-col gap-2 rounded-lg border border-stone-200 p-2">
              <img src={img.cardUrl} alt={`${product.name} — imagem ${i + 1}`} className="aspect-square w-full rounded object-cover" loading="lazy" />
              <div className="flex items-center justify-between gap-1">
                <span className="text-xs text-stone-600">{i === 0 ? 'Principal' : `Imagem ${i + 1}`}</span>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`Mover imagem ${i + 1} para antes`}
                    disabled={i === 0 || reorder.isPending}
                    onClick={() => move(i, -1)}
                  >
                    <ArrowLeft className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    className="h-8 w-8"
                    aria-label={`Mover imagem ${i + 1} para depois`}
                    disabled={i === ids.length - 1 || reorder.isPending}
                    onClick={() => move(i, 1)}
                  >
                    <ArrowRight className="h-4 w-4" aria-hidden="true" />
                  </Button>
                  <DeleteIconButton
                    label={`Remover imagem ${i + 1}`}
                    disabled={remove.isPending}
                    onClick={() => window.confirm('Remover esta imagem?') && remove.mutate(img.id)}
                    className="h-8 w-8"
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
