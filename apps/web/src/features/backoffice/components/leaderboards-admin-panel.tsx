import { LeaderboardUpsert, MissionPeriod } from '@goldline/contract/missions';
import { PositiveAmount } from '@goldline/contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
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
import { useAdminMissions, useCreateLeaderboard } from '../api/missions-admin';
import { amountList } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const FormValues = z.object({
  title: z.string(),
  period: MissionPeriod,
  prizes: z.string(),
  enabled: z.boolean(),
});
type FormValues = z.infer<typeof FormValues>;
const FormSchema = FormValues.superRefine((v, ctx) => {
  if (v.title.trim() === '') ctx.addIssue({ code: 'custom', path: ['title'], message: 'title' });
  const prizes = amountList(v.prizes);
  if (prizes.length === 0 || prizes.length > 100 || prizes.some((p) => !PositiveAmount.safeParse(p).success))
    ctx.addIssue({ code: 'custom', path: ['prizes'], message: 'prizes' });
});
const blank: FormValues = { title: '', period: 'WEEKLY', prizes: '', enabled: true };

/** Leaderboards by valid bet per day or week, with the prize of each rank (paid by a job at the period end). */
export function LeaderboardsAdminPanel() {
  const { t, i18n } = useTranslation(['boLoyalty', 'missions']);
  const locale = languageInfo(i18n.language).locale;
  const { data, isPending, error } = useAdminMissions();
  const errorText = useErrorText();
  const create = useCreateLeaderboard();
  const { register, handleSubmit, formState, reset } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: blank,
  });
  const submit = handleSubmit(async (v) => {
    await create.mutateAsync(
      LeaderboardUpsert.parse({
        title: { EN: v.title.trim() },
        period: v.period,
        prizes: amountList(v.prizes),
        enabled: v.enabled,
      }),
    );
    reset(blank);
  });
  return (
    <Stack gap="md">
      <PanelQueryState isPending={isPending} error={error} />
      {data && data.leaderboards.length === 0 && <Text c="dimmed">{t('boLoyalty:leaderboards.empty')}</Text>}
      {data && data.leaderboards.length > 0 && (
        <Table.ScrollContainer minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boLoyalty:form.title')}</Table.Th>
                <Table.Th>{t('boLoyalty:form.period')}</Table.Th>
                <Table.Th>{t('boLoyalty:leaderboards.prizes')}</Table.Th>
                <Table.Th>{t('boLoyalty:leaderboards.startsAt')}</Table.Th>
                <Table.Th>{t('boLoyalty:form.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.leaderboards.map((b) => (
                <Table.Tr key={b.id} data-testid="bo-leaderboard-row">
                  <Table.Td>{b.title.EN}</Table.Td>
                  <Table.Td>{t(`missions:period.${b.period}`)}</Table.Td>
                  <Table.Td>
                    <Group gap={6}>
                      {b.prizes.map((p, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the position is the rank, fixed per board
                        <Text key={i} size="sm" span>
                          {t('boLoyalty:leaderboards.rank', { rank: i + 1 })} <MoneyText amount={p} span />
                        </Text>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td className="gl-tabular">{formatDateTime(b.startsAt, locale)}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={b.enabled ? 'green' : 'gray'}>
                      {t(b.enabled ? 'boLoyalty:form.on' : 'boLoyalty:form.off')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bo-leaderboard-new">
        <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
          <Stack gap="sm">
            <Title order={2} fz="h4" id="bo-leaderboard-new">
              {t('boLoyalty:leaderboards.new')}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput
                label={t('boLoyalty:form.titleEn')}
                required
                maxLength={200}
                error={formState.errors.title && t('boLoyalty:form.required')}
                {...register('title')}
              />
              <NativeSelect
                label={t('boLoyalty:form.period')}
                data={MissionPeriod.options.map((value) => ({ value, label: t(`missions:period.${value}`) }))}
                {...register('period')}
              />
            </SimpleGrid>
            <TextInput
              label={t('boLoyalty:leaderboards.prizes')}
              description={t('boLoyalty:leaderboards.prizesHint')}
              required
              dir="ltr"
              inputMode="decimal"
              error={formState.errors.prizes && t('boLoyalty:form.prizes')}
              {...register('prizes')}
            />
            <Checkbox label={t('boLoyalty:form.enabled')} {...register('enabled')} />
            <FormError message={create.isError ? errorText(create.error) : null} />
            {create.isSuccess && (
              <Text size="sm" role="status">
                {t('boLoyalty:form.saved')}
              </Text>
            )}
            <Group>
              <Button type="submit" h={44} loading={formState.isSubmitting}>
                {t('boLoyalty:form.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
