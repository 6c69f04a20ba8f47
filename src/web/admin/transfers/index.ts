// What the back-office wiring uses of transfers (docs/DEVELOPING.md, 'Feature walls'): its two screens.
export { default as TransferDetailPage } from './transfer-detail-page';
export { default as TransfersPage } from './transfers-page';
