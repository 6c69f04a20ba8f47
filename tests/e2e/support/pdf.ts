import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Download } from 'playwright-core';

/**
 * A downloaded PDF: checked to be one, its text extracted (pdftotext), and its first page drawn
 * as a PNG — under screenshots/ for a person to look at, or a temp dir when screenshots are off.
 */
export async function readDownloadedPdf(download: Download, pictureName: string): Promise<{ text: string; picture: string }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-e2e-')), 'file.pdf');
  await download.saveAs(file);
  return readPdfFile(file, download.suggestedFilename(), pictureName);
}

/** The same for a PDF fetched as bytes (a link that opens it in a new tab rather than downloading it). */
export function readPdfBytes(bytes: Buffer, label: string, pictureName: string): { text: string; picture: string } {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-e2e-')), 'file.pdf');
  fs.writeFileSync(file, bytes);
  return readPdfFile(file, label, pictureName);
}

function readPdfFile(file: string, label: string, pictureName: string): { text: string; picture: string } {
  if (fs.readFileSync(file).subarray(0, 5).toString() !== '%PDF-') throw new Error(`${label} is not a PDF`);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const shots = path.resolve(import.meta.dirname, '../../../screenshots');
  const picture = process.env.E2E_SCREENSHOTS === '0' ? path.join(path.dirname(file), 'page') : path.join(shots, pictureName);
  fs.mkdirSync(path.dirname(picture), { recursive: true });
  execFileSync('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', '-singlefile', file, picture]);
  return { text, picture: `${picture}.png` };
}
