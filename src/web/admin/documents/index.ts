// What other back-office features use of the document pieces: the registry filters of lists.
export { CategoryFilter } from './registry-selects';
