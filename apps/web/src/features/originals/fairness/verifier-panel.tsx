import type { RoundRecall } from '@goldline/contract/originals';
import { PLINKO_MAX_ROWS, PLINKO_MIN_ROWS, PLINKO_RISKS, type PlinkoRisk } from '@goldline/games/plinko';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Progress,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/section-panel';
import type { VerifierInput } from './verifier-input';
import { Check, SeedResult } from './verifier-result';
import {
  type CrashVerification,
  type SeedGame,
  type SeedVerification,
  sameAsRecall,
  verifyChainToTerminal,
  verifyCrashRound,
  verifySeedRound,
} from './verify';

type Outcome =
  | { kind: 'seed'; game: string; verified: SeedVerification }
  | { kind: 'crash'; verified: CrashVerification }
  | { kind: 'error' };

const GAMES: VerifierInput['game'][] = ['dice', 'limbo', 'plinko', 'mines', 'slot', 'crash'];
const ROWS = Array.from({ length: PLINKO_MAX_ROWS - PLINKO_MIN_ROWS + 1 }, (_, i) =>
  String(PLINKO_MIN_ROWS + i),
);
const MINES = Array.from({ length: 24 }, (_, i) => String(i + 1));

function seedGame(input: VerifierInput): SeedGame {
  switch (input.game) {
    case 'dice':
      return { game: 'dice', target: Number(input.diceTarget), direction: input.diceDirection };
    case 'limbo':
      return { game: 'limbo', target: input.limboTarget };
    case 'plinko':
      return { game: 'plinko', rows: Number(input.plinkoRows), risk: input.plinkoRisk };
    case 'mines':
      return { game: 'mines', mines: Number(input.mines) };
    default:
      return { game: 'slot' };
  }
}

/**
 * The verifier form: choose the game, paste the seeds (or come here from a round, a revealed pair or
 * a crash round and find them filled in), and the browser recomputes the result with packages/games.
 * For a recalled round it also says whether the result equals the server's record.
 */
export function VerifierPanel({
  input,
  onChange,
  recall,
  expectedCrashPoint,
  autoRun,
}: {
  input: VerifierInput;
  onChange: (input: VerifierInput) => void;
  recall: RoundRecall | null;
  /** The crash point the page that linked here showed (crash history), to compare with. */
  expectedCrashPoint: string | null;
  /** Bumped by the page when it fills the form: verify at once. */
  autoRun: number;
}) {
  const { t } = useTranslation('originals');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [chain, setChain] = useState<{ done: number; ok: boolean | null } | null>(null);
  const chainAbort = useRef<AbortController | null>(null);
  const set = <K extends keyof VerifierInput>(key: K, value: VerifierInput[K]) => {
    onChange({ ...input, [key]: value });
    setOutcome(null);
  };
  const crash = input.game === 'crash';
  const ready = crash
    ? Boolean(input.gameHash.trim() && input.salt.trim())
    : Boolean(input.serverSeed.trim() && input.clientSeed.trim());

  const verify = async (current: VerifierInput) => {
    setBusy(true);
    setChain(null);
    chainAbort.current?.abort();
    try {
      if (current.game === 'crash') {
        const verified = await verifyCrashRound(
          current.gameHash,
          current.salt,
          current.previousHash.trim() || null,
        );
        setOutcome({ kind: 'crash', verified });
      } else {
        const verified = await verifySeedRound(
          {
            serverSeed: current.serverSeed.trim(),
            clientSeed: current.clientSeed.trim(),
            nonce: Number(current.nonce),
          },
          seedGame(current),
        );
        setOutcome({ kind: 'seed', game: current.game, verified });
      }
    } catch {
      setOutcome({ kind: 'error' });
    } finally {
      setBusy(false);
    }
  };

  // The page filled the form from a round or a link: verify straight away.
  const latest = useRef({ input, verify });
  latest.current = { input, verify };
  useEffect(() => {
    if (autoRun > 0) void latest.current.verify(latest.current.input);
  }, [autoRun]);
  useEffect(() => () => chainAbort.current?.abort(), []);

  const checkChain = async () => {
    const controller = new AbortController();
    chainAbort.current?.abort();
    chainAbort.current = controller;
    const total = Number(input.gameNumber);
    setChain({ done: 0, ok: null });
    try {
      const ok = await verifyChainToTerminal(
        input.gameHash,
        total,
        input.terminalHash,
        (done) => setChain({ done, ok: null }),
        controller.signal,
      );
      setChain({ done: total, ok });
    } catch {
      setChain(null);
    }
  };

  const recallMatches =
    outcome?.kind === 'seed' && recall && recall.game === outcome.game
      ? sameAsRecall(outcome.verified, recall.result)
      : null;
  const hashMatches =
    outcome?.kind === 'seed' && recall?.serverSeedHash
      ? outcome.verified.serverSeedHash === recall.serverSeedHash
      : null;
  const recalledPoint =
    recall?.game === 'crash' && typeof recall.result.crashPoint === 'string'
      ? recall.result.crashPoint
      : expectedCrashPoint;

  return (
    <SectionPanel title={t('fairness.verifierTitle')} testId="fairness-verifier">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) void verify(input);
        }}
      >
        <Stack gap="sm">
          <NativeSelect
            label={t('fairness.game')}
            value={input.game}
            onChange={(event) => set('game', event.currentTarget.value as VerifierInput['game'])}
            data={GAMES.map((game) => ({ value: game, label: t(`games.${game}.name`) }))}
            data-testid="verify-game"
          />
          {crash ? (
            <>
              <TextInput
                label={t('fairness.gameHash')}
                value={input.gameHash}
                onChange={(e) => set('gameHash', e.currentTarget.value)}
                dir="ltr"
                data-testid="verify-game-hash"
              />
              <TextInput
                label={t('fairness.salt')}
                description={t('fairness.saltHint')}
                value={input.salt}
                onChange={(e) => set('salt', e.currentTarget.value)}
                dir="ltr"
                data-testid="verify-salt"
              />
              <TextInput
                label={t('fairness.previousHash')}
                description={t('fairness.optional')}
                value={input.previousHash}
                onChange={(e) => set('previousHash', e.currentTarget.value)}
                dir="ltr"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('fairness.gameNumber')}
                  description={t('fairness.optional')}
                  value={input.gameNumber}
                  onChange={(e) => set('gameNumber', e.currentTarget.value)}
                  inputMode="numeric"
                  dir="ltr"
                />
                <TextInput
                  label={t('fairness.terminalHash')}
                  description={t('fairness.optional')}
                  value={input.terminalHash}
                  onChange={(e) => set('terminalHash', e.currentTarget.value)}
                  dir="ltr"
                />
              </SimpleGrid>
            </>
          ) : (
            <>
              <TextInput
                label={t('fairness.serverSeed')}
                description={t('fairness.serverSeedHint')}
                value={input.serverSeed}
                onChange={(e) => set('serverSeed', e.currentTarget.value)}
                dir="ltr"
                autoComplete="off"
                data-testid="verify-server-seed"
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('fairness.clientSeed')}
                  value={input.clientSeed}
                  onChange={(e) => set('clientSeed', e.currentTarget.value)}
                  dir="ltr"
                  autoComplete="off"
                  data-testid="verify-client-seed"
                />
                <NumberInput
                  label={t('fairness.nonce')}
                  value={input.nonce}
                  onChange={(value) => set('nonce', value)}
                  min={0}
                  allowDecimal={false}
                  allowNegative={false}
                  dir="ltr"
                  data-testid="verify-nonce"
                />
              </SimpleGrid>
              {input.game === 'dice' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NumberInput
                    label={t('fairness.diceTarget')}
                    value={input.diceTarget}
                    onChange={(value) => set('diceTarget', value)}
                    min={0.01}
                    max={99.99}
                    decimalScale={2}
                    dir="ltr"
                  />
                  <div>
                    <Text size="sm" fw={500} mb={4} id="verify-direction-label">
                      {t('dice.direction')}
                    </Text>
                    <SegmentedControl
                      fullWidth
                      aria-labelledby="verify-direction-label"
                      value={input.diceDirection}
                      onChange={(value) => set('diceDirection', value as 'under' | 'over')}
                      data={[
                        { value: 'under', label: t('dice.under') },
                        { value: 'over', label: t('dice.over') },
                      ]}
                    />
                  </div>
                </SimpleGrid>
              )}
              {input.game === 'limbo' && (
                <TextInput
                  label={t('limbo.target')}
                  value={input.limboTarget}
                  onChange={(e) => set('limboTarget', e.currentTarget.value)}
                  inputMode="decimal"
                  dir="ltr"
                />
              )}
              {input.game === 'plinko' && (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <NativeSelect
                    label={t('plinko.rows')}
                    value={input.plinkoRows}
                    onChange={(e) => set('plinkoRows', e.currentTarget.value)}
                    data={ROWS}
                  />
                  <NativeSelect
                    label={t('plinko.risk')}
                    value={input.plinkoRisk}
                    onChange={(e) => set('plinkoRisk', e.currentTarget.value as PlinkoRisk)}
                    data={PLINKO_RISKS.map((risk) => ({ value: risk, label: t(`plinko.risks.${risk}`) }))}
                  />
                </SimpleGrid>
              )}
              {input.game === 'mines' && (
                <NativeSelect
                  label={t('mines.count')}
                  value={input.mines}
                  onChange={(e) => set('mines', e.currentTarget.value)}
                  data={MINES}
                />
              )}
            </>
          )}
          <Group>
            <Button
              type="submit"
              disabled={!ready}
              loading={busy}
              leftSection={<IconShieldCheck size={18} aria-hidden="true" />}
              data-testid="verify-run"
            >
              {t('fairness.verify')}
            </Button>
          </Group>
        </Stack>
      </form>

      <div role="status" aria-live="polite" style={{ marginBlockStart: 16 }}>
        {outcome?.kind === 'error' && (
          <Alert color="red" variant="light">
            {t('fairness.verifyError')}
          </Alert>
        )}
        {outcome?.kind === 'seed' && (
          <Stack gap="sm">
            <SeedResult game={outcome.game} verified={outcome.verified} />
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }} dir="ltr">
              sha256(server seed) = {outcome.verified.serverSeedHash}
            </Text>
            {hashMatches !== null && (
              <Check ok={hashMatches} testId="verify-hash-match">
                {hashMatches ? t('fairness.hashMatches') : t('fairness.hashDiffers')}
              </Check>
            )}
            {recallMatches !== null && (
              <Check ok={recallMatches} testId="verify-match">
                {recallMatches ? t('fairness.sameAsServer') : t('fairness.differsFromServer')}
              </Check>
            )}
          </Stack>
        )}
        {outcome?.kind === 'crash' && (
          <Stack gap="sm" data-testid="verify-result">
            <Text fw={700} data-testid="verify-value">
              {t('fairness.crashResult', { point: outcome.verified.crashPoint })}
            </Text>
            {recalledPoint && (
              <Check ok={recalledPoint === outcome.verified.crashPoint} testId="verify-match">
                {recalledPoint === outcome.verified.crashPoint
                  ? t('fairness.sameAsServer')
                  : t('fairness.differsFromServer')}
              </Check>
            )}
            {outcome.verified.followsPrevious !== null && (
              <Check ok={outcome.verified.followsPrevious} testId="verify-chain-link">
                {outcome.verified.followsPrevious ? t('fairness.linkOk') : t('fairness.linkBroken')}
              </Check>
            )}
            <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }} dir="ltr">
              {t('fairness.previousMustBe')} {outcome.verified.previousHash}
            </Text>
            {input.gameNumber && input.terminalHash && (
              <Stack gap={6}>
                <Group>
                  <Button
                    variant="default"
                    onClick={() => void checkChain()}
                    disabled={chain !== null && chain.ok === null}
                    data-testid="verify-terminal"
                  >
                    {t('fairness.checkTerminal', { count: Number(input.gameNumber) })}
                  </Button>
                </Group>
                {chain && (
                  <>
                    <Progress
                      value={(chain.done / Math.max(1, Number(input.gameNumber))) * 100}
                      aria-label={t('fairness.chainProgress')}
                    />
                    {chain.ok !== null && (
                      <Check ok={chain.ok} testId="verify-terminal-result">
                        {chain.ok ? t('fairness.terminalOk') : t('fairness.terminalBroken')}
                      </Check>
                    )}
                  </>
                )}
              </Stack>
            )}
          </Stack>
        )}
      </div>
    </SectionPanel>
  );
}
