// What other features use of layout (docs/DEVELOPING.md, 'Feature walls').

export { Logo } from './logo';
export { StoreLayout } from './store-layout';
