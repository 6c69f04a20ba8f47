// What other features use of stock exits (docs/DEVELOPING.md, 'Feature walls'): the guia de remessa,
// which a transfer prints as an exit does (decision 065).
export { renderExitPdf } from './render-exit-pdf';
