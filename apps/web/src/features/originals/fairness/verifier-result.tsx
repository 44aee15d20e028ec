import { Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SlotSymbol } from '../slot/slot-symbols';
import type { SeedVerification } from './verify';

/** A check said in words with an icon (never colour alone). */
export function Check({ ok, children, testId }: { ok: boolean; children: ReactNode; testId?: string }) {
  const Icon = ok ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={6} wrap="nowrap" align="flex-start" data-testid={testId} data-ok={ok}>
      <Icon
        size={20}
        aria-hidden="true"
        style={{
          flex: 'none',
          color: ok ? 'var(--mantine-color-green-text)' : 'var(--mantine-color-red-text)',
        }}
      />
      <Text size="sm" fw={600}>
        {children}
      </Text>
    </Group>
  );
}

function MinesBoard({ mines }: { mines: number[] }) {
  const { t } = useTranslation('originals');
  return (
    <div
      role="img"
      aria-label={t('fairness.minesAt', { tiles: mines.map((m) => m + 1).join(', ') })}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(5, 28px)', gap: 4 }}
    >
      {Array.from({ length: 25 }, (_, tile) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: tiles are fixed positions
          key={tile}
          style={{
            blockSize: 28,
            borderRadius: 6,
            background: mines.includes(tile) ? '#e5484d' : 'var(--gl-surface-2)',
            border: '1px solid var(--gl-border)',
          }}
        />
      ))}
    </div>
  );
}

function SlotWindows({ spins }: { spins: { window: string[][] }[] }) {
  const { t } = useTranslation('originals');
  return (
    <Group gap="sm" wrap="wrap">
      {spins.map((spin, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: spins are in play order
          key={i}
          role="img"
          aria-label={t('fairness.slotSpin', {
            n: i,
            symbols: spin.window.map((reel) => reel.join(' ')).join(' / '),
          })}
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(5, 26px)',
            gap: 2,
            padding: 4,
            borderRadius: 6,
            background: '#0f1a33',
          }}
        >
          {[0, 1, 2].flatMap((row) =>
            spin.window.map((reel, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are fixed positions
              <span key={`${r}:${row}`} style={{ blockSize: 26 }}>
                <SlotSymbol name={reel[row] ?? ''} />
              </span>
            )),
          )}
        </div>
      ))}
    </Group>
  );
}

/** What the browser computed for a seed game, in words and a small picture where it helps. */
export function SeedResult({ game, verified }: { game: string; verified: SeedVerification }) {
  const { t } = useTranslation('originals');
  const r = verified.result;
  return (
    <Stack gap="xs" data-testid="verify-result">
      {game === 'dice' && (
        <Text fw={700} data-testid="verify-value">
          {t('fairness.diceResult', { roll: (r.roll as number).toFixed(2) })}
        </Text>
      )}
      {game === 'limbo' && (
        <Text fw={700} data-testid="verify-value">
          {t('fairness.limboResult', { result: r.result as string })}
        </Text>
      )}
      {game === 'plinko' && (
        <Text fw={700} data-testid="verify-value">
          {t('fairness.plinkoResult', {
            bucket: r.bucket as number,
            path: (r.path as number[]).map((d) => (d ? 'R' : 'L')).join(' '),
          })}
        </Text>
      )}
      {game === 'mines' && (
        <>
          <Text fw={700} data-testid="verify-value">
            {t('fairness.minesResult', { tiles: (r.minePositions as number[]).map((m) => m + 1).join(', ') })}
          </Text>
          <MinesBoard mines={r.minePositions as number[]} />
        </>
      )}
      {game === 'slot' && (
        <>
          <Text fw={700} data-testid="verify-value">
            {t('fairness.slotResult', { free: r.freeSpins as number, units: r.winUnits as number })}
          </Text>
          <SlotWindows spins={r.spins as { window: string[][] }[]} />
        </>
      )}
      {verified.win !== null && verified.multiplier !== null && (
        <Text size="sm">
          {verified.win
            ? t('fairness.outcomeWin', { multiplier: verified.multiplier })
            : t('fairness.outcomeLoss')}
        </Text>
      )}
    </Stack>
  );
}
