import { z } from 'zod';
import { cepMatchesUf, cepValid, isUfCode, UF_CODES } from '../brazil';
import { cepField, objectError, optionalText, REQUIRED_MESSAGE, requiredText } from './fields';

export const CEP_STATE_MISMATCH_MESSAGE = 'O CEP informado não pertence ao estado selecionado.';
export const INVALID_STATE_MESSAGE = 'Selecione um estado válido.';

const stateField = z
  .string({ error: REQUIRED_MESSAGE })
  .trim()
  .toUpperCase()
  .min(1, { error: REQUIRED_MESSAGE })
  .pipe(z.enum(UF_CODES, { error: INVALID_STATE_MESSAGE }));

export const addressSchema = z
  .object(
    {
      label: optionalText(60),
      cep: cepField(),
      street: requiredText(REQUIRED_MESSAGE, 200),
      number: requiredText(REQUIRED_MESSAGE, 20),
      complement: optionalText(100),
      neighborhood: requiredText(REQUIRED_MESSAGE, 120),
      city: requiredText(REQUIRED_MESSAGE, 120),
      state: stateField,
    },
    objectError,
  )
  // A typo in either field would send the parcel to the wrong state. Judged only once both
  // fields are valid on their own, so one mistake is not reported twice.
  .superRefine((address, ctx) => {
    const { cep, state } = address as { cep: unknown; state: unknown };
    if (typeof cep !== 'string' || typeof state !== 'string') return;
    if (cepValid(cep) && isUfCode(state) && !cepMatchesUf(cep, state)) {
      ctx.addIssue({ code: 'custom', message: CEP_STATE_MISMATCH_MESSAGE, path: ['cep'] });
    }
  });

export type AddressInput = z.infer<typeof addressSchema>;

/** The address fields of a form nobody has filled yet (checkout, the address book, the NF-e issuer). */
export const EMPTY_ADDRESS_FIELDS = { cep: '', street: '', number: '', complement: '', neighborhood: '', city: '', state: '' } as const;
