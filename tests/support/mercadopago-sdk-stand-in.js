// A stand-in for MercadoPago.js v2 ('Core Methods' with Secure Fields), same interface, served by
// the tests' Mercado Pago stand-in: fields mounted into the page's containers, binChange, payment
// methods by BIN, and createCardToken. A card ending in 0002 gets a token the stand-in API rejects
// (cc_rejected_insufficient_amount), as a real card without limit would be at payment time.
(() => {
  const mounted = {};
  class Field {
    constructor(type, options) {
      this.type = type;
      this.options = options || {};
      this.handlers = {};
      this.bin = null;
    }
    mount(containerId) {
      const container = document.getElementById(containerId);
      if (!container) throw new Error(`MercadoPago stand-in: no #${containerId}`);
      const input = document.createElement('input');
      input.setAttribute('data-mp-field', this.type);
      input.setAttribute('aria-label', { cardNumber: 'Número do cartão', expirationDate: 'Validade', securityCode: 'CVV' }[this.type]);
      input.placeholder = this.options.placeholder || '';
      input.style.cssText = 'width:100%;border:0;outline:none;font-size:16px;background:transparent';
      input.addEventListener('input', () => {
        if (this.type !== 'cardNumber') return;
        const digits = input.value.replace(/\D/g, '');
        const bin = digits.length >= 8 ? digits.slice(0, 8) : null;
        if (bin !== this.bin) {
          this.bin = bin;
          for (const handler of this.handlers.binChange || []) handler({ bin });
        }
      });
      container.appendChild(input);
      this.input = input;
      mounted[this.type] = this;
      return this;
    }
    on(event, handler) {
      if (!this.handlers[event]) this.handlers[event] = [];
      this.handlers[event].push(handler);
    }
    unmount() {
      if (this.input) this.input.remove();
      delete mounted[this.type];
    }
  }
  window.MercadoPago = class MercadoPago {
    constructor(publicKey) {
      if (!publicKey) throw new Error('MercadoPago stand-in: public key required');
      this.fields = {
        create: (type, options) => new Field(type, options),
        createCardToken: async (data) => {
          const number = (mounted.cardNumber?.input.value || '').replace(/\D/g, '');
          const expiry = mounted.expirationDate?.input.value || '';
          const cvv = mounted.securityCode?.input.value || '';
          if (number.length < 13 || !/^\d{2}\/\d{2}$/.test(expiry) || !/^\d{3,4}$/.test(cvv) || !data.cardholderName) throw new Error('invalid card data');
          return {
            id: number.endsWith('0002') ? 'rejected-cc_rejected_insufficient_amount' : `tok${number.slice(-4)}${Math.random().toString(36).slice(2, 10)}`,
          };
        },
      };
    }
    async getPaymentMethods({ bin }) {
      return { results: [{ id: bin.startsWith('5') ? 'master' : 'visa', issuer: { id: 25 } }] };
    }
  };
})();
