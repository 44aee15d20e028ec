import type { BetTypeDef, PickRow } from '@goldline/games/lottery/types';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rowName } from '../utils/labels';
import {
  isTyped,
  type PadRows,
  parseTyped,
  presetValues,
  type RowPreset,
  rowSize,
  rowValues,
  toggle,
  valueText,
} from '../utils/pad';
import classes from './lottery.module.css';

const PRESETS: RowPreset[] = ['all', 'big', 'small', 'odd', 'even', 'clear'];

function TypedRow({
  row,
  label,
  onValues,
}: {
  row: PickRow;
  label: string;
  onValues: (values: number[]) => void;
}) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const [bad, setBad] = useState<string[]>([]);
  const width = row.values.kind === 'range' ? row.values.width : 2;
  return (
    <TextInput
      label={label}
      description={t('pad.typedHint', { width })}
      value={text}
      inputMode="numeric"
      dir="ltr"
      error={bad.length > 0 ? t('pad.typedBad', { values: bad.join(' ') }) : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        const parsed = parseTyped(row, next);
        setBad(parsed.bad);
        onValues(parsed.values);
      }}
      data-testid="pad-typed"
    />
  );
}

/**
 * The number pad of a bet type, drawn from its pick rule (packages/games): one row per position or
 * group, a toggle button per value (aria-pressed), shortcuts for numeric rows, and a typed field for
 * rows too long to tap (000–999). Every button is a real button, so Tab, Enter and Space work and a
 * screen reader hears "7, pressed".
 */
export function NumberPad({
  def,
  pad,
  onChange,
}: {
  def: BetTypeDef;
  pad: PadRows;
  onChange: (pad: PadRows) => void;
}) {
  const { t } = useTranslation('lottery');
  const id = useId();
  return (
    <div className={classes.padRow} data-testid="number-pad" key={def.code}>
      {def.pick.rows.map((row, index) => {
        const picked = pad[index] ?? [];
        const label = rowName(t, row.key);
        if (isTyped(row)) {
          return (
            <TypedRow
              key={`${def.code}-${row.key}`}
              row={row}
              label={label}
              onValues={(values) => onChange(pad.map((r, i) => (i === index ? values : r)))}
            />
          );
        }
        const full = picked.length >= row.maxPicks;
        const numeric = row.values.kind === 'range' && rowSize(row) <= 20 && row.maxPicks >= rowSize(row) / 2;
        return (
          <div key={`${def.code}-${row.key}`} className={classes.padRow}>
            <Group justify="space-between" gap="xs">
              <Text component="span" fw={600} size="sm" id={`${id}-${index}`}>
                {label}
              </Text>
              {numeric && (
                <Group gap={4}>
                  {PRESETS.map((preset) => (
                    <Button
                      key={preset}
                      size="compact-xs"
                      variant="subtle"
                      onClick={() =>
                        onChange(pad.map((r, i) => (i === index ? presetValues(row, preset) : r)))
                      }
                      aria-label={t('pad.presetOf', { preset: t(`pad.${preset}`), row: label })}
                    >
                      {t(`pad.${preset}`)}
                    </Button>
                  ))}
                </Group>
              )}
            </Group>
            <fieldset className={classes.padButtons} aria-labelledby={`${id}-${index}`}>
              {rowValues(row).map((value) => {
                const pressed = picked.includes(value);
                const text =
                  row.values.kind === 'options'
                    ? t(`option.${value}`, { defaultValue: String(value) })
                    : valueText(row, value);
                return (
                  <button
                    key={String(value)}
                    type="button"
                    className={classes.padButton}
                    aria-pressed={pressed}
                    disabled={!pressed && full}
                    onClick={() => onChange(toggle(pad, index, row, value))}
                    data-testid={`pad-${index}-${value}`}
                  >
                    {row.values.kind === 'range' ? <bdi dir="ltr">{text}</bdi> : text}
                  </button>
                );
              })}
            </fieldset>
          </div>
        );
      })}
    </div>
  );
}
