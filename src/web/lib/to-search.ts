/** A list query as URL parameters, leaving out what is empty: the one page-query helper of the API files. */
export function toSearch(q: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(q)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  return params.toString();
}
