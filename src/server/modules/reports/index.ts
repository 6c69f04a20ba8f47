// What the wiring uses of reports (docs/DEVELOPING.md, 'Feature walls').
export { exitsCsvRoutes } from './exits-csv-routes';
