import { describe, expect, it } from 'vitest';
import { STORE_SALE_ITEMS_REQUIRED_MESSAGE, STORE_SALE_STORE_REQUIRED_MESSAGE, storeSaleCreateSchema, storeSalePostedToast } from '../store-sales';
import {
  checkFormToBody,
  exitFormToBody,
  type ReceivingCheckFormValues,
  receivingCheckFormSchema,
  stockExitFormSchema,
  storeSaleFormSchema,
  storeSaleFormToBody,
} from './document-forms';
import type { PickedProduct } from './product-picker';
import { RECEIVING_MISSING_DATA_MESSAGE, RECEIVING_NO_PRODUCTS_MESSAGE, receivingCheckCreateSchema } from './receiving';
import { EXIT_REQUIRED_MESSAGE, stockExitCreateSchema } from './stock-documents';

const product = (id: number): PickedProduct => ({
  id,
  name: `Produto ${id}`,
  code: `P${id}`,
  barcode: null,
  stock: 10,
  priceCents: 1000,
  costPriceCents: 500,
  supplierId: null,
  unit: 'Unidade',
  shelf: '',
  box: '',
});

/** The first message a form would show (the schema's first issue, in its fields' order). */
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? null : result.error!.issues[0]!.message);

describe('Nova Saída form', () => {
  const filled = { storeId: '3', exitDate: '2026-11-25', notes: '', items: [{ product: product(7), quantity: 2 }] };

  it.each([
    ['no store', { ...filled, storeId: '' }, EXIT_REQUIRED_MESSAGE],
    ['no items', { ...filled, items: [] }, EXIT_REQUIRED_MESSAGE],
    ['no date', { ...filled, exitDate: '' }, 'A data da saída é obrigatória.'],
    ['everything', filled, null],
  ])('%s → %s', (_case, values, message) => {
    expect(firstMessage(stockExitFormSchema.safeParse(values))).toBe(message);
  });

  it('sends what the API validates: the store as a number, each line as product id and quantity', () => {
    const body = exitFormToBody(filled, 'chave-0001');
    expect(body).toEqual({ storeId: 3, exitDate: '2026-11-25', notes: '', items: [{ productId: 7, quantity: 2 }], idempotencyKey: 'chave-0001' });
    expect(stockExitCreateSchema.safeParse(body).success).toBe(true);
  });
});

describe('Baixa de venda form', () => {
  const filled = { storeId: '2', notes: 'Caixa sem emissor', items: [{ product: product(5), quantity: 3 }] };

  it.each([
    ['no store', { ...filled, storeId: '' }, STORE_SALE_STORE_REQUIRED_MESSAGE],
    ['no items', { ...filled, items: [] }, STORE_SALE_ITEMS_REQUIRED_MESSAGE],
    ['everything', filled, null],
  ])('%s → %s', (_case, values, message) => {
    expect(firstMessage(storeSaleFormSchema.safeParse(values))).toBe(message);
  });

  it("sends what the API validates: the store as a number, the day given (today's), each line as product id and quantity", () => {
    const body = storeSaleFormToBody(filled, '2026-11-27', 'chave-venda-1');
    expect(body).toEqual({
      storeId: 2,
      saleDate: '2026-11-27',
      notes: 'Caixa sem emissor',
      items: [{ productId: 5, quantity: 3 }],
      idempotencyKey: 'chave-venda-1',
    });
    expect(storeSaleCreateSchema.safeParse(body).success).toBe(true);
  });

  it("says the sale's code and its items", () => {
    expect(storeSalePostedToast('VENDA-000001', 1)).toBe('Baixa de venda VENDA-000001 lançada com 1 item.');
    expect(storeSalePostedToast('VENDA-000002', 3)).toBe('Baixa de venda VENDA-000002 lançada com 3 itens.');
  });
});

describe('Conferência form', () => {
  const filled: ReceivingCheckFormValues = {
    lines: [{ product: product(4), quantity: 5, received: 4 }],
    number: '123',
    series: '1',
    emissionDate: '2026-11-20',
    receptionDate: '2026-11-25',
    supplierId: '2',
    receiverName: 'Ana',
    notes: '',
    autoEntry: true,
    purchaseRequestId: '',
    idempotencyKey: 'chave-0002',
  };

  it.each([
    // An empty check says so first, before the invoice data (as the server answers).
    ['no lines and no number', { ...filled, lines: [], number: '' }, RECEIVING_NO_PRODUCTS_MESSAGE],
    ['no number', { ...filled, number: ' ' }, RECEIVING_MISSING_DATA_MESSAGE],
    ['no supplier', { ...filled, supplierId: '' }, RECEIVING_MISSING_DATA_MESSAGE],
    ['no emission date', { ...filled, emissionDate: '' }, RECEIVING_MISSING_DATA_MESSAGE],
    ['no receiver', { ...filled, receiverName: '' }, RECEIVING_MISSING_DATA_MESSAGE],
    ['everything', filled, null],
  ])('%s → %s', (_case, values, message) => {
    expect(firstMessage(receivingCheckFormSchema.safeParse(values))).toBe(message);
  });

  it('sends the lines, the supplier as a number, the invoice and request when there are, and the supervisor when asked', () => {
    const body = checkFormToBody({ ...filled, invoiceId: 9, purchaseRequestId: '12' }, { email: 'sup@luzdafe.test', password: 'x' });
    expect(body).toMatchObject({
      lines: [{ productId: 4, expectedQuantity: 5, receivedQuantity: 4 }],
      supplierId: 2,
      invoiceId: 9,
      purchaseRequestId: 12,
      supervisorEmail: 'sup@luzdafe.test',
      supervisorPassword: 'x',
    });
    expect(receivingCheckCreateSchema.safeParse(body).success).toBe(true);
    const plain = checkFormToBody(filled);
    expect(plain).not.toHaveProperty('invoiceId');
    expect(plain).not.toHaveProperty('purchaseRequestId');
    expect(plain).not.toHaveProperty('supervisorEmail');
  });
});
