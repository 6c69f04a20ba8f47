import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { emptyProductForm, type ProductFormValues, productCreateSchema, productIssueMessage, productUpdateSchema } from '@/domain/schemas/product';
import { ApiError, errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
import { Dialog } from '../../ui/dialog';
import { DialogActions } from '../../ui/dialog-actions';
import { useClearErrorOnChange } from '../../ui/form/use-clear-error-on-change';
import { useFocusFirstError } from '../../ui/form/use-focus-first-error';
import { useZodForm } from '../../ui/form/use-zod-form';
import { Spinner } from '../../ui/spinner';
import { SubmitButton } from '../../ui/submit-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/tabs';
import { ProductForm } from './product-form';
import { issuesOf, productFieldErrors, productToForm } from './product-form-values';
import { ProductImagesPanel } from './product-images-panel';
import { ProductStockPanel } from './product-stock-panel';
import { type AdminProduct, fetchOptions, fetchProduct, productKeys, uploadProductImages, useSaveProduct } from './products-api';

export type ProductDialogTab = 'dados' | 'imagens' | 'estoque';

type Props = { productId: number | null; initialTab?: ProductDialogTab; onClose: () => void };

/** Add (productId null) or edit a product; editing also has the images and the stock tabs. */
export function ProductDialog({ productId, initialTab = 'dados', onClose }: Props) {
  const creating = productId === null;
  const product = useQuery({ queryKey: productKeys.detail(productId ?? 0), queryFn: () => fetchProduct(productId!), enabled: !creating });
  const title = creating ? 'Novo Produto' : 'Editar Produto';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={title} description={product.data?.name} className="max-w-3xl">
      {creating ? (
        <ProductDataForm product={null} onDone={onClose} />
      ) : product.isPending ? (
        <Spinner />
      ) : product.isError ? (
        <p role="alert" className="text-red-700">
          Erro ao buscar item em produtos: {errorMessage(product.error)}
        </p>
      ) : (
        <Tabs defaultValue={initialTab}>
          <TabsList aria-label="Seções do produto">
            <TabsTrigger value="dados">Dados</TabsTrigger>
            <TabsTrigger value="imagens">Imagens ({product.data.images.length})</TabsTrigger>
            <TabsTrigger value="estoque">Estoque</TabsTrigger>
          </TabsList>
          <TabsContent value="dados">
            <ProductDataForm product={product.data} onDone={onClose} />
          </TabsContent>
          <TabsContent value="imagens">
            <ProductImagesPanel product={product.data} />
          </TabsContent>
          <TabsContent value="estoque">
            <ProductStockPanel product={product.data} />
          </TabsContent>
        </Tabs>
      )}
    </Dialog>
  );
}

function ProductDataForm({ product, onDone }: { product: AdminProduct | null; onDone: () => void }) {
  const creating = product === null;
  const schema = (creating ? productCreateSchema : productUpdateSchema) as never;
  const form = useZodForm<ProductFormValues>(schema, {
    defaultValues: product ? productToForm(product) : emptyProductForm(),
    reValidateMode: 'onSubmit',
    // The fields are set by hand (ProductForm): the first invalid one in the dialog's order is focused by useFocusFirstError.
    shouldFocusError: false,
  });
  // A field's message goes when it changes; the one above the button stays until the next try.
  useClearErrorOnChange(form);
  const values = form.watch();
  const errors = productFieldErrors(form.formState.errors);
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, form.formState.errors, form.formState.submitCount);
  const options = useQuery({ queryKey: productKeys.options, queryFn: fetchOptions, staleTime: 60_000 });
  // New products can bring their pictures along: sent once the product exists (the images route
  // needs its id), so a refused picture never loses the product itself.
  const [pictures, setPictures] = useState<File[]>([]);
  const picturesId = useId();

  const uploadPictures = async (productId: number) => {
    if (pictures.length === 0) return;
    try {
      await uploadProductImages(productId, pictures);
    } catch (err) {
      toast.error('Erro ao enviar imagem', { description: `${errorMessage(err)} O produto foi salvo; envie a foto na aba Imagens.` });
    }
  };

  const save = useSaveProduct(product, uploadPictures, {
    onSuccess: () => {
      toast.success(creating ? 'Produto adicionado!' : 'Produto atualizado!');
      onDone();
    },
    onError: (err) => {
      const message = errorMessage(err);
      setFormError(message);
      if (err instanceof ApiError && err.code === 'DUPLICATE_CODE') form.setError('code', { message });
      // A field only the server can judge (an NCM missing from the official table) shows under it too.
      const field = err instanceof ApiError ? err.details?.field : undefined;
      if (typeof field === 'string' && field in values) form.setError(field as keyof ProductFormValues, { message });
      toast.error(creating ? 'Erro ao adicionar em produtos' : 'Erro ao atualizar em produtos', { description: message });
    },
  });

  const onChange = <K extends keyof ProductFormValues>(key: K, value: ProductFormValues[K]) => form.setValue(key, value as never, { shouldDirty: true });

  const onSubmit = form.handleSubmit(
    (typed) => {
      setFormError(null);
      // On edit the server ignores the initial quantity: stock changes only through the ledger.
      save.mutate(typed);
    },
    // Shown once, in the form (issue 25): a toast repeating it sat over 'Adicionar Produto' on phones.
    (failed) => setFormError(productIssueMessage(issuesOf(failed))),
  );

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <p className="text-sm text-stone-600">Campos marcados com * são obrigatórios.</p>
      <ProductForm values={values} errors={errors} options={options.data} creating={creating} currentStock={product?.stock} onChange={onChange} />
      {creating ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={picturesId} className="text-sm font-medium text-stone-800">
            Imagens do produto
          </label>
          <input
            id={picturesId}
            type="file"
            accept="image/*"
            multiple
            onChange={(e) => setPictures([...(e.target.files ?? [])])}
            className="max-w-full text-sm text-stone-800 file:mr-3 file:rounded-md file:border-0 file:bg-brand-700 file:px-3 file:py-2 file:text-white"
          />
          <span className="text-xs text-stone-600">
            {pictures.length ? `${pictures.length} imagem(ns) selecionada(s).` : 'Opcional. Sem foto, a loja mostra uma imagem com o nome do produto.'}
          </span>
        </div>
      ) : null}
      {formError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <DialogActions onCancel={onDone}>
        <SubmitButton pending={save.isPending} busyLabel="Salvando...">
          {creating ? 'Adicionar Produto' : 'Salvar Alterações'}
        </SubmitButton>
      </DialogActions>
    </form>
  );
}
