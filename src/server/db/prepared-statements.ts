import { createHash } from 'node:crypto';
import type pg from 'pg';

// How many statements one connection keeps prepared: the app's statements are a few hundred texts;
// a text made of a list's length (IN (...), VALUES ...) could make more, and past this they are sent
// unnamed, as before, instead of growing the server's memory per connection.
const MAX_PER_CONNECTION = 1000;

type QueryConfig = { text?: string; name?: string };

/**
 * Makes a pooled connection send each statement as a named (prepared) one, named after its text:
 * PostgreSQL parses it once per connection and keeps its plan, where an unnamed statement is parsed
 * and planned again at every call — 42% of what a checkout cost the database (issue 38, decision 077).
 * Statements are named only when they come as a config object with text and values (Drizzle's way);
 * the rest goes as before.
 */
export function prepareStatementsByText(client: pg.PoolClient | pg.Client) {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
    const c = config as QueryConfig | null;
    // Only a statement sent with values: one without goes by the simple protocol, which allows
    // several statements in one text (a migration's) and a named one would refuse them.
    const values = rest[0];
    if (c && typeof c === 'object' && typeof c.text === 'string' && !c.name && Array.isArray(values) && values.length > 0) {
      const name = `s${createHash('sha1').update(c.text).digest('base64url')}`;
      if (named.has(name) || named.size < MAX_PER_CONNECTION) {
        named.add(name);
        return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
