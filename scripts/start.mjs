// `npm start`: builds the web app when dist/ is missing or older than the sources, then serves it with the API.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Node 24 LTS is what the shop is tested on (decision 039); an older one still starts, with a word.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) console.warn(`Aviso: rodando no Node ${process.versions.node}; o Luz da Fé é testado no Node 24 LTS.`);

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sourcesChanged = () => {
  const built = fs.statSync(dist).mtimeMs;
  return ['src/web', 'src/domain', 'index.html', 'public'].some((p) => {
    const full = path.join(root, p);
    if (!fs.existsSync(full)) return false;
    return (fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs) > built;
  });
};

if (process.env.SKIP_BUILD !== '1' && (!fs.existsSync(dist) || sourcesChanged())) {
  console.log('Construindo a aplicação web...');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}

// One process: register the TypeScript loader here and run the server in it.
const { register } = await import('tsx/esm/api');
register();
await import(path.join(root, 'src/server/main.ts'));
