/** Text-box values as the back-office forms read them (react-hook-form keeps strings). */

/** A text box read as a number; blank is not a number, so a required figure fails its rule. */
export const asNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

/** ISO -> the value of <input type="datetime-local"> in the operator's own time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (operator's time zone) -> ISO, or null when it is not a date. */
export function localInputToIso(value: string): string | null {
  const time = new Date(value).getTime();
  return value.trim() === '' || Number.isNaN(time) ? null : new Date(time).toISOString();
}

/** "100.00, 50, 25.5" -> ["100.00", "50", "25.5"] (blanks dropped). */
export const amountList = (value: string) =>
  value
    .split(/[,，،\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
