import { PositiveAmount } from '@goldline/contract/money';
import { type AdminRaffle, RaffleUpsert } from '@goldline/contract/rewards';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminRewards, useCreateRaffle } from '../api/rewards-admin';
import { amountList, localInputToIso, toLocalInput } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const FormValues = z.object({
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  depositPerTicket: z.string(),
  betPerTicket: z.string(),
  prizes: z.string(),
});
type FormValues = z.infer<typeof FormValues>;
const perTicket = (v: string) => PositiveAmount.safeParse(v.trim()).success;
const FormSchema = FormValues.superRefine((v, ctx) => {
  const check = (path: keyof FormValues, ok: boolean) => {
    if (!ok) ctx.addIssue({ code: 'custom', path: [path], message: path });
  };
  check('title', v.title.trim() !== '');
  const start = localInputToIso(v.startsAt);
  const end = localInputToIso(v.endsAt);
  check('startsAt', start !== null);
  check('endsAt', end !== null && (start === null || end > start));
  check('depositPerTicket', perTicket(v.depositPerTicket));
  check('betPerTicket', perTicket(v.betPerTicket));
  const prizes = amountList(v.prizes);
  check(
    'prizes',
    prizes.length > 0 && prizes.length <= 100 && prizes.every((p) => PositiveAmount.safeParse(p).success),
  );
});
const DAY_MS = 86_400_000;
const blank = (): FormValues => ({
  title: '',
  startsAt: toLocalInput(new Date().toISOString()),
  endsAt: toLocalInput(new Date(Date.now() + 7 * DAY_MS).toISOString()),
  depositPerTicket: '100.00',
  betPerTicket: '500.00',
  prizes: '',
});

type RaffleState = 'UPCOMING' | 'OPEN' | 'WAITING' | 'DRAWN';
const stateOf = (r: AdminRaffle, now: number): RaffleState =>
  r.drawnAt
    ? 'DRAWN'
    : now < Date.parse(r.startsAt)
      ? 'UPCOMING'
      : now < Date.parse(r.endsAt)
        ? 'OPEN'
        : 'WAITING';
const stateColor: Record<RaffleState, string> = {
  UPCOMING: 'blue',
  OPEN: 'green',
  WAITING: 'yellow',
  DRAWN: 'gray',
};

/** Raffles: tickets earned by deposits and valid bet, drawn by a job after the end with a committed seed. */
export function RafflesAdminPanel() {
  const { t, i18n } = useTranslation('boLoyalty');
  const locale = languageInfo(i18n.language).locale;
  const { data, isPending, error } = useAdminRewards();
  const errorText = useErrorText();
  const create = useCreateRaffle();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: blank(),
  });
  const submit = handleSubmit(async (v) => {
    await create.mutateAsync(
      RaffleUpsert.parse({
        title: { EN: v.title.trim() },
        startsAt: localInputToIso(v.startsAt),
        endsAt: localInputToIso(v.endsAt),
        depositPerTicket: v.depositPerTicket.trim(),
        betPerTicket: v.betPerTicket.trim(),
        prizes: amountList(v.prizes),
      }),
    );
    reset(blank());
  });
  const now = Date.now();
  const errors = formState.errors;
  const money = (label: string, name: 'depositPerTicket' | 'betPerTicket') => (
    <TextInput
      label={label}
      inputMode="decimal"
      dir="ltr"
      required
      error={errors[name] && t('form.amount')}
      {...register(name)}
    />
  );
  return (
    <Stack gap="md">
      <PanelQueryState isPending={isPending} error={error} />
      {data && data.raffles.length === 0 && <Text c="dimmed">{t('raffles.empty')}</Text>}
      {data && data.raffles.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('form.title')}</Table.Th>
                <Table.Th>{t('raffles.window')}</Table.Th>
                <Table.Th ta="end">{t('raffles.depositPerTicket')}</Table.Th>
                <Table.Th ta="end">{t('raffles.betPerTicket')}</Table.Th>
                <Table.Th ta="end">{t('raffles.prizes')}</Table.Th>
                <Table.Th ta="end">{t('raffles.entries')}</Table.Th>
                <Table.Th>{t('form.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.raffles.map((r) => {
                const state = stateOf(r, now);
                return (
                  <Table.Tr key={r.id} data-testid="bo-raffle-row">
                    <Table.Td>{r.title.EN}</Table.Td>
                    <Table.Td className="gl-tabular">
                      {formatDateTime(r.startsAt, locale)} – {formatDateTime(r.endsAt, locale)}
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={r.depositPerTicket} span />
                    </Table.Td>
                    <Table.Td ta="end">
                      <MoneyText amount={r.betPerTicket} span />
                    </Table.Td>
                    <Table.Td ta="end" className="gl-tabular">
                      {r.prizes.length}
                    </Table.Td>
                    <Table.Td ta="end" className="gl-tabular">
                      {r.entries}
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={stateColor[state]}>
                        {r.drawnAt
                          ? t('raffles.drawnOn', { date: formatDateTime(r.drawnAt, locale) })
                          : t(`raffles.state.${state}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bo-raffle-new">
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="bo-raffle-new">
              {t('raffles.new')}
            </Title>
            <TextInput
              label={t('form.titleEn')}
              required
              maxLength={200}
              error={errors.title && t('form.required')}
              {...register('title')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
              <TextInput
                type="datetime-local"
                label={t('raffles.startsAt')}
                required
                error={errors.startsAt && t('form.required')}
                {...register('startsAt')}
              />
              <TextInput
                type="datetime-local"
                label={t('raffles.endsAt')}
                required
                error={errors.endsAt && t('form.endBeforeStart')}
                {...register('endsAt')}
              />
              {money(t('raffles.depositPerTicket'), 'depositPerTicket')}
              {money(t('raffles.betPerTicket'), 'betPerTicket')}
            </SimpleGrid>
            <TextInput
              label={t('raffles.prizes')}
              description={t('leaderboards.prizesHint')}
              required
              dir="ltr"
              inputMode="decimal"
              error={errors.prizes && t('form.prizes')}
              {...register('prizes')}
            />
            <FormError message={create.isError ? errorText(create.error) : null} />
            {create.isSuccess && (
              <Text size="sm" role="status">
                {t('form.saved')}
              </Text>
            )}
            <Group>
              <Button type="submit" h={44} loading={formState.isSubmitting}>
                {t('form.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
