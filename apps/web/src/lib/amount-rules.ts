import { amountToMinor } from '@goldline/contract/money';

export type AmountProblem = 'required' | 'format' | 'decimals' | 'min' | 'max';

/**
 * Checks a typed amount against the currency's decimals and a [min, max] range, in integer minor
 * units (docs/architecture.md "Money": never a float). The server checks again.
 */
export function amountProblem(
  value: string,
  { min, max, decimals }: { min?: string; max?: string; decimals: number },
): AmountProblem | null {
  const text = value.trim();
  if (text === '') return 'required';
  if (!/^\d+(\.\d+)?$/.test(text)) return 'format';
  const fraction = text.split('.')[1] ?? '';
  if (fraction.length > decimals) return 'decimals';
  const minor = amountToMinor(text, decimals);
  if (minor <= 0n) return 'format';
  if (min && minor < amountToMinor(min, Math.max(decimals, (min.split('.')[1] ?? '').length))) return 'min';
  if (max && minor > amountToMinor(max, Math.max(decimals, (max.split('.')[1] ?? '').length))) return 'max';
  return null;
}
