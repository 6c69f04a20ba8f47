// 'Retirar na loja' (issue 37, decision 070): what the checkout, the jobs and the module mounting use.
export { cancelUncollectedPickups } from './cancel-uncollected-pickups';
export { listPickupStores } from './list-pickup-stores';
export { pickupAdminRoutes, pickupStoreRoutes } from './routes';
