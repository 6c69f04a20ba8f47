import { cepValid, onlyDigits } from '@/domain/brazil';

// The CEP a visitor typed in 'Prazo de entrega', kept in this browser for the next product and the
// cart: those pages send it with their own GET so the estimate comes in that answer (decision 075).
const CEP_KEY = 'luzdafe:cep';

/** What the visitor last typed ('' when nothing, or storage is off). */
export const typedCep = () => {
  try {
    return localStorage.getItem(CEP_KEY) ?? '';
  } catch {
    return '';
  }
};

/** The remembered CEP as a page's GET sends it ('01310100'), or null when none (or not a valid one). */
export const rememberedCep = (): string | null => {
  const cep = typedCep();
  return cepValid(cep) ? onlyDigits(cep) : null;
};

export const rememberCep = (cep: string) => {
  try {
    localStorage.setItem(CEP_KEY, cep);
  } catch {
    // Private mode: the CEP is just not remembered.
  }
};
