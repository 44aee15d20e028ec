/** 9637 basis points of a percent -> "96.37" (exact, no float). */
export function rtpOf(bps: number | null): string | null {
  if (bps === null) return null;
  return `${Math.floor(bps / 100)}.${String(bps % 100).padStart(2, '0')}`;
}
