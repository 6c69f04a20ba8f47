/** A file download: the browser saves it under its original name instead of rendering it. */
export function attachmentResponse(data: Buffer, fileName: string, mimeType: string): Response {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return new Response(new Uint8Array(data), {
    headers: {
      'content-type': mimeType,
      'content-length': String(data.length),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      // Opened in a tab anyway, an uploaded file runs nothing and reaches nothing.
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}
