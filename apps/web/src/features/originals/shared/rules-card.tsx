import type { OriginalGame } from '@goldline/contract/originals';
import { Button, Collapse, Kbd, Skeleton, Text, Title } from '@mantine/core';
import { IconBook2, IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useGameRules } from './api/get-rules';
import classes from './originals.module.css';

/**
 * Folded on every visit, on phones and desktop alike, so the bet button and the board are in view
 * at once (issue 12); the rules are one tap away on the Rules button.
 */
export function useRulesOpen() {
  const [open, setOpen] = useState(false);
  return { open, toggle: () => setOpen((value) => !value) };
}

export function RulesToggle({ open, onToggle, game }: { open: boolean; onToggle: () => void; game: string }) {
  const { t } = useTranslation('originals');
  return (
    <Button
      variant="default"
      leftSection={<IconBook2 size={18} aria-hidden="true" />}
      rightSection={
        <IconChevronDown
          size={16}
          aria-hidden="true"
          style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
        />
      }
      aria-expanded={open}
      aria-controls={`rules-${game}`}
      aria-label={t('rules.toggle')}
      onClick={onToggle}
      className={classes.headButton}
      data-testid="rules-toggle"
    >
      {/* Icon-only on phones (originals.module.css), so the head stays one row above the game. */}
      <span className={classes.headLabel}>{t('rules.toggle')}</span>
    </Button>
  );
}

/** One fact of the rules card: its name, its value and, for the RTP, a note under it. */
function RulesFact({
  label,
  children,
  note,
  testId,
}: {
  label: string;
  children: ReactNode;
  note?: string | null;
  testId?: string;
}) {
  return (
    <div className={classes.rulesFact}>
      <Text component="dt" fz="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fw={700} m={0} data-testid={testId}>
        {children}
      </Text>
      {note && (
        <Text component="dd" fz="xs" m={0}>
          {note}
        </Text>
      )}
    </div>
  );
}

/**
 * The rules card before play: how the game works, the RTP, the maximum win and the bet limits from
 * GET /wps/originals/rules/:game, and how to play with the keyboard.
 */
export function RulesCard({ game, open }: { game: OriginalGame; open: boolean }) {
  const { t, i18n } = useTranslation('originals');
  const rules = useGameRules(game);
  const locale = languageInfo(i18n.language).locale;
  const lines = t(`games.${game}.rules`, { returnObjects: true }) as string[];
  const keys = t(`games.${game}.keys`, { returnObjects: true, defaultValue: [] }) as string[];
  return (
    <Collapse expanded={open} id={`rules-${game}`}>
      <section className={classes.rules} aria-labelledby={`rules-title-${game}`} data-testid="rules-card">
        <Title order={2} fz="h4" id={`rules-title-${game}`}>
          {t('rules.title')}
        </Title>
        {rules.isPending && <Skeleton height={64} my="sm" />}
        {rules.isError && <FormErrorText error={rules.error} />}
        {rules.data && (
          <dl className={classes.rulesGrid}>
            <RulesFact
              label={t('rules.rtp')}
              testId="rules-rtp"
              note={rules.data.jackpotRtp && t('rules.jackpotRtp', { rtp: rules.data.jackpotRtp })}
            >
              <bdi dir="ltr">{rules.data.rtp}%</bdi>
            </RulesFact>
            <RulesFact label={t('rules.maxWin')}>
              <bdi dir="ltr">{formatAmount(rules.data.maxWinMultiplier, { locale, decimals: 2 })}×</bdi>
            </RulesFact>
            <RulesFact label={t('rules.betLimits')}>
              <MoneyText amount={rules.data.minBet} /> – <MoneyText amount={rules.data.maxBet} />
            </RulesFact>
            <RulesFact label={t('rules.maxPayout')}>
              <MoneyText amount={rules.data.maxPayout} />
            </RulesFact>
          </dl>
        )}
        <ul className={classes.rulesList}>
          {lines.map((line) => (
            <li key={line}>
              <Text fz="sm">{line}</Text>
            </li>
          ))}
        </ul>
        <Title order={3} fz="sm" mt="sm" mb={4}>
          {t('rules.keyboard')}
        </Title>
        <ul className={classes.rulesList}>
          <li>
            <Text fz="sm">
              <Kbd>{t('rules.space')}</Kbd> / <Kbd>{t('rules.enter')}</Kbd> {t(`games.${game}.betKey`)}
            </Text>
          </li>
          {keys.map((line) => (
            <li key={line}>
              <Text fz="sm">{line}</Text>
            </li>
          ))}
        </ul>
      </section>
    </Collapse>
  );
}
