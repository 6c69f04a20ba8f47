// What other features use of stock (docs/DEVELOPING.md, 'Feature walls'): the one way stock changes.
export { changeStock } from './change-stock';
