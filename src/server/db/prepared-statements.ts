import { createHash } from 'node:crypto';
import type pg from 'pg';

// How many statements one connection keeps prepared: the app's statements are a few hundred texts;
// a text made of a list's length (IN (...), VALUES ...) could make more, and past this they are sent
// unnamed, as before, instead of growing the server's memory per connection.
const MAX_PER_CONNECTION = 1000;

type QueryConfig = { text?: string; name?: string };

// Names by text, shared by the connections: hashing a statement's text (the order's is ~3 KB) at
// every call showed in the checkout's profile; a Map finds the name by the string instead.
const namesByText = new Map<string, string>();
const MAX_TEXTS = 5000;

function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (!name) {
    name = `s${createHash('sha1').update(text).digest('base64url')}`;
    if (namesByText.size < MAX_TEXTS) namesByText.set(text, name);
  }
  return name;
}

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
      const name = nameOf(c.text);
      if (named.has(name) || named.size < MAX_PER_CONNECTION) {
        named.add(name);
        return query({ ...c, name }, ...rest);
      }
    }
    return query(config, ...rest);
  };
}
