/** Document types a staff record accepts, recognised by their first bytes, never by name or header. */
const SIGNATURES: { mime: string; test: (b: Buffer) => boolean }[] = [
  { mime: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { mime: 'image/png', test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { mime: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

export function sniffDocumentType(data: Buffer): string | null {
  return SIGNATURES.find((s) => s.test(data))?.mime ?? null;
}

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

// Bidirectional overrides and isolates turn 'relatório\u202Efdp.exe' into what reads as
// 'relatórioexe.pdf' in a list (issue 26); a file name never needs them.
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/**
 * The name offered on download: the original one without any path, control or bidirectional
 * characters, with the extension of what the file really is (sniffed), whatever the name said.
 */
export function safeFileName(original: string, mime: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const cleaned = [...base.replace(BIDI_CONTROLS, '')]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch.charCodeAt(0) !== 0x7f && ch !== '"')
    .join('')
    .trim()
    .slice(0, 150);
  const ext = EXTENSIONS[mime] ?? 'bin';
  const stem = cleaned.replace(/\.[A-Za-z0-9]{1,5}$/, '').trim();
  return `${stem || 'documento'}.${ext}`;
}
