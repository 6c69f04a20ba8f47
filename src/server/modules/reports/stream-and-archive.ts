import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { contentDisposition } from '../../../domain/content-disposition';
import type { AppContext, SessionUser } from '../../context';
import { archiveGeneratedFile } from '../../files/archive-generated-file';

type Meta = { title: string; kind: string; fileName: string; mimeType: string };

/**
 * A generated file sent while it is written: each chunk goes to the download and to a temp file;
 * when the last one is written the file is kept in the member's 'Relatórios Gerados' (from disk, not
 * from memory), then the download ends. A cancelled download stops the generator and keeps nothing.
 */
export function streamAndArchive(ctx: AppContext, user: SessionUser, source: AsyncIterable<Uint8Array>, meta: Meta): Response {
  const tmp = path.join(os.tmpdir(), `luz-report-${randomUUID()}`);
  const file = fs.createWriteStream(tmp);
  const chunks = source[Symbol.asyncIterator]();
  const discard = () => {
    file.destroy();
    fs.rm(tmp, { force: true }, () => undefined);
  };
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await chunks.next();
        if (next.done) {
          await new Promise<void>((resolve, reject) => file.end((err?: Error | null) => (err ? reject(err) : resolve())));
          await archiveGeneratedFile(ctx, user, { ...meta, path: tmp });
          await fs.promises.rm(tmp, { force: true });
          controller.close();
          return;
        }
        if (!file.write(next.value)) await once(file, 'drain');
        controller.enqueue(next.value);
      } catch (err) {
        discard();
        controller.error(err);
      }
    },
    async cancel() {
      discard();
      await chunks.return?.(undefined);
    },
  });
  return new Response(body, {
    headers: {
      'content-type': meta.mimeType,
      'content-disposition': contentDisposition(meta.fileName),
      'cache-control': 'no-store',
    },
  });
}
