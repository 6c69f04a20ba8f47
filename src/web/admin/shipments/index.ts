// Expedição (issue 37): the back-office's shipping screen.
export { default as ShipmentsPage } from './shipments-page';
