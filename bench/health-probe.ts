// A separate process polling /api/health back to back (10 ms apart), so the bench's own work
// (building a 100 MB body, say) never inflates what it measures. Prints the slowest answer in ms
// on SIGTERM.
import http from 'node:http';

const url = process.argv[2]!;
const agent = new http.Agent({ keepAlive: true });
let longest = 0;
let stop = false;

process.on('SIGTERM', () => {
  stop = true;
});

const once = () =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    http
      .get(`${url}/api/health`, { agent }, (res) => {
        res.resume();
        res.on('end', () => {
          longest = Math.max(longest, performance.now() - started);
          resolve();
        });
      })
      .on('error', () => resolve());
  });

process.stdout.write('ready\n');
while (!stop) {
  await once();
  await new Promise((r) => setTimeout(r, 10));
}
process.stdout.write(`${JSON.stringify({ longest: Math.round(longest) })}\n`);
