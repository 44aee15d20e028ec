/**
 * Contract rates travel as integer basis points (1 bp = 0.01 %), so a rate is never a float on the
 * wire. The form takes a percentage with at most two decimals and turns it into basis points by
 * text, not by multiplying a float (0.29 * 100 is 28.999999999999996).
 */
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

/** "12.5" -> 1250; null when the text is not a percentage with at most two decimals. */
export function percentToBps(text: string): number | null {
  const value = text.trim();
  if (!PERCENT.test(value)) return null;
  const [whole = '0', fraction = ''] = value.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1250 -> "12.5" (the shortest exact text, used to prefill the form). */
export function bpsToPercentText(bps: number): string {
  const whole = Math.trunc(bps / 100);
  const fraction = String(bps % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** 1250 -> "12.50%" in the reader's locale (Latin digits, like the money beside it). */
export function formatRate(bps: number, locale: string): string {
  return new Intl.NumberFormat(`${locale}-u-nu-latn`, {
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(bps / 10_000);
}
