// What other features use of store-sales (docs/DEVELOPING.md, 'Feature walls'): its routes, and
// the functions the demo uses to leave imported store sales.
export { importStoreNfce } from './import-nfce';
export { postStoreSale, readSaleStore } from './post-store-sale';
export { storeSalesRoutes } from './routes';
