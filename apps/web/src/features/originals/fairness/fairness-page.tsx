import '../shared/mantine-styles';
import type { RevealedSeed } from '@goldline/contract/originals';
import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconLock, IconLogin } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useSessionStore } from '../../../lib/session-store';
import { useRoundRecall } from './api/seeds-api';
import { RevealedSeeds } from './revealed-seeds';
import { SeedsPanel } from './seeds-panel';
import { emptyInput, inputFromCrashLink, inputFromRecall, type VerifierInput } from './verifier-input';
import { VerifierPanel } from './verifier-panel';

/**
 * The fairness page (/fairness): how the games are provably fair, the member's seeds (commit,
 * client seed, nonce, rotate), the revealed pairs, and a verifier that recomputes any round in the
 * browser. ?round=<roundId> (the betting record and the history strips link here) fills it from the
 * round's recall; ?game=crash&hash=… (the crash history) fills the crash check.
 */
export function FairnessPage() {
  const { t, i18n } = useTranslation('originals');
  const locale = languageInfo(i18n.language).locale;
  const token = useSessionStore((state) => state.token);
  const [params] = useSearchParams();
  const roundId = params.get('round');
  const recall = useRoundRecall(roundId);
  const crashLink = inputFromCrashLink(params);
  const [input, setInput] = useState<VerifierInput>(crashLink ?? emptyInput);
  const [autoRun, setAutoRun] = useState(crashLink ? 1 : 0);
  const verifierRef = useRef<HTMLDivElement>(null);

  // A recalled round fills the form; it verifies at once when its seed is already revealed.
  useEffect(() => {
    if (!recall.data) return;
    setInput(inputFromRecall(recall.data));
    const ready =
      recall.data.game === 'crash' ? Boolean(recall.data.result.gameHash) : Boolean(recall.data.serverSeed);
    if (ready) setAutoRun((n) => n + 1);
  }, [recall.data]);

  const useRevealed = (seed: RevealedSeed) => {
    setInput((current) => ({
      ...current,
      game: current.game === 'crash' ? 'dice' : current.game,
      serverSeed: seed.serverSeed,
      clientSeed: seed.clientSeed,
      nonce: Math.max(seed.firstNonce, seed.lastNonce),
    }));
    verifierRef.current?.scrollIntoView({ block: 'start' });
  };

  const secret = recall.data && recall.data.game !== 'crash' && recall.data.serverSeed === null;

  return (
    <Stack gap="lg" data-testid="fairness-page">
      <Text maw={760}>{t('fairness.intro')}</Text>
      <List size="sm" spacing={4} maw={760}>
        <List.Item>{t('fairness.how1')}</List.Item>
        <List.Item>{t('fairness.how2')}</List.Item>
        <List.Item>{t('fairness.how3')}</List.Item>
        <List.Item>{t('fairness.how4')}</List.Item>
      </List>

      {roundId && (
        <SectionPanel title={t('fairness.roundTitle', { id: roundId })} testId="fairness-round">
          {!token && <Text size="sm">{t('fairness.loginForRound')}</Text>}
          {recall.isError && <FormErrorText error={recall.error} />}
          {recall.data && (
            <Stack gap="xs">
              <Group gap="lg">
                <Text size="sm">
                  {t('fairness.roundGame')}: <strong>{t(`games.${recall.data.game}.name`)}</strong>
                </Text>
                <Text size="sm">
                  {t('fairness.roundBet')}: <MoneyText amount={recall.data.amount} fw={700} />
                </Text>
                <Text size="sm">
                  {t('fairness.roundPaid')}: <MoneyText amount={recall.data.payout} fw={700} />
                </Text>
                <Text size="sm">{formatDateTime(recall.data.time, locale)}</Text>
              </Group>
              {secret && (
                <Alert
                  color="gold"
                  variant="light"
                  icon={<IconLock size={18} aria-hidden="true" />}
                  data-testid="fairness-secret"
                >
                  {t('fairness.secretSeed')}
                </Alert>
              )}
              {recall.data.game === 'crash' && !recall.data.result.gameHash && (
                <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
                  {t('fairness.crashNotOver')}
                </Alert>
              )}
            </Stack>
          )}
        </SectionPanel>
      )}

      {token ? (
        <>
          <SeedsPanel onRevealed={() => void recall.refetch()} />
          <RevealedSeeds onUse={useRevealed} />
        </>
      ) : (
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">{t('fairness.loginForSeeds')}</Text>
            <Button
              component={Link}
              to="/login"
              size="xs"
              leftSection={<IconLogin size={16} aria-hidden="true" />}
            >
              {t('play.login')}
            </Button>
          </Group>
        </Alert>
      )}

      <div ref={verifierRef}>
        <VerifierPanel
          input={input}
          onChange={setInput}
          recall={recall.data && recall.data.roundId === roundId ? recall.data : null}
          expectedCrashPoint={crashLink && input.gameHash === crashLink.gameHash ? params.get('point') : null}
          autoRun={autoRun}
        />
      </div>
    </Stack>
  );
}
