/** Dates in the interface language, Gregorian calendar and Latin digits (reference/ecosystem.md 5). */
export function formatDateTime(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(`${locale}-u-ca-gregory-nu-latn`, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}
