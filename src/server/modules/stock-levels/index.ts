// Estoque por local (issue 36): what other parts of the server use — its routes, mounted in modules/index.ts.
export { stockLevelsRoutes } from './routes';
