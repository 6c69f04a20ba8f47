// What other back-office screens show of shipping (docs/DEVELOPING.md, 'Feature walls'): the Entregas tab of Configurações.
export { ShippingSettingsTab } from './shipping-settings-tab';
