// The test fixtures every tier shares (unit, integration, e2e): the people, addresses, cards,
// orders and product forms tests send, and names no other test uses. Plain data, no database, app
// or browser: the factories that write them are tests/support/app-fixtures.ts (on a test app) and
// tests/e2e/support/factories.ts (through a browser's API), both built on these.

/** A card expiry two years ahead, as 'MM/AA'. */
export function futureExpiry(): string {
  const now = new Date();
  return `${String(now.getMonth() + 1).padStart(2, '0')}/${String((now.getFullYear() + 2) % 100).padStart(2, '0')}`;
}

export const ADDRESS = {
  cep: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: '',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};

/** An address every schema accepts, as a customer types it (CEP without the dash, state in lower case). */
export const EXAMPLE_ADDRESS = {
  label: 'Casa',
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 12',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'sp',
};

/** A second place, in Rio, as a customer's form sends it (no complement). */
export const COPACABANA = { cep: '22070-011', street: 'Avenida Atlântica', number: '500', neighborhood: 'Copacabana', city: 'Rio de Janeiro', state: 'RJ' };

/**
 * The shop's issuer as Configurações → Fiscal saves it (PUT /api/admin/fiscal/settings): São Paulo,
 * Simples Nacional, homologação, issuing when an order is paid. The sandbox authorises its notes.
 */
export const SHOP_ISSUER = {
  cnpj: '11.222.333/0001-81',
  stateRegistration: '110.042.490.114',
  legalName: 'Luz da Fé Artigos Religiosos Ltda',
  tradeName: 'Luz da Fé',
  taxRegime: 'simples_nacional',
  address: { cep: '01001-000', street: 'Praça da Sé', number: '100', complement: '', neighborhood: 'Sé', city: 'São Paulo', state: 'SP', cityCode: '3550308' },
  phone: '(11) 3333-4444',
  series: 1,
  environment: 'homologacao',
  autoIssue: true,
  defaultCsosn: '102',
  defaultPisCofinsCst: '49',
};

/** The buyer's CPF the order's NF-e needs (issue 28), asked at checkout for every payment method. */
export const BUYER_CPF = '529.982.247-25';

export const CUSTOMER = { name: 'Maria Cliente', email: 'cliente@luzdafe.test', phone: '(11) 98888-0003', document: BUYER_CPF };

export const creditCard = (overrides: Record<string, unknown> = {}) => ({
  paymentMethod: 'credit',
  cardNumber: '4111 1111 1111 1111',
  cardName: 'MARIA CLIENTE',
  cardExpiry: futureExpiry(),
  cardCvv: '123',
  installments: 1,
  ...overrides,
});

/** The lines of an order or a stock document: each product with its quantity, in order. */
/** A boleto as the checkout sends it: registered in the payer's CPF (the sandbox, as Mercado Pago, requires it). */
export const BOLETO = { paymentMethod: 'boleto', payerCpf: '529.982.247-25' };

export const lineItems = (...lines: [product: { id: number }, quantity: number][]) => lines.map(([product, quantity]) => ({ productId: product.id, quantity }));

export function orderBody(
  items: { productId: number; quantity: number }[],
  payment: Record<string, unknown> = { paymentMethod: 'pix' },
  extra: Record<string, unknown> = {},
) {
  return { items, customer: CUSTOMER, address: ADDRESS, payment, ...extra };
}

let sequence = 0;
/** A short tag unique in this test run, for names and codes. */
export const uniqueTag = () => `${Date.now().toString(36).slice(-5)}${(sequence++).toString(36)}${Math.random().toString(36).slice(2, 4)}`.toUpperCase();

/** An EAN-13 no other test uses (the check digit computed), for scanner tests. */
export function uniqueEan13(): string {
  const base = `789${String(Date.now() % 1_000_000_000).padStart(9, '0')}`.slice(0, 12);
  const sum = [...base].reduce((s, d, i) => s + Number(d) * (i % 2 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/**
 * The back-office product form as its dialog sends it (prices and quantities as typed), with a
 * code of its own: what `POST /api/admin/products` takes.
 */
export function productForm(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Terço de Teste',
    code: `TST-${uniqueTag()}`,
    price: '12,50',
    costPrice: '5,00',
    categoryId: '1',
    unit: 'Unidade',
    minStock: '5',
    initialQuantity: '10',
    ...overrides,
  };
}

/** A merchandise request as the store's form sends it (POST /api/admin/requests/merchandise): asked on 20/11, wanted by 25/11. */
export const merchandiseRequestForm = (storeId: number, items: { productId: number; quantity: number }[]) => ({
  storeId,
  requestDate: '2026-11-20',
  deliveryDate: '2026-11-25',
  items,
});

/** A staff member's record as the edit form sends it back (PUT /api/admin/staff/:id), from what the API gave. */
export const staffForm = (m: Record<string, unknown>) => ({
  name: m.name,
  email: m.email,
  phone: m.phone,
  address: m.address,
  jobTitle: m.jobTitle,
  hireDate: m.hireDate ?? '',
  storeId: m.storeId ?? null,
});

/** A special order's multipart form (its data as JSON, no files): one unit of an existing product for a store's customer. */
export function specialOrderForm(storeId: number | null, productId: number): FormData {
  const fd = new FormData();
  fd.set(
    'data',
    JSON.stringify({ customerName: 'Dona Cida', customerContact: '(11) 95555-1234', storeId, isExistingProduct: true, items: [{ productId, quantity: 1 }] }),
  );
  return fd;
}

/** CRC16-CCITT (poly 0x1021, init 0xFFFF) over the payload up to and including '6304'. */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}
