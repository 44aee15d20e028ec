import '@mantine/core/styles/Code.css';
import { PositiveAmount } from '@goldline/contract/money';
import { type AdminRain, RainSchedule } from '@goldline/contract/rewards';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Code,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminRewards, useScheduleRain } from '../api/rewards-admin';
import { asNumber, localInputToIso, toLocalInput } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const FormValues = z.object({
  title: z.string(),
  startsAt: z.string(),
  minutes: z.string(),
  pool: z.string(),
  shares: z.string(),
});
type FormValues = z.infer<typeof FormValues>;
const { minutes, shares, pool } = RainSchedule.shape;
const FormSchema = FormValues.superRefine((v, ctx) => {
  const check = (path: keyof FormValues, ok: boolean) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: path });
  };
  check('title', v.title.trim() !== '');
  check('startsAt', localInputToIso(v.startsAt) !== null);
  check('minutes', minutes.safeParse(asNumber(v.minutes)).success);
  check('pool', pool.safeParse(v.pool.trim()).success && PositiveAmount.safeParse(v.pool.trim()).success);
  check('shares', shares.safeParse(asNumber(v.shares)).success);
});
const blank = (): FormValues => ({
  title: '',
  // A sensible first value: on the next whole hour.
  startsAt: toLocalInput(new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000).toISOString()),
  minutes: '10',
  pool: '',
  shares: '',
});

type RainState = 'SCHEDULED' | 'RUNNING' | 'ENDED';
const stateOf = (rain: AdminRain, now: number): RainState =>
  now < Date.parse(rain.startsAt) ? 'SCHEDULED' : now < Date.parse(rain.endsAt) ? 'RUNNING' : 'ENDED';
const stateColor: Record<RainState, string> = { SCHEDULED: 'blue', RUNNING: 'green', ENDED: 'gray' };

/**
 * Red-envelope rains: a pool split into a number of envelopes during a window. The split is drawn
 * and committed (its hash shown here) when the rain is scheduled, so it cannot change afterwards.
 */
export function RedEnvelopeRainsPanel() {
  const { t, i18n } = useTranslation('boLoyalty');
  const locale = languageInfo(i18n.language).locale;
  const { data, isPending, error } = useAdminRewards();
  const errorText = useErrorText();
  const schedule = useScheduleRain();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: blank(),
  });
  const submit = handleSubmit(async (v) => {
    await schedule.mutateAsync(
      RainSchedule.parse({
        title: { EN: v.title.trim() },
        startsAt: localInputToIso(v.startsAt),
        minutes: asNumber(v.minutes),
        pool: v.pool.trim(),
        shares: asNumber(v.shares),
      }),
    );
    reset(blank());
  });
  const now = Date.now();
  const errors = formState.errors;
  return (
    <Stack gap="md">
      <PanelQueryState isPending={isPending} error={error} />
      {data && data.rains.length === 0 && <Text c="dimmed">{t('rains.empty')}</Text>}
      {data && data.rains.length > 0 && (
        <Table.ScrollContainer minWidth={900}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.title')}</Table.Th>
                <Table.Th>{t('rains.window')}</Table.Th>
                <Table.Th ta="end">{t('rains.pool')}</Table.Th>
                <Table.Th ta="end">{t('rains.grabbed')}</Table.Th>
                <Table.Th>{t('form.state')}</Table.Th>
                <Table.Th>{t('rains.hash')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.rains.map((rain) => {
                const state = stateOf(rain, now);
                return (
                  <Table.Tr key={rain.id} data-testid="bo-rain-row" data-title={rain.title.EN}>
                    <Table.Td>{rain.title.EN}</Table.Td>
                    <Table.Td className="gl-tabular">
                      {formatDateTime(rain.startsAt, locale)} – {formatDateTime(rain.endsAt, locale)}
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={rain.pool} span />
                    </Table.Td>
                    <Table.Td ta="end" className="gl-tabular">
                      {t('rains.grabbedOf', { grabbed: rain.grabbed, shares: rain.shares })}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={stateColor[state]}>
                        {t(`rains.state.${state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td>
                      <Code title={rain.splitHash} dir="ltr">
                        {rain.splitHash.slice(0, 16)}…
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bo-rain-new">
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="bo-rain-new">
              {t('rains.schedule')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('rains.hint')}
            </Text>
            <TextInput
              label={t('form.titleEn')}
              required
              maxLength={200}
              data-testid="bo-rain-title"
              error={errors.title && t('form.required')}
              {...register('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label={t('rains.startsAt')}
                required
                data-testid="bo-rain-starts"
                error={errors.startsAt && t('form.required')}
                {...register('startsAt')}
              />
              <TextInput
                label={t('rains.minutes')}
                inputMode="numeric"
                dir="ltr"
                required
                error={errors.minutes && t('form.range', { min: 1, max: 1440 })}
                {...register('minutes')}
              />
              <TextInput
                label={t('rains.pool')}
                inputMode="decimal"
                dir="ltr"
                required
                data-testid="bo-rain-pool"
                error={errors.pool && t('form.amount')}
                {...register('pool')}
              />
              <TextInput
                label={t('rains.shares')}
                inputMode="numeric"
                dir="ltr"
                required
                data-testid="bo-rain-shares"
                error={errors.shares && t('form.range', { min: 1, max: 10_000 })}
                {...register('shares')}
              />
            </SimpleGrid>
            <FormError message={schedule.isError ? errorText(schedule.error) : null} />
            {schedule.isSuccess && (
              <Text size="sm" role="status">
                {t('form.saved')}
              </Text>
            )}
            <Group>
              <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-rain-save">
                {t('rains.scheduleSubmit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
