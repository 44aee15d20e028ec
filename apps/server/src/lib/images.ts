import { crc32 } from 'node:zlib';
import { validationFailed } from './app-error.ts';

/** A proof image is at most this many pixels wide and high (a phone photo is ~4,000 x 3,000). */
export const MAX_IMAGE_SIDE = 10_000;

export interface ImageInfo {
  mime: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** PNG colour type -> the bit depths it allows (PNG spec 11.2.2, IHDR). */
const PNG_DEPTHS: Record<number, number[]> = {
  0: [1, 2, 4, 8, 16],
  2: [8, 16],
  3: [1, 2, 4, 8],
  4: [8, 16],
  6: [8, 16],
};

const sane = (side: number) => side >= 1 && side <= MAX_IMAGE_SIDE;

/**
 * PNG: the signature, then the IHDR chunk (length 13, its CRC right, a known colour type and bit
 * depth, compression/filter 0, interlace 0 or 1). Only the header is read, not the pixel data.
 */
function png(b: Buffer): ImageInfo | null {
  if (b.length < 33 || !b.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (b.readUInt32BE(8) !== 13 || b.toString('latin1', 12, 16) !== 'IHDR') return null;
  if (crc32(b.subarray(12, 29)) !== b.readUInt32BE(29)) return null;
  const width = b.readUInt32BE(16);
  const height = b.readUInt32BE(20);
  const [depth, colour, compression, filter, interlace] = b.subarray(24, 29);
  if (!PNG_DEPTHS[colour!]?.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1)
    return null;
  return sane(width) && sane(height) ? { mime: 'image/png', width, height } : null;
}

/**
 * JPEG: SOI, then the marker segments walked by their lengths up to the first SOFn frame header,
 * which holds the height and width. SOS or EOI before any frame, or a length past the end: null.
 */
function jpeg(b: Buffer): ImageInfo | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let at = 2;
  while (at < b.length) {
    if (b[at] !== 0xff) return null;
    while (b[at] === 0xff) at++; // fill bytes before a marker
    const marker = b[at++];
    if (marker === undefined) return null;
    // Standalone markers (TEM, RSTn) carry no length.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) continue;
    if (marker === 0xd8 || marker === 0xd9 || marker === 0xda || marker === 0x00) return null;
    if (at + 2 > b.length) return null;
    const length = b.readUInt16BE(at);
    if (length < 2 || at + length > b.length) return null;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (length < 8) return null;
      const height = b.readUInt16BE(at + 3);
      const width = b.readUInt16BE(at + 5);
      return sane(width) && sane(height) ? { mime: 'image/jpeg', width, height } : null;
    }
    at += length;
  }
  return null;
}

/** What the bytes are, by their magic numbers and header, whatever anyone claimed; null if not a usable PNG or JPEG. */
export function sniffImage(data: Buffer): ImageInfo | null {
  return png(data) ?? jpeg(data);
}

/**
 * Decodes a contract ProofImage data URL (already checked for a png/jpeg type and 5 MB by the
 * schema) and checks its bytes: a PNG or JPEG with a readable header and 1..MAX_IMAGE_SIDE pixels
 * per side. The mime is the one the bytes show (a JPEG sent as image/png is stored as image/jpeg).
 * Anything else is VALIDATION_FAILED with `field` (the request field the image came in) 'invalid'.
 */
export function decodeProofImage(dataUrl: string, field: string): { mime: ImageInfo['mime']; data: Buffer } {
  const m = /^data:image\/(?:png|jpeg|jpg);base64,(.*)$/s.exec(dataUrl);
  const data = m ? Buffer.from(m[1]!, 'base64') : null;
  const info = data ? sniffImage(data) : null;
  if (!data || !info) throw validationFailed({ [field]: 'invalid' });
  return { mime: info.mime, data };
}
