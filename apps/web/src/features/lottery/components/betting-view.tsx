import type { LotteryMenuGame } from '@goldline/contract/lottery';
import { countUnits, isSelectionError, parseSelection } from '@goldline/games/lottery/index';
import type { Draw } from '@goldline/games/lottery/types';
import { Anchor, Button, Chip, Group, NativeSelect, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconArrowBack, IconDice5, IconEraser, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormErrorText } from '../../../components/form-error-text';
import { isApiError } from '../../../lib/api-error';
import { writeBalance } from '../../../lib/balance-cache';
import { betTypeName } from '../../../lib/lottery-ticket';
import { useErrorText } from '../../../lib/use-error-text';
import { LOTTERY_KEY, placeLotteryBet, useOpenedNumero } from '../api/lottery-api';
import { clockOffset, useNow } from '../hooks/use-now';
import { groupedBetTypes } from '../utils/bet-types';
import { gameName } from '../utils/game-name';
import { ltr } from '../utils/labels';
import { emptyPad, type PadRows, padCount, quickPick } from '../utils/pad';
import { newIdempotencyKey, type SlipItem } from '../utils/slip';
import { BetSlip, type ChaseState } from './bet-slip';
import { DrawBalls, DrawFull } from './draw-view';
import { ClosingNotice, IssueCountdown, phaseOf } from './issue-countdown';
import classes from './lottery.module.css';
import { MyLotteryBets } from './my-lottery-bets';
import { NumberPad } from './number-pad';
import { LotteryRulesCard } from './rules-card';

// The history and its chart (chart.js) load only when the Results tab is opened.
const ResultsHistory = lazy(() => import('./results-history').then((m) => ({ default: m.ResultsHistory })));

/** The ticket the pad describes now: its parsed selection and unit count, or why it is not one yet. */
function useTicket(game: LotteryMenuGame, betTypeCode: string, pad: PadRows) {
  return useMemo(() => {
    if (padCount(pad) === 0) return { selection: null, units: 0, problem: null };
    const parsed = parseSelection(game.family, betTypeCode, { rows: pad });
    if (isSelectionError(parsed)) return { selection: null, units: 0, problem: parsed.error };
    return { selection: parsed, units: countUnits(game.family, betTypeCode, parsed), problem: null };
  }, [game.family, betTypeCode, pad]);
}

/**
 * One game: the open issue and its countdown, the last result, the bet types and their number pad,
 * quick picks, the bet slip with chase, then results (with the trend chart), my bets and the rules.
 */
export function BettingView({
  game,
  minUnitStake,
  maxUnitStake,
  maxChase,
}: {
  game: LotteryMenuGame;
  minUnitStake: string;
  maxUnitStake: string;
  maxChase: number;
}) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const numero = useOpenedNumero(game.gameCode);
  const offset = clockOffset(numero.data?.serverTime, numero.data?.receivedAt);
  const now = useNow() + offset;
  const groups = useMemo(() => groupedBetTypes(game.family), [game.family]);
  const [betTypeCode, setBetTypeCode] = useState(() => groups[0]?.types[0]?.code ?? '');
  const def = groups.flatMap((g) => g.types).find((d) => d.code === betTypeCode);
  const [pad, setPad] = useState<PadRows>(() => (def ? emptyPad(def.pick) : []));
  const [unitStake, setUnitStake] = useState(minUnitStake);
  const [stakeTouched, setStakeTouched] = useState(false);
  const stakeRule = useAmountRule(minUnitStake, maxUnitStake);
  const stakeError = stakeRule(unitStake);
  const [items, setItems] = useState<SlipItem[]>([]);
  const [chase, setChase] = useState<ChaseState>({ issues: 1, stopOnWin: true });
  const [placing, setPlacing] = useState(false);
  const [placed, setPlaced] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const ticket = useTicket(game, betTypeCode, pad);
  // Station games (VN South/Central): the member picks which station's issue the slip buys.
  const stations = numero.data?.stations ?? [];
  const [stationIssue, setStationIssue] = useState<string | null>(null);
  const current =
    stations.find((issue) => issue.issue === stationIssue) ?? stations[0] ?? numero.data?.current ?? null;
  const { phase } = phaseOf(current, now);
  const open = phase === 'open' || phase === 'closing';

  const chooseBetType = (code: string) => {
    const next = groups.flatMap((g) => g.types).find((d) => d.code === code);
    setBetTypeCode(code);
    setPad(next ? emptyPad(next.pick) : []);
  };

  const addToSlip = () => {
    setStakeTouched(true);
    if (!ticket.selection || stakeError !== true) return;
    setItems((list) => [
      ...list,
      { id: newIdempotencyKey(), betTypeCode, selection: ticket.selection, units: ticket.units, unitStake },
    ]);
    setPlaced(null);
    if (def) setPad(emptyPad(def.pick));
  };

  const place = async () => {
    if (!current) return;
    setPlacing(true);
    setError(null);
    setPlaced(null);
    const left: SlipItem[] = [];
    let count = 0;
    for (const item of items) {
      try {
        const answer = await placeLotteryBet({
          gameCode: game.gameCode,
          issue: current.issue,
          betTypeCode: item.betTypeCode,
          selection: item.selection,
          unitStake: item.unitStake,
          ...(chase.issues > 1 && !current.station
            ? { chase: { issues: chase.issues, stopOnWin: chase.stopOnWin } }
            : {}),
          idempotencyKey: item.id,
        });
        writeBalance(queryClient, answer.balance);
        count += 1;
      } catch (failure) {
        // A refusal the server answered gets a fresh key (the retry is a new request, e.g. on the
        // next issue); a lost answer keeps its key, so a retry can never buy the ticket twice.
        const answered = isApiError(failure) && failure.code !== 'NETWORK_ERROR';
        left.push(answered ? { ...item, id: newIdempotencyKey() } : item);
        setError(errorText(failure));
      }
    }
    setItems(left);
    setPlacing(false);
    if (count > 0) setPlaced(t('slip.placed', { n: count, issue: ltr(current.issue) }));
    void queryClient.invalidateQueries({ queryKey: [...LOTTERY_KEY, 'bets'] });
  };

  const last = numero.data?.last ?? null;
  return (
    <Stack gap="md" className={classes.shell} data-testid="betting-view" data-game={game.gameCode}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Anchor component={Link} to={game.route} size="sm">
            <Group gap={4} component="span">
              <IconArrowBack
                size={16}
                aria-hidden="true"
                style={{ transform: 'scaleX(var(--gl-flip, 1))' }}
              />
              {t('lobby.back')}
            </Group>
          </Anchor>
          <Title order={1} fz="h2">
            {gameName(t, game)}
          </Title>
          <Text size="sm" c="dimmed" data-testid="current-issue">
            {current ? t('lobby.issue', { issue: ltr(current.issue) }) : t('lobby.noOpenIssue')}
            {current?.station && ` · ${current.station}`}
          </Text>
          {numero.data?.closing && <ClosingNotice issue={numero.data.closing} offset={offset} />}
        </div>
        <div>
          {numero.isPending ? (
            <Skeleton height={48} width={220} />
          ) : (
            <IssueCountdown issue={current} offset={offset} intervalSeconds={game.intervalSeconds} />
          )}
        </div>
      </Group>
      {numero.isError && <FormErrorText error={numero.error} />}
      {stations.length > 1 && current && (
        <div className={classes.panel}>
          <Text component="span" fw={600} id="station-picker-label">
            {t('lobby.pickStation')}
          </Text>
          <Chip.Group multiple={false} value={current.issue} onChange={setStationIssue}>
            <Group
              gap="xs"
              mt={6}
              role="radiogroup"
              aria-labelledby="station-picker-label"
              data-testid="station-picker"
            >
              {stations.map((issue) => (
                <Chip key={issue.issue} value={issue.issue} size="md" data-testid={`station-${issue.issue}`}>
                  {issue.station}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </div>
      )}

      <div className={classes.panel} data-testid="last-result">
        <Group justify="space-between" gap="xs">
          <Text fw={600}>
            {last ? t('lobby.lastResult', { issue: ltr(last.issue) }) : t('lobby.noResultYet')}
            {last?.station && ` · ${last.station}`}
          </Text>
          {last?.seed && (
            <Anchor
              component={Link}
              to={`/fairness?lotteryGame=${encodeURIComponent(game.gameCode)}&issue=${encodeURIComponent(last.issue)}`}
              size="sm"
              data-testid="last-verify"
            >
              <Group gap={4} component="span">
                <IconShieldCheck size={16} aria-hidden="true" />
                {t('fairness.verifyThis')}
              </Group>
            </Anchor>
          )}
        </Group>
        {numero.isPending && <Skeleton height={40} />}
        {last?.draw ? (
          game.family.startsWith('vn') || game.family === '4d' ? (
            <>
              <DrawBalls draw={last.draw as Draw} large />
              <details>
                <summary>{t('draw.showSheet')}</summary>
                <DrawFull draw={last.draw as Draw} />
              </details>
            </>
          ) : (
            <DrawBalls draw={last.draw as Draw} large />
          )
        ) : null}
      </div>

      <div className={classes.betLayout}>
        <div className={classes.panel}>
          {groups.length === 0 ? (
            <Text c="dimmed">{t('pad.noBetTypes')}</Text>
          ) : (
            <>
              {/* On a phone the ~20 bet types as buttons would fill a screen before the pad: a select. */}
              <NativeSelect
                className={classes.betTypeSelect}
                label={t('pad.betType')}
                value={betTypeCode}
                onChange={(event) => chooseBetType(event.currentTarget.value)}
                data={groups.map((group) => ({
                  group: t(`group.${group.group}`, { defaultValue: group.group }),
                  items: group.types.map((type) => ({ value: type.code, label: betTypeName(t, type.code) })),
                }))}
                size="md"
                data-testid="bet-type-select"
              />
              <Stack gap={6} className={classes.betTypeButtons}>
                {groups.map((group) => (
                  <fieldset key={group.group} className={classes.fieldset}>
                    <Text component="legend" size="xs" c="dimmed" fw={600} mb={2} p={0}>
                      {t(`group.${group.group}`, { defaultValue: group.group })}
                    </Text>
                    <Group gap={6}>
                      {group.types.map((type) => (
                        <Button
                          key={type.code}
                          size="compact-sm"
                          h={36}
                          radius="xl"
                          variant={type.code === betTypeCode ? 'filled' : 'default'}
                          aria-pressed={type.code === betTypeCode}
                          onClick={() => chooseBetType(type.code)}
                          data-testid={`bet-type-${type.code}`}
                        >
                          {betTypeName(t, type.code)}
                        </Button>
                      ))}
                    </Group>
                  </fieldset>
                ))}
              </Stack>
              {def && <NumberPad def={def} pad={pad} onChange={setPad} />}
              <Group gap="xs">
                <Button
                  variant="light"
                  leftSection={<IconDice5 size={18} aria-hidden="true" />}
                  onClick={() => def && setPad(quickPick(def.pick))}
                  h={44}
                  data-testid="quick-pick"
                >
                  {t('pad.quickPick')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconEraser size={18} aria-hidden="true" />}
                  onClick={() => def && setPad(emptyPad(def.pick))}
                  h={44}
                >
                  {t('pad.clear')}
                </Button>
              </Group>
              <Text size="sm" aria-live="polite" data-testid="ticket-units">
                {ticket.problem
                  ? t(`pad.problem.${ticket.problem}`)
                  : ticket.units > 0
                    ? t('pad.units', { n: ticket.units })
                    : t('pad.pickHint')}
              </Text>
              <Group align="flex-end" gap="sm">
                <AmountField
                  label={t('pad.unitStake')}
                  minAmount={minUnitStake}
                  maxAmount={maxUnitStake}
                  value={unitStake}
                  onChange={(event) => setUnitStake(event.currentTarget.value)}
                  onBlur={() => setStakeTouched(true)}
                  error={stakeTouched && stakeError !== true ? stakeError : undefined}
                  w={180}
                  data-testid="unit-stake"
                />
                <Button
                  h={44}
                  leftSection={<IconPlus size={18} aria-hidden="true" />}
                  onClick={addToSlip}
                  disabled={!ticket.selection}
                  data-testid="add-to-slip"
                >
                  {t('pad.addToSlip')}
                </Button>
              </Group>
            </>
          )}
        </div>
        <div className={classes.panel}>
          <BetSlip
            game={game}
            items={items}
            onRemove={(id) => setItems((list) => list.filter((item) => item.id !== id))}
            chase={chase}
            onChase={setChase}
            maxChase={current?.station ? 1 : maxChase}
            onPlace={() => void place()}
            placing={placing}
            canPlace={open}
            placed={placed}
            error={error}
          />
          {!open && current && (
            <Text size="sm" c="dimmed">
              {t('slip.waitNext')}
            </Text>
          )}
        </div>
      </div>

      <Tabs defaultValue="bets" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="bets" h={44} data-testid="tab-bets">
            {t('tabs.myBets')}
          </Tabs.Tab>
          <Tabs.Tab value="results" h={44} data-testid="tab-results">
            {t('tabs.results')}
          </Tabs.Tab>
          <Tabs.Tab value="rules" h={44} data-testid="tab-rules">
            {t('tabs.rules')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bets" pt="md">
          <MyLotteryBets gameCode={game.gameCode} family={game.family} />
        </Tabs.Panel>
        <Tabs.Panel value="results" pt="md">
          <Suspense fallback={<Skeleton height={220} />}>
            <ResultsHistory game={game} />
          </Suspense>
        </Tabs.Panel>
        <Tabs.Panel value="rules" pt="md">
          {betTypeCode && <LotteryRulesCard game={game} betTypeCode={betTypeCode} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
