import type { ComponentProps } from 'react';
import { type ArrayPath, type Control, type FieldValues, useFieldArray, useWatch } from 'react-hook-form';
import { type DocumentLine, type LineOps, ProductLinesEditor } from './product-lines-editor';

type EditorProps<L extends DocumentLine> = Omit<ComponentProps<typeof ProductLinesEditor<L>>, 'lines' | 'ops'>;

/**
 * A document's lines as a field of its form: react-hook-form's field array under `name`, the
 * editor adding, changing and removing its lines. `fix` is applied to every line added or changed
 * (a check of an imported invoice keeps the invoice's quantities).
 */
export function ProductLinesField<T extends FieldValues, L extends DocumentLine>({
  control,
  name,
  fix = (line) => line,
  ...editor
}: EditorProps<L> & { control: Control<T>; name: ArrayPath<T>; fix?: (line: L) => L }) {
  const array = useFieldArray({ control, name });
  const lines = (useWatch({ control, name: name as never }) ?? []) as L[];
  const ops: LineOps<L> = {
    append: (line) => array.append(fix(line) as never),
    update: (index, line) => array.update(index, fix(line) as never),
    remove: (index) => array.remove(index),
  };
  return <ProductLinesEditor<L> {...(editor as EditorProps<L>)} lines={lines} ops={ops} />;
}
