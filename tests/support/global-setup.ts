import { dropTemplates } from './databases';

/** After every integration worker: the template databases they made go (test-app.ts). */
export default function setup() {
  return () => dropTemplates();
}
