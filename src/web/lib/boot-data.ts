// Answers embedded in the HTML by the server (src/server/spa/first-requests.ts), each used once: the
// first request for a path gets it without going to the network; later ones fetch as usual, so
// invalidated queries (after login, a favourite…) see fresh data.
let answers: Map<string, unknown> | null = null;

function load(): Map<string, unknown> {
  if (answers) return answers;
  answers = new Map();
  if (typeof document === 'undefined') return answers;
  const el = document.getElementById('boot-data');
  if (!el?.textContent) return answers;
  try {
    answers = new Map(Object.entries(JSON.parse(el.textContent) as Record<string, unknown>));
  } catch {
    // A broken embed only costs the requests it was meant to save.
  }
  el.remove();
  return answers;
}

/** The embedded answer of a GET `path`, once; undefined when there is none (left). */
export function takeBootAnswer(path: string): unknown {
  const all = load();
  if (!all.has(path)) return undefined;
  const value = all.get(path);
  all.delete(path);
  return value;
}

/** Whether the page's HTML still holds an answer for a GET `path` (a query may then ask that path). */
export function hasBootAnswer(path: string): boolean {
  return load().has(path);
}
