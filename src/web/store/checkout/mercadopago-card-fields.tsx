import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Spinner } from '../../ui/spinner';

/** The part of MercadoPago.js v2 ('Core Methods' with Secure Fields) the card step uses. */
type MercadoPagoField = {
  mount: (containerId: string) => MercadoPagoField;
  on: (event: 'binChange', cb: (data: { bin?: string | null }) => void) => void;
  unmount: () => void;
};
type MercadoPagoInstance = {
  fields: {
    create: (type: 'cardNumber' | 'expirationDate' | 'securityCode', options?: { placeholder?: string }) => MercadoPagoField;
    createCardToken: (data: { cardholderName: string; identificationType: string; identificationNumber: string }) => Promise<{ id: string }>;
  };
  getPaymentMethods: (query: { bin: string }) => Promise<{ results: { id: string; issuer?: { id: number | string } }[] }>;
};
type MercadoPagoConstructor = new (publicKey: string, options?: { locale: string }) => MercadoPagoInstance;

export type CardToken = { cardToken: string; cardPaymentMethodId: string; cardIssuerId: string | null };
export type MercadoPagoCardHandle = { tokenize: (holder: { name: string; cpf: string }) => Promise<CardToken> };

export const CARD_FIELDS_UNAVAILABLE = 'Não foi possível carregar o formulário seguro do cartão. Verifique sua conexão e recarregue a página.';
export const CARD_NOT_RECOGNISED = 'Confira o número do cartão: a bandeira não foi reconhecida.';
export const CARD_DATA_REFUSED = 'Confira os dados do cartão (número, validade e código de segurança).';

let loading: Promise<MercadoPagoConstructor> | null = null;

/** Loads MercadoPago.js once, and only when a card is about to be typed (never on other pages). */
function loadMercadoPago(sdkUrl: string): Promise<MercadoPagoConstructor> {
  const w = window as unknown as { MercadoPago?: MercadoPagoConstructor };
  if (w.MercadoPago) return Promise.resolve(w.MercadoPago);
  loading ??= new Promise<MercadoPagoConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = sdkUrl;
    script.async = true;
    script.onload = () => (w.MercadoPago ? resolve(w.MercadoPago) : reject(new Error('MercadoPago.js')));
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error('MercadoPago.js'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

const FIELDS = [
  { type: 'cardNumber', id: 'mp-card-number', label: 'Número do cartão', placeholder: '0000 0000 0000 0000', span: 'sm:col-span-4' },
  { type: 'expirationDate', id: 'mp-card-expiry', label: 'Validade', placeholder: 'MM/AA', span: 'sm:col-span-2' },
  { type: 'securityCode', id: 'mp-card-cvv', label: 'CVV', placeholder: '123', span: 'sm:col-span-2' },
] as const;

/**
 * The card number, expiry and CVV as Mercado Pago's own fields (frames of its script): what is
 * typed there never reaches this page's code nor the shop's server, only the token made from it.
 */
export function MercadoPagoCardFields({ publicKey, sdkUrl, ref }: { publicKey: string; sdkUrl: string; ref: Ref<MercadoPagoCardHandle> }) {
  const mp = useRef<MercadoPagoInstance | null>(null);
  const method = useRef<{ id: string; issuer: string | null } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let alive = true;
    const mounted: MercadoPagoField[] = [];
    loadMercadoPago(sdkUrl)
      .then((MercadoPago) => {
        if (!alive) return;
        const instance = new MercadoPago(publicKey, { locale: 'pt-BR' });
        mp.current = instance;
        for (const f of FIELDS) mounted.push(instance.fields.create(f.type, { placeholder: f.placeholder }).mount(f.id));
        mounted[0]!.on('binChange', ({ bin }) => {
          if (!bin) {
            method.current = null;
            return;
          }
          instance
            .getPaymentMethods({ bin })
            .then(({ results }) => {
              const found = results[0];
              method.current = found ? { id: found.id, issuer: found.issuer?.id !== undefined ? String(found.issuer.id) : null } : null;
            })
            .catch(() => {
              method.current = null;
            });
        });
        setState('ready');
      })
      .catch(() => alive && setState('failed'));
    return () => {
      alive = false;
      for (const field of mounted) field.unmount();
    };
  }, [publicKey, sdkUrl]);

  useImperativeHandle(ref, () => ({
    async tokenize(holder) {
      if (!mp.current) throw new Error(CARD_FIELDS_UNAVAILABLE);
      if (!method.current) throw new Error(CARD_NOT_RECOGNISED);
      let token: { id: string };
      try {
        token = await mp.current.fields.createCardToken({
          cardholderName: holder.name,
          identificationType: 'CPF',
          identificationNumber: holder.cpf.replace(/\D/g, ''),
        });
      } catch {
        throw new Error(CARD_DATA_REFUSED);
      }
      return { cardToken: token.id, cardPaymentMethodId: method.current.id, cardIssuerId: method.current.issuer };
    },
  }));

  return (
    <>
      {state === 'failed' ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {CARD_FIELDS_UNAVAILABLE}
        </p>
      ) : null}
      {FIELDS.map((f) => (
        <div key={f.id} className={`flex flex-col gap-1 ${f.span}`}>
          {/* The field is a frame of Mercado Pago's script: its own label is inside it; this one names the box. */}
          <span className="text-sm font-medium text-stone-800">
            {f.label}
            <span aria-hidden="true"> *</span>
          </span>
          <div id={f.id} data-testid={f.id} className="h-10 rounded-md border border-stone-300 bg-white px-3 py-2" />
        </div>
      ))}
      {state === 'loading' ? <Spinner label="Carregando formulário seguro do cartão..." /> : null}
    </>
  );
}
