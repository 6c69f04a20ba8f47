import { NFE_MESSAGES } from '../../../domain/nfe';
import { AppError } from '../../http/errors';

// Suppliers' systems write UTF-8 or ISO-8859-1; windows-1252 is ISO-8859-1's superset (WHATWG maps
// the 'latin1' label to it too), so every byte of such a file decodes.
const DECODERS: Record<string, string> = {
  'utf-8': 'utf-8',
  utf8: 'utf-8',
  'iso-8859-1': 'windows-1252',
  'iso8859-1': 'windows-1252',
  'iso_8859-1': 'windows-1252',
  latin1: 'windows-1252',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
};

const UTF8_BOM = [0xef, 0xbb, 0xbf];
const startsWith = (data: Buffer, bytes: number[]) => bytes.every((b, i) => data[i] === b);

/**
 * The text of an NF-e file, decoded as its XML declaration says (UTF-8 when it names none), with
 * a pt-BR 400 for any other encoding, bytes invalid in the declared one, and a DOCTYPE or ENTITY
 * declaration — refused before any parser sees it, so no entity is ever expanded.
 */
export function decodeNfeXml(data: Buffer): string {
  if (startsWith(data, [0xfe, 0xff]) || startsWith(data, [0xff, 0xfe])) throw new AppError('NFE_ENCODING', NFE_MESSAGES.encoding('UTF-16'));
  const bom = startsWith(data, UTF8_BOM);
  const body = bom ? data.subarray(3) : data;
  // Another kind of file (a PDF, a photo) is not an encoding problem.
  const first = body.findIndex((b) => b !== 0x20 && b !== 0x09 && b !== 0x0a && b !== 0x0d);
  if (body[first] !== 0x3c) throw new AppError('NFE_NOT_XML', NFE_MESSAGES.notXml);
  // The declaration is ASCII in every encoding accepted here.
  const declared = /^\s*<\?xml[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(body.subarray(0, 200).toString('latin1'))?.[1];
  const label = declared?.trim().toLowerCase() ?? 'utf-8';
  const decoder = DECODERS[label];
  if (!decoder || (bom && decoder !== 'utf-8')) throw new AppError('NFE_ENCODING', NFE_MESSAGES.encoding((declared ?? 'UTF-8').toUpperCase()));
  let xml: string;
  try {
    xml = new TextDecoder(decoder, { fatal: true }).decode(body);
  } catch {
    throw new AppError('NFE_ENCODING', NFE_MESSAGES.badBytes((declared ?? 'UTF-8').toUpperCase()));
  }
  if (/<!(DOCTYPE|ENTITY)/i.test(xml)) throw new AppError('NFE_DOCTYPE', NFE_MESSAGES.doctype);
  return xml;
}
