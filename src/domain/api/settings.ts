// Shop settings: the JSON the API answers with, typed once for the server that builds it and the web
// app that reads it (neither imports the other).
export type ShopSettings = {
  storeName: string;
  contactPhone: string;
  contactEmail: string;
  contactAddress: string;
  pixKey: string;
  pixMerchantName: string;
  pixMerchantCity: string;
  /** 'Parcelamento sem juros' up to this many installments (the shop absorbs the card fee); 12 when never set. */
  maxInstallments?: number;
  /** 'Valor para aprovação de ajuste' (centavos): an inventário adjustment worth more waits for a Supervisor; 0 never. */
  countApprovalThresholdCents?: number;
  /** 'Prazo para retirada (dias)': a 'Retirar na loja' order not collected this many days after it was ready is cancelled and refunded; 7 when never set. */
  pickupDays?: number;
};

/** What the settings page shows. The gate's password hash never leaves the server. */
export type AdminSettings = {
  shop: ShopSettings;
  gate: {
    enabled: boolean;
    /** SITE_GATE=off in the environment keeps the site open whatever is saved here. */
    forcedOff: boolean;
    hasPassword: boolean;
  };
};
