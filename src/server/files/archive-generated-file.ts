import { randomUUID } from 'node:crypto';
import { contentDisposition } from '../../domain/content-disposition';
import { recordAudit } from '../audit-log/record-audit';
import type { AppContext, SessionUser } from '../context';
import { generatedReports } from '../db/schema';

/** A generated file: its bytes, or (a large report written while it was read) the temp file holding them. */
export type GeneratedFile = { title: string; kind: string; fileName: string; mimeType: string } & ({ body: Buffer } | { path: string });

/**
 * Keeps a file someone generated (a guia de remessa, a report) under their 'Relatórios Gerados':
 * stored under a server key, listed on their staff page, downloadable again by them and by
 * administrators only, and audited.
 */
export async function archiveGeneratedFile(ctx: AppContext, user: SessionUser, file: GeneratedFile): Promise<number> {
  const storageKey = `reports/${randomUUID()}`;
  await ('body' in file ? ctx.storage.put(storageKey, file.body) : ctx.storage.putFile(storageKey, file.path));
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(generatedReports)
      .values({ userId: user.id, title: file.title, kind: file.kind, storageKey, fileName: file.fileName, mimeType: file.mimeType })
      .returning({ id: generatedReports.id });
    await recordAudit(tx, user, {
      action: 'generate',
      entity: 'report',
      entityId: row!.id,
      after: { title: file.title, kind: file.kind, fileName: file.fileName },
    });
    return row!.id;
  });
}

/** A file answer: downloaded (attachment) with its original name, never cached. */
export function fileResponse(body: Buffer, fileName: string, mimeType: string, disposition: 'attachment' | 'inline' = 'attachment'): Response {
  return new Response(new Uint8Array(body), {
    headers: {
      'content-type': mimeType,
      'content-disposition': contentDisposition(fileName, disposition),
      'cache-control': 'no-store',
    },
  });
}
