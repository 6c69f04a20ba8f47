// What other features use of requests (docs/DEVELOPING.md, 'Feature walls'): a transfer fulfils a
// merchandise request and the request follows it (issue 36, decision 065).
export { followTransfer, type RequestToTransfer, readRequestToTransfer } from './request-transfer';
