import { contentDisposition } from '../../../domain/content-disposition';

/** A file download: the browser saves it under its original name instead of rendering it. */
export function attachmentResponse(data: Buffer, fileName: string, mimeType: string): Response {
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': mimeType,
      'content-length': String(data.length),
      'content-disposition': contentDisposition(fileName),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Opened in a tab anyway, an uploaded file runs nothing and reaches nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
