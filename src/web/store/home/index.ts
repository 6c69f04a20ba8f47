// What other features use of home (docs/DEVELOPING.md, 'Feature walls').

export { default as HomePage } from './home-page';
