import type { AdminIssue, IssueStatus } from '@goldline/contract/lottery';
import type { Draw } from '@goldline/games/lottery/types';
import {
  Alert,
  Badge,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useLotteryActions, useLotteryIssues } from '../api/lottery-results';
import { drawFromTiers, parseTier, tiersOf } from '../utils/lottery-draw-input';

const STATUSES: (IssueStatus | '')[] = ['closed', 'open', 'drawn', 'settled', 'voided', ''];

type Dialog =
  | { kind: 'enter'; issue: AdminIssue }
  | { kind: 'reject'; issue: AdminIssue }
  | { kind: 'void'; issue: AdminIssue }
  | null;

const tierLabel = (t: (key: string, options?: Record<string, unknown>) => string, key: string) =>
  key.startsWith('vn.')
    ? key === 'vn.0'
      ? t('vnTier.special')
      : t('vnTier.n', { n: Number(key.slice(3)) })
    : t(`fourDTier.${key}`);

function EnterResultForm({ issue, onDone }: { issue: AdminIssue; onDone: () => void }) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const { enter } = useLotteryActions();
  const specs = tiersOf(issue.family);
  const [texts, setTexts] = useState<string[]>(() => specs.map(() => ''));
  const [tried, setTried] = useState(false);
  const draw = drawFromTiers(issue.family, texts);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!draw) return;
        enter.mutate({ gameCode: issue.gameCode, issue: issue.issue, draw }, { onSuccess: onDone });
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('bo.enterHint')}</Text>
        {specs.map((spec, i) => {
          const bad = tried && parseTier(spec, texts[i] ?? '') === null;
          return (
            <TextInput
              key={spec.key}
              label={tierLabel(t as never, spec.key)}
              description={t('bo.tierRule', { n: spec.count, digits: spec.digits })}
              value={texts[i]}
              dir="ltr"
              inputMode="numeric"
              error={bad ? t('bo.tierBad', { n: spec.count, digits: spec.digits }) : undefined}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((list) => list.map((text, j) => (j === i ? value : text)));
              }}
              data-testid={`bo-tier-${i}`}
            />
          );
        })}
        {enter.isError && (
          <Alert color="red" variant="light" role="alert">
            {errorText(enter.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} h={44}>
            {t('bo.cancel')}
          </Button>
          <Button type="submit" loading={enter.isPending} h={44} data-testid="bo-enter-submit">
            {t('bo.submitResult')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ReasonForm({
  label,
  busy,
  error,
  onCancel,
  onSubmit,
  confirm,
}: {
  label: string;
  busy: boolean;
  error: unknown;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  confirm: string;
}) {
  const { t } = useTranslation('lottery');
  const errorText = useErrorText();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const empty = reason.trim().length === 0;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!empty) onSubmit(reason.trim());
      }}
    >
      <Stack gap="xs">
        <Textarea
          label={label}
          value={reason}
          maxLength={200}
          autosize
          minRows={2}
          error={tried && empty ? t('bo.reasonRequired') : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
          data-testid="bo-reason"
        />
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {errorText(error)}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} h={44}>
            {t('bo.cancel')}
          </Button>
          <Button type="submit" color="red" loading={busy} h={44} data-testid="bo-reason-submit">
            {confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function ResultCell({ issue }: { issue: AdminIssue }) {
  const { t, i18n } = useTranslation('lottery');
  const locale = languageInfo(i18n.language).locale;
  const result = issue.result;
  if (!result) return <Text size="sm">{t('bo.noResult')}</Text>;
  return (
    <Stack gap={2}>
      <Badge
        variant="light"
        color={result.status === 'approved' ? 'green' : result.status === 'rejected' ? 'red' : 'yellow'}
        style={{ textTransform: 'none' }}
      >
        {t(`bo.result.${result.status}`)}
      </Badge>
      <Text size="xs">
        {t('bo.enteredBy', { name: result.enteredBy, time: formatDateTime(result.enteredAt, locale) })}
      </Text>
      {result.decidedBy && <Text size="xs">{t('bo.decidedBy', { name: result.decidedBy })}</Text>}
      {result.status === 'pending' && (
        <details>
          <summary>
            <Text component="span" size="xs">
              {t('bo.showResult')}
            </Text>
          </summary>
          <Text size="xs" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
            {summary(result.draw as Draw)}
          </Text>
        </details>
      )}
    </Stack>
  );
}

function summary(draw: Draw): string {
  if (draw.family === 'vn-north' || draw.family === 'vn-south')
    return draw.prizes.map((tier) => tier.join(' ')).join(' | ');
  if (draw.family === '4d') {
    return [draw.first, draw.second, draw.third, draw.starter.join(' '), draw.consolation.join(' ')].join(
      ' | ',
    );
  }
  return JSON.stringify(draw);
}

/**
 * Official lottery results (issue 15): an operator types the official sheet, a different operator
 * approves it (the server refuses the same one: SECOND_OPERATOR_REQUIRED) and only then the issue
 * settles; a wrong entry is rejected and typed again; an issue can be voided, refunding every bet.
 */
export function LotteryResultsPanel() {
  const { t, i18n } = useTranslation('lottery');
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const [status, setStatus] = useState<IssueStatus | ''>('closed');
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useLotteryIssues(status, page);
  const actions = useLotteryActions();
  const close = () => {
    setDialog(null);
    actions.reject.reset();
    actions.void.reset();
  };
  const name = (issue: AdminIssue) =>
    t(`official.${issue.gameCode}`, { defaultValue: t(`family.${issue.family}`) });

  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }} data-testid="bo-lottery">
      <Group justify="space-between" mb="sm" wrap="wrap" align="flex-end">
        <Title order={2} fz="h4">
          {t('bo.title')}
        </Title>
        <NativeSelect
          label={t('bo.status')}
          value={status}
          onChange={(event) => {
            setStatus(event.currentTarget.value as IssueStatus | '');
            setPage(1);
          }}
          data={STATUSES.map((value) => ({ value, label: value ? t(`status.${value}`) : t('bo.all') }))}
          data-testid="bo-lottery-status"
        />
      </Group>
      {actions.approve.isError && (
        <Alert color="red" variant="light" role="alert" mb="sm" data-testid="bo-lottery-error">
          {errorText(actions.approve.error)}
        </Alert>
      )}
      {list.isError && <FormErrorText error={list.error} />}
      {list.isPending && <Skeleton height={200} />}
      {list.data && list.data.rows.length === 0 && <Text c="dimmed">{t('bo.empty')}</Text>}
      {list.data && list.data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table striped stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bo.game')}</Table.Th>
                <Table.Th>{t('bets.issue')}</Table.Th>
                <Table.Th>{t('bo.drawAt')}</Table.Th>
                <Table.Th>{t('bets.status')}</Table.Th>
                <Table.Th ta="end">{t('bo.bets')}</Table.Th>
                <Table.Th>{t('bo.resultColumn')}</Table.Th>
                <Table.Th>{t('bo.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.rows.map((issue) => {
                const pending = issue.result?.status === 'pending';
                const canEnter = issue.drawSource === 'official' && issue.status === 'closed' && !pending;
                const canVoid = issue.status === 'open' || issue.status === 'closed';
                return (
                  <Table.Tr key={`${issue.gameCode}-${issue.issue}`} data-testid="bo-lottery-row">
                    <Table.Td>
                      {name(issue)}
                      {issue.station && (
                        <Text size="xs" c="dimmed" data-testid="bo-lottery-station">
                          {issue.station}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <bdi dir="ltr">{issue.issue}</bdi>
                    </Table.Td>
                    <Table.Td>{formatDateTime(issue.drawAt, locale)}</Table.Td>
                    <Table.Td>{t(`status.${issue.status}`)}</Table.Td>
                    <Table.Td ta="end">
                      {issue.betCount} · <MoneyText amount={issue.stakeTotal} />
                    </Table.Td>
                    <Table.Td>
                      <ResultCell issue={issue} />
                    </Table.Td>
                    <Table.Td>
                      <Group gap={6}>
                        {canEnter && (
                          <Button size="xs" h={36} onClick={() => setDialog({ kind: 'enter', issue })}>
                            {t('bo.enter')}
                          </Button>
                        )}
                        {pending && issue.result && (
                          <>
                            <Button
                              size="xs"
                              h={36}
                              color="green"
                              loading={actions.approve.isPending}
                              onClick={() => issue.result && actions.approve.mutate(issue.result.resultId)}
                              data-testid="bo-approve"
                            >
                              {t('bo.approve')}
                            </Button>
                            <Button
                              size="xs"
                              h={36}
                              variant="default"
                              onClick={() => setDialog({ kind: 'reject', issue })}
                            >
                              {t('bo.reject')}
                            </Button>
                          </>
                        )}
                        {canVoid && (
                          <Button
                            size="xs"
                            h={36}
                            color="red"
                            variant="light"
                            onClick={() => setDialog({ kind: 'void', issue })}
                          >
                            {t('bo.void')}
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <ListPager page={page} pageSize={list.data.pageSize} total={list.data.total} onChange={setPage} />
      )}
      <Modal
        opened={dialog !== null}
        onClose={close}
        size="lg"
        title={
          dialog ? t(`bo.dialog.${dialog.kind}`, { game: name(dialog.issue), issue: dialog.issue.issue }) : ''
        }
      >
        {dialog?.kind === 'enter' && <EnterResultForm issue={dialog.issue} onDone={close} />}
        {dialog?.kind === 'reject' && dialog.issue.result && (
          <ReasonForm
            label={t('bo.rejectReason')}
            confirm={t('bo.reject')}
            busy={actions.reject.isPending}
            error={actions.reject.error}
            onCancel={close}
            onSubmit={(reason) =>
              dialog.issue.result &&
              actions.reject.mutate({ id: dialog.issue.result.resultId, reason }, { onSuccess: close })
            }
          />
        )}
        {dialog?.kind === 'void' && (
          <ReasonForm
            label={t('bo.voidReason', { bets: dialog.issue.betCount })}
            confirm={t('bo.void')}
            busy={actions.void.isPending}
            error={actions.void.error}
            onCancel={close}
            onSubmit={(reason) =>
              actions.void.mutate(
                { gameCode: dialog.issue.gameCode, issue: dialog.issue.issue, reason },
                { onSuccess: close },
              )
            }
          />
        )}
      </Modal>
    </Paper>
  );
}
