import fs from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded and generated files live; local disk by default, S3-compatible by another implementation. */
export interface Storage {
  put(key: string, data: Buffer): Promise<void>;
  /** Stores a file from disk without reading it into memory (a large generated report). */
  putFile(key: string, filePath: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    // Keys are server-generated, but never let one escape the root.
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, data);
    },
    async putFile(key, filePath) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.copyFile(filePath, file);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch {
        return null;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}
