/** Decodes a contract ProofImage data URL (already checked for type and 5 MB by the schema). */
export function decodeDataUrl(dataUrl: string): { mime: string; data: Buffer } {
  const m = /^data:image\/(png|jpeg|jpg);base64,(.*)$/s.exec(dataUrl);
  if (!m) throw new RangeError('not an image data URL');
  return { mime: m[1] === 'png' ? 'image/png' : 'image/jpeg', data: Buffer.from(m[2]!, 'base64') };
}
