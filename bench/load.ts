import autocannon from 'autocannon';

/** Requests per second for one GET route, fixed duration and connections. */
export async function requestsPerSecond(url: string, cookie: string, seconds = 8, connections = 8): Promise<number> {
  const result = await autocannon({ url, connections, duration: seconds, headers: { cookie } });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return result.requests.average;
}
