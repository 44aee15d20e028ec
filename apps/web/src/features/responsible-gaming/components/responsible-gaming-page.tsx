import {
  REALITY_CHECK_MINUTES,
  type RgLimitKind,
  type RgMoneyLimit,
  type RgOverview,
  type RgPeriod,
  SESSION_LIMIT_MINUTES,
} from '@goldline/contract/responsible-gaming';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconCircleCheck, IconEqual } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AmountField, useAmountRule } from '../../../components/amount-field';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import {
  useRgOverview,
  useSetLimit,
  useSetRealityCheck,
  useSetSessionLimit,
} from '../api/responsible-gaming';
import { formatMinutes } from './durations';
import { TakeABreak } from './take-a-break';

const KINDS: RgLimitKind[] = ['DEPOSIT', 'LOSS', 'WAGER'];
const PERIODS: RgPeriod[] = ['DAY', 'WEEK', 'MONTH'];

function useLocale() {
  const { i18n } = useTranslation();
  return languageInfo(i18n.language).locale;
}

/** One net figure; the arrow and the sign say up or down, not the colour alone. */
function NetFigure({ label, amount }: { label: string; amount: string }) {
  const { t } = useTranslation('rg');
  const down = amount.startsWith('-');
  const even = /^-?0+(\.0+)?$/.test(amount);
  const Icon = even ? IconEqual : down ? IconArrowDownRight : IconArrowUpRight;
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Icon size={18} aria-hidden="true" />
        <MoneyText amount={amount} signed symbol fw={700} fz="lg" />
      </Group>
      <Text size="xs" c="dimmed">
        {t(even ? 'net.even' : down ? 'net.down' : 'net.up')}
      </Text>
    </Paper>
  );
}

function NetPosition({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation('rg');
  const n = overview.netPosition;
  return (
    <SectionPanel title={t('net.title')} testId="rg-net">
      <Text size="sm" c="dimmed" mb="sm">
        {t('net.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <NetFigure label={t('net.day')} amount={n.day} />
        <NetFigure label={t('net.week')} amount={n.week} />
        <NetFigure label={t('net.month')} amount={n.month} />
      </SimpleGrid>
    </SectionPanel>
  );
}

function LimitCard({ limit }: { limit: RgMoneyLimit }) {
  const { t } = useTranslation('rg');
  const locale = useLocale();
  const money = (amount: string) => <MoneyText amount={amount} symbol span fw={700} />;
  return (
    <Paper withBorder p="sm" radius="md" data-testid={`rg-limit-${limit.kind}-${limit.period}`}>
      <Text fw={700}>
        {t('limitName', { kind: t(`kind.${limit.kind}`), period: t(`period.${limit.period}`) })}
      </Text>
      <Text size="sm">
        {t('limits.used')} {money(limit.used)} / {money(limit.amount)}
      </Text>
      <Text size="sm" c="dimmed">
        {t('limits.resets', { time: formatDateTime(limit.resetsAt, locale) })}
      </Text>
      {limit.pending && (
        <Text size="sm" data-testid="rg-limit-pending">
          {limit.pending.amount === null ? (
            t('limits.pendingRemoval', { time: formatDateTime(limit.pending.effectiveAt, locale) })
          ) : (
            <>
              {t('limits.pendingRaise', { time: formatDateTime(limit.pending.effectiveAt, locale) })}{' '}
              {money(limit.pending.amount)}
            </>
          )}
        </Text>
      )}
    </Paper>
  );
}

/** Set, lower, raise or remove one limit; the server decides what waits for the cool-off. */
function LimitForm() {
  const { t } = useTranslation('rg');
  const errorText = useErrorText();
  const amountRule = useAmountRule();
  const save = useSetLimit();
  const [saved, setSaved] = useState<'now' | 'pending' | null>(null);
  const [kind, setKind] = useState<RgLimitKind>('DEPOSIT');
  const [period, setPeriod] = useState<RgPeriod>('DAY');
  const { register, handleSubmit, formState } = useForm({ defaultValues: { amount: '' } });

  const send = async (amount: string | null) => {
    setSaved(null);
    const overview = await save.mutateAsync({ kind, period, amount });
    const limit = overview.limits.find((l) => l.kind === kind && l.period === period);
    setSaved(limit?.pending ? 'pending' : 'now');
  };
  const submit = handleSubmit(({ amount }) => send(amount.trim()));

  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('limits.kindLabel')}
            data={KINDS.map((k) => ({ value: k, label: t(`kind.${k}`) }))}
            value={kind}
            onChange={(v) => v && setKind(v as RgLimitKind)}
            allowDeselect={false}
            data-testid="rg-limit-kind"
          />
          <Select
            label={t('limits.periodLabel')}
            data={PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
            value={period}
            onChange={(v) => v && setPeriod(v as RgPeriod)}
            allowDeselect={false}
            data-testid="rg-limit-period"
          />
        </SimpleGrid>
        <AmountField
          data-testid="rg-limit-amount"
          error={formState.errors.amount?.message}
          {...register('amount', { validate: amountRule })}
        />
        <FormError message={save.isError ? errorText(save.error) : null} />
        {saved && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
          >
            {t(saved === 'pending' ? 'limits.savedPending' : 'limits.saved')}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="rg-limit-save">
            {t('limits.save')}
          </Button>
          <Button
            variant="default"
            h={44}
            loading={save.isPending && !formState.isSubmitting}
            onClick={() => void send(null).catch(() => undefined)}
            data-testid="rg-limit-remove"
          >
            {t('limits.remove')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function Limits({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation('rg');
  return (
    <SectionPanel title={t('limits.title')} testId="rg-limits">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('limits.intro', { zone: overview.timeZone })}
        </Text>
        {overview.limits.length === 0 ? (
          <Text size="sm">{t('limits.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {overview.limits.map((l) => (
              <LimitCard key={`${l.kind}-${l.period}`} limit={l} />
            ))}
          </SimpleGrid>
        )}
        <LimitForm />
      </Stack>
    </SectionPanel>
  );
}

/** A choice of minutes saved with its own button: the session time limit or the reality check. */
function MinutesSetting({
  label,
  help,
  options,
  offLabel,
  value,
  pending,
  onSave,
  testId,
}: {
  label: string;
  help: string;
  options: readonly number[];
  offLabel: string;
  value: number;
  pending?: string | null;
  onSave: (minutes: number) => Promise<unknown>;
  testId: string;
}) {
  const { t } = useTranslation('rg');
  const locale = useLocale();
  const errorText = useErrorText();
  const [choice, setChoice] = useState(String(value));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const data = [0, ...options.filter((m) => m > 0)].map((m) => ({
    value: String(m),
    label: m === 0 ? offLabel : formatMinutes(m, locale),
  }));
  return (
    <Stack gap={6}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Select
          label={label}
          description={help}
          data={data}
          value={choice}
          onChange={(v) => v && setChoice(v)}
          allowDeselect={false}
          style={{ flex: '1 1 220px' }}
          data-testid={testId}
        />
        <Button
          h={44}
          variant="light"
          loading={busy}
          data-testid={`${testId}-save`}
          onClick={() => {
            setBusy(true);
            setError(null);
            onSave(Number(choice))
              .catch(setError)
              .finally(() => setBusy(false));
          }}
        >
          {t('save')}
        </Button>
      </Group>
      {pending && (
        <Text size="sm" data-testid={`${testId}-pending`}>
          {pending}
        </Text>
      )}
      <FormError message={error ? errorText(error) : null} />
    </Stack>
  );
}

function SessionSettings({ overview }: { overview: RgOverview }) {
  const { t } = useTranslation('rg');
  const locale = useLocale();
  const sessionLimit = useSetSessionLimit();
  const realityCheck = useSetRealityCheck();
  const pending = overview.sessionLimit?.pending;
  return (
    <SectionPanel title={t('session.title')} testId="rg-session">
      <Stack gap="md">
        <MinutesSetting
          label={t('session.limitLabel')}
          help={t('session.limitHelp')}
          options={SESSION_LIMIT_MINUTES}
          offLabel={t('session.none')}
          value={overview.sessionLimit?.minutes ?? 0}
          pending={
            pending
              ? t('session.pending', {
                  value:
                    pending.minutes === null ? t('session.none') : formatMinutes(pending.minutes, locale),
                  time: formatDateTime(pending.effectiveAt, locale),
                })
              : null
          }
          onSave={(m) => sessionLimit.mutateAsync(m === 0 ? null : m)}
          testId="rg-session-limit"
        />
        <MinutesSetting
          label={t('session.realityLabel')}
          help={t('session.realityHelp')}
          options={REALITY_CHECK_MINUTES}
          offLabel={t('session.off')}
          value={overview.realityCheckMinutes}
          onSave={(m) => realityCheck.mutateAsync(m)}
          testId="rg-reality"
        />
      </Stack>
    </SectionPanel>
  );
}

/**
 * Member centre "responsibleGaming" (issue 17; decision 107): net position, money limits with
 * their pending raises, the session time limit and reality check, time-out and self-exclusion.
 */
export function ResponsibleGamingPage() {
  const { t } = useTranslation('rg');
  const overview = useRgOverview();
  const o = overview.data;
  return (
    <Stack gap="md" data-testid="rg-page">
      <Text size="sm" c="dimmed">
        {t('intro')}
      </Text>
      {overview.isPending && <Skeleton height={240} />}
      {overview.isError && <FormErrorText error={overview.error} />}
      {o && (
        <>
          <NetPosition overview={o} />
          <Limits overview={o} />
          <SessionSettings overview={o} />
          <TakeABreak />
        </>
      )}
    </Stack>
  );
}
