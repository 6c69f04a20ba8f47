// Inventários and Vendas das lojas (issue 36): the pages the back-office router mounts.
export { default as CountPage } from './count-page';
export { default as CountsPage } from './counts-page';
export { default as StoreSalesPage } from './store-sales-page';
