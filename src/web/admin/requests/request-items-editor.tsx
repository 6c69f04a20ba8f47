import { INVALID_QUANTITY_MESSAGE } from '@/domain/schemas/cart';
import { PURCHASE_ITEM_REQUIRED_MESSAGE } from '@/domain/schemas/requests';
import { type DocumentLine, listOps, ProductLinesEditor } from '../../ui/documents/product-lines-editor';

/** The items of a request (any kind): catalogue products and quantities, with the requirements' messages. */
export function RequestItemsEditor({
  label,
  lines,
  onChange,
  onError,
}: {
  label: string;
  lines: DocumentLine[];
  onChange: (lines: DocumentLine[]) => void;
  onError: (message: string) => void;
}) {
  return (
    <ProductLinesEditor
      label={label}
      lines={lines}
      ops={listOps(lines, onChange)}
      newLine={(product, quantity) => ({ product, quantity })}
      messages={{ pickFirst: PURCHASE_ITEM_REQUIRED_MESSAGE, invalidQuantity: INVALID_QUANTITY_MESSAGE }}
      onError={onError}
    />
  );
}
