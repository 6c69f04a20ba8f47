import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type UseFormProps, useForm } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * The one way to build a form (docs/decisions/013): react-hook-form checked with the same zod
 * schema from src/domain that the server validates with. On a failed submit the first invalid
 * field is focused (and so scrolled to). What the submit handler gets is what the user typed —
 * the server parses it with the same schema — so a transform (CNPJ blank → null, '12,50' →
 * 1250 centavos) never reaches the API twice.
 */
export function useZodForm<T extends FieldValues>(schema: ZodType<unknown, T>, options: Omit<UseFormProps<T>, 'resolver'> = {}) {
  return useForm<T>({
    // biome-ignore lint/suspicious/noExplicitAny: the resolver's overloads cannot name a schema generic over its input
    resolver: zodResolver(schema as any, undefined, { raw: true }) as never,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
  });
}
