import {
  type RgAdminView,
  type RgExcludedMember,
  RgMemberLookupQuery,
} from '@goldline/contract/responsible-gaming';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconClockPause, IconLock } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { ListPager } from '../../../components/list-pager';
import { StatusBadge } from '../../../components/status-badge';
import { MoneyCell, NumTh } from '../../../components/table-cells';
import { TableSkeleton } from '../../../components/table-skeleton';
import { isApiError } from '../../../lib/api-error';
import { useCurrency } from '../../../lib/currency-context';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useExcludedMembers, useFindRgMember, useRgMemberView } from '../api/safety-admin';

interface Chosen {
  memberId: string;
  username: string;
}

/**
 * Responsible gaming, read-only (decision 114): the members on a break now, and one member's limits,
 * session limit, reality check and break, found by username. Breaks can't be lifted early
 * (decision 107), so there is no button for it, only the note saying so.
 */
export function RgLookupPanel() {
  const { t } = useTranslation('boSafety');
  const [chosen, setChosen] = useState<Chosen | null>(null);
  return (
    <Stack gap="lg">
      <Alert variant="light" icon={<IconLock size={20} aria-hidden="true" />} title={t('rg.lockedTitle')}>
        {t('rg.locked')}
      </Alert>
      <MemberSearch onFound={setChosen} />
      {chosen && <MemberView chosen={chosen} />}
      <ExcludedMembers onOpen={setChosen} />
    </Stack>
  );
}

type SearchValues = z.input<typeof RgMemberLookupQuery>;

function MemberSearch({ onFound }: { onFound: (m: Chosen) => void }) {
  const { t } = useTranslation('boSafety');
  const errorText = useErrorText();
  const find = useFindRgMember();
  const { register, handleSubmit, formState } = useForm<SearchValues>({
    resolver: zodResolver(RgMemberLookupQuery),
    defaultValues: { username: '' },
  });
  const submit = handleSubmit(async (v) => onFound(await find.mutateAsync(v.username)));
  const failure =
    find.error && isApiError(find.error) && find.error.code === 'NOT_FOUND'
      ? t('rg.notFound')
      : find.error && errorText(find.error);
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack gap="xs" maw={520}>
        <Group align="start" wrap="nowrap" gap="xs">
          <TextInput
            label={t('rg.username')}
            autoComplete="off"
            dir="ltr"
            required
            flex={1}
            error={formState.errors.username && t('rg.usernameRequired')}
            data-testid="bo-rg-username"
            {...register('username')}
          />
          <Button type="submit" h={44} mt={25} loading={formState.isSubmitting} data-testid="bo-rg-find">
            {t('rg.find')}
          </Button>
        </Group>
        <FormError message={failure || null} />
      </Stack>
    </form>
  );
}

function MemberView({ chosen }: { chosen: Chosen }) {
  const { t, i18n } = useTranslation(['boSafety', 'rg']);
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const currency = useCurrency();
  const { data, isPending, error } = useRgMemberView(chosen.memberId);
  const when = (iso: string) => formatDateTime(iso, locale);
  return (
    <Stack gap="sm" data-testid="bo-rg-member">
      <Title order={2} fz="h4" dir="auto">
        {t('boSafety:rg.memberTitle', { username: chosen.username })}
      </Title>
      {error ? (
        <FormError message={errorText(error)} />
      ) : isPending || !data ? (
        <TableSkeleton label={t('boSafety:loading')} />
      ) : (
        <>
          <ExclusionLine view={data} when={when} />
          <Table.ScrollContainer minWidth={720}>
            <Table striped>
              <Table.Caption>{t('boSafety:rg.limitsCaption', { zone: data.timeZone })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('rg:limits.kindLabel')}</Table.Th>
                  <Table.Th>{t('rg:limits.periodLabel')}</Table.Th>
                  <NumTh>{t('boSafety:rg.amount')}</NumTh>
                  <NumTh>{t('rg:limits.used')}</NumTh>
                  <Table.Th>{t('boSafety:rg.resets')}</Table.Th>
                  <Table.Th>{t('boSafety:rg.pending')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.limits.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={6}>
                      <Text c="dimmed">{t('boSafety:rg.noLimits')}</Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {data.limits.map((l) => (
                  <Table.Tr key={`${l.kind}-${l.period}`} data-testid="bo-rg-limit">
                    <Table.Td>{t(`rg:kind.${l.kind}`)}</Table.Td>
                    <Table.Td>{t(`rg:period.${l.period}`)}</Table.Td>
                    <MoneyCell amount={l.amount} />
                    <MoneyCell amount={l.used} />
                    <Table.Td>{when(l.resetsAt)}</Table.Td>
                    <Table.Td>
                      {l.pending === null
                        ? t('boSafety:rg.noPending')
                        : l.pending.amount === null
                          ? t('boSafety:rg.pendingRemoval', { time: when(l.pending.effectiveAt) })
                          : t('boSafety:rg.pendingRaise', {
                              time: when(l.pending.effectiveAt),
                              amount: formatMoney(l.pending.amount, { ...currency, locale }),
                            })}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <SessionLines view={data} when={when} locale={locale} />
        </>
      )}
    </Stack>
  );
}

function ExclusionLine({ view, when }: { view: RgAdminView; when: (iso: string) => string }) {
  const { t } = useTranslation('boSafety');
  if (!view.exclusion) return <Text data-testid="bo-rg-exclusion">{t('rg.noBreak')}</Text>;
  return (
    <Group gap="xs" data-testid="bo-rg-exclusion">
      <StatusBadge
        look={{ color: 'yellow', Icon: IconClockPause }}
        label={t(`rg.type.${view.exclusion.type}`)}
      />
      <Text>{t('rg.until', { time: when(view.exclusion.until) })}</Text>
    </Group>
  );
}

/** Minutes in the interface language through Intl's units ("30 minutes", "٦٠ دقيقة"). */
const minutesText = (minutes: number, locale: string) =>
  new Intl.NumberFormat(`${locale}-u-nu-latn`, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(
    minutes,
  );

function SessionLines({
  view,
  when,
  locale,
}: {
  view: RgAdminView;
  when: (iso: string) => string;
  locale: string;
}) {
  const { t } = useTranslation('boSafety');
  const session = view.sessionLimit;
  const pending = session?.pending;
  return (
    <Stack gap={4}>
      <Text>
        {t('rg.sessionLimit', {
          value: session ? minutesText(session.minutes, locale) : t('rg.none'),
        })}
        {pending &&
          ` ${t('rg.sessionPending', {
            value: pending.minutes === null ? t('rg.none') : minutesText(pending.minutes, locale),
            time: when(pending.effectiveAt),
          })}`}
      </Text>
      <Text>
        {t('rg.realityCheck', {
          value: view.realityCheckMinutes === 0 ? t('rg.off') : minutesText(view.realityCheckMinutes, locale),
        })}
      </Text>
    </Stack>
  );
}

function ExcludedMembers({ onOpen }: { onOpen: (m: Chosen) => void }) {
  const { t, i18n } = useTranslation('boSafety');
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const [page, setPage] = useState(1);
  const { data, isPending, error } = useExcludedMembers(page);
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('rg.excludedTitle')}
      </Title>
      {error && <FormError message={errorText(error)} />}
      {isPending && <TableSkeleton label={t('loading')} />}
      {data && data.rows.length === 0 && <Text c="dimmed">{t('rg.noneExcluded')}</Text>}
      {data && data.rows.length > 0 && (
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{t('rg.excludedCaption', { total: data.total })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('rg.username')}</Table.Th>
                <Table.Th>{t('rg.breakType')}</Table.Th>
                <Table.Th>{t('rg.ends')}</Table.Th>
                <Table.Th>{t('rg.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rows.map((m: RgExcludedMember) => (
                <Table.Tr key={m.memberId} data-testid="bo-rg-excluded-row" data-username={m.username}>
                  <Table.Td dir="ltr">{m.username}</Table.Td>
                  <Table.Td>{t(`rg.type.${m.type}`)}</Table.Td>
                  <Table.Td data-testid="bo-rg-excluded-until">{formatDateTime(m.until, locale)}</Table.Td>
                  <Table.Td>
                    <Button
                      h={44}
                      variant="light"
                      onClick={() => onOpen({ memberId: m.memberId, username: m.username })}
                      aria-label={t('rg.openLabel', { username: m.username })}
                    >
                      {t('rg.open')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data && <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />}
    </Stack>
  );
}
