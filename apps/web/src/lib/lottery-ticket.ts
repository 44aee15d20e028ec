import { betTypes } from '@goldline/games/lottery/index';
import type { LotteryFamily, Selection } from '@goldline/games/lottery/types';
import type { TFunction } from 'i18next';

/**
 * A lottery ticket in the player's words, shared by the lottery screens and the member centre's
 * betting record (features never import each other). Texts come from the `lottery` namespace.
 */

/**
 * Names of bet types in the player's words. Numbered families share one sentence with the number in
 * it ("Any 3", "Xiên 3"), so each language translates the idea once.
 */
export function betTypeName(t: TFunction<'lottery'>, code: string): string {
  const any = /^any(\d)$/.exec(code);
  if (any) return t('betType.anyK', { k: Number(any[1]) });
  const xien = /^xien(\d)$/.exec(code);
  if (xien) return t('betType.xien', { k: Number(xien[1]) });
  return t(`betType.${code}`, { defaultValue: code });
}

/** A short, readable form of a selection: rows joined by " | ", values by spaces. */
export function selectionText(
  selection: Selection,
  widths: readonly (number | null)[],
  optionText: (v: string) => string,
) {
  return selection.rows
    .map((row, i) =>
      row.length === 0
        ? '–'
        : row
            .map((v) => (typeof v === 'number' ? String(v).padStart(widths[i] ?? 1, '0') : optionText(v)))
            .join(' '),
    )
    .join(' | ');
}

/** A stored ticket's selection as text, numbers zero-padded to the bet type's pad widths. */
export function ticketSelectionText(
  t: TFunction<'lottery'>,
  family: LotteryFamily,
  betTypeCode: string,
  selection: unknown,
): string {
  const def = betTypes(family).find((d) => d.code === betTypeCode);
  const widths = def?.pick.rows.map((row) => (row.values.kind === 'range' ? row.values.width : null)) ?? [];
  const rows = (selection as Partial<Selection> | null)?.rows;
  if (!Array.isArray(rows)) return '';
  return selectionText({ rows } as Selection, widths, (v) => t(`option.${v}`, { defaultValue: v }));
}
