import { randomBytes } from 'node:crypto';
import { dropTemplates } from './databases';

/** Names this run's templates (the workers inherit the variable); after every worker, they go. */
export default function setup() {
  process.env.LUZ_TEST_RUN = randomBytes(4).toString('hex');
  return () => dropTemplates();
}
