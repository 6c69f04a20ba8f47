// Retiradas (issue 37, decision 070): the back-office's 'Retirar na loja' screen.
export { default as PickupsPage } from './pickups-page';
