import '../mantine-styles';
import type { IssueDetail } from '@goldline/contract/lottery';
import { Alert, Button, Code, Group, List, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { issueQueryOptions, useGameMenu } from '../api/lottery-api';
import { gameName } from '../utils/game-name';
import { verifyIssue } from '../utils/verify-issue';
import { DrawFull } from './draw-view';

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  const { t } = useTranslation('lottery');
  const Icon = ok ? IconCircleCheck : IconCircleX;
  return (
    <Group gap={6} wrap="nowrap" data-testid={testId} data-ok={ok}>
      <Icon
        size={20}
        color={ok ? 'var(--mantine-color-green-7)' : 'var(--mantine-color-red-7)'}
        aria-hidden="true"
      />
      <Text size="sm">
        {label}: <strong>{ok ? t('fairness.match') : t('fairness.mismatch')}</strong>
      </Text>
    </Group>
  );
}

function Verification({ detail }: { detail: IssueDetail }) {
  const { t } = useTranslation('lottery');
  const check = useQuery({
    queryKey: ['lottery', 'verify', detail.gameCode, detail.issue, detail.seed],
    queryFn: () => verifyIssue(detail),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (detail.status === 'voided') {
    return (
      <Alert color="red" variant="light">
        {t('fairness.voided', { reason: detail.voidReason ?? '' })}
      </Alert>
    );
  }
  if (detail.drawSource === 'official') {
    return (
      <Stack gap="xs">
        <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          {detail.draw ? t('fairness.official') : t('fairness.officialPending')}
        </Alert>
        {detail.draw ? <DrawFull draw={detail.draw as never} /> : null}
      </Stack>
    );
  }
  if (!detail.seed) {
    return (
      <Stack gap={4}>
        <Text size="sm">{t('fairness.notDrawn')}</Text>
        <Text size="sm">
          {t('fairness.commitment')}: <Code style={{ overflowWrap: 'anywhere' }}>{detail.commitment}</Code>
        </Text>
      </Stack>
    );
  }
  if (check.isPending) return <Text size="sm">{t('fairness.checking')}</Text>;
  if (check.isError || !check.data) return <FormErrorText error={check.error} />;
  const result = check.data;
  const ok = result.commitment && result.draw && result.chain !== false;
  return (
    <Stack gap="xs" data-testid="lottery-verification" data-ok={ok}>
      <Text size="sm">
        {t('fairness.seed')}: <Code style={{ overflowWrap: 'anywhere' }}>{detail.seed}</Code>
      </Text>
      <Text size="sm">
        {t('fairness.commitment')}: <Code style={{ overflowWrap: 'anywhere' }}>{detail.commitment}</Code>
      </Text>
      <Check ok={result.commitment} label={t('fairness.checkCommitment')} testId="check-commitment" />
      {result.chain !== null && (
        <Check ok={result.chain} label={t('fairness.checkChain')} testId="check-chain" />
      )}
      <Check ok={result.draw} label={t('fairness.checkDraw')} testId="check-draw" />
      <Text size="sm" fw={600}>
        {t('fairness.recomputed')}
      </Text>
      <DrawFull draw={result.recomputed} />
    </Stack>
  );
}

/**
 * The lottery part of /fairness: pick a game and an issue (the results and my bets link here with
 * ?lotteryGame=&issue=), and the browser recomputes the draw from the revealed seed with
 * packages/games and compares it with what was published.
 */
export function LotteryFairness() {
  const { t } = useTranslation('lottery');
  const [params, setParams] = useSearchParams();
  const menu = useGameMenu();
  const linkedGame = params.get('lotteryGame') ?? '';
  const linkedIssue = params.get('issue') ?? '';
  const [gameCode, setGameCode] = useState(linkedGame);
  const [issue, setIssue] = useState(linkedIssue);
  const valid = /^\d{8}-\d{1,5}$/.test(linkedIssue) && linkedGame !== '';
  const detail = useQuery({ ...issueQueryOptions(linkedGame, linkedIssue), enabled: valid });
  const games = (menu.data?.gameMenus ?? []).map((g) => ({ value: g.gameCode, label: gameName(t, g) }));
  const frame = useRef<HTMLDivElement>(null);
  // Arriving from a result or a bet, the lottery check is what the player came for.
  useEffect(() => {
    if (linkedGame) frame.current?.scrollIntoView({ block: 'start' });
  }, [linkedGame]);

  return (
    <div ref={frame} style={{ scrollMarginBlockStart: 80 }}>
      <SectionPanel title={t('fairness.title')} testId="lottery-fairness">
        <Stack gap="sm">
          <Text size="sm" maw={760}>
            {t('fairness.intro')}
          </Text>
          <List size="sm" spacing={2} maw={760}>
            <List.Item>{t('fairness.how1')}</List.Item>
            <List.Item>{t('fairness.how2')}</List.Item>
            <List.Item>{t('fairness.how3')}</List.Item>
          </List>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const next = new URLSearchParams(params);
              next.set('lotteryGame', gameCode);
              next.set('issue', issue.trim());
              setParams(next, { replace: true });
            }}
          >
            <Group align="flex-end" gap="sm">
              <Select
                label={t('fairness.game')}
                data={games}
                value={gameCode || null}
                onChange={(value) => setGameCode(value ?? '')}
                w={240}
                allowDeselect={false}
                data-testid="fairness-lottery-game"
              />
              <TextInput
                label={t('fairness.issue')}
                placeholder="20261126-0421"
                value={issue}
                onChange={(event) => setIssue(event.currentTarget.value)}
                dir="ltr"
                w={200}
                error={issue && !/^\d{8}-\d{1,5}$/.test(issue.trim()) ? t('fairness.issueFormat') : undefined}
                data-testid="fairness-lottery-issue"
              />
              <Button type="submit" h={44} disabled={!gameCode || !/^\d{8}-\d{1,5}$/.test(issue.trim())}>
                {t('fairness.verify')}
              </Button>
            </Group>
          </form>
          {detail.isFetching && !detail.data && <Text size="sm">{t('fairness.checking')}</Text>}
          {detail.isError && <FormErrorText error={detail.error} />}
          {detail.data && <Verification detail={detail.data} />}
        </Stack>
      </SectionPanel>
    </div>
  );
}
