/**
 * Durations in the interface language through Intl's unit formatting ("2 weeks", "٣٠ دقيقة"), so
 * no plural strings of ours are needed for them.
 */
type Unit = 'minute' | 'hour' | 'day' | 'week' | 'month' | 'year';

export function formatUnit(value: number, unit: Unit, locale: string): string {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'unit', unit, unitDisplay: 'long' }).format(
    value,
  );
}

/** Minutes as "45 minutes" or "1 hour 30 minutes". */
export function formatMinutes(minutes: number, locale: string): string {
  if (minutes < 60) return formatUnit(minutes, 'minute', locale);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = formatUnit(hours, 'hour', locale);
  return rest === 0 ? h : `${h} ${formatUnit(rest, 'minute', locale)}`;
}

/** A time-out's days in the unit a person would say: 1 day, 1 week, 2 weeks, 30 days, 6 weeks. */
export function formatDays(days: number, locale: string): string {
  return days % 7 === 0 ? formatUnit(days / 7, 'week', locale) : formatUnit(days, 'day', locale);
}

/** A self-exclusion's months: 6 months, 1 year, 5 years. */
export function formatMonths(months: number, locale: string): string {
  return months % 12 === 0 ? formatUnit(months / 12, 'year', locale) : formatUnit(months, 'month', locale);
}
