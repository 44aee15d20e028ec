import { GameType } from '@goldline/contract/games';
import { Percent } from '@goldline/contract/promotions';
import { RebatePeriod, RebateSettings } from '@goldline/contract/rebate';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useRebateSettings, useSaveRebateSettings } from '../api/referral-rebate-admin';
import { asNumber } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const FormValues = z.object({
  period: RebatePeriod,
  minClaim: z.string(),
  lookbackDays: z.string(),
  rates: z.record(z.string(), z.string()),
});
type FormValues = z.infer<typeof FormValues>;
const FormSchema = FormValues.superRefine((v, ctx) => {
  const fail = (path: string[]) => ctx.addIssue({ code: 'custom', path, message: path.join('.') });
  if (
    !RebateSettings.shape.minClaim.safeParse(v.minClaim.trim()).success ||
    v.minClaim.trim().startsWith('-')
  )
    fail(['minClaim']);
  if (!RebateSettings.shape.lookbackDays.safeParse(asNumber(v.lookbackDays)).success) fail(['lookbackDays']);
  for (const [type, value] of Object.entries(v.rates))
    if (value.trim() !== '' && !Percent.safeParse(asNumber(value)).success) fail(['rates', type]);
});

const toValues = (s: RebateSettings): FormValues => ({
  period: s.period,
  minClaim: s.minClaim,
  lookbackDays: String(s.lookbackDays),
  rates: Object.fromEntries(
    GameType.options.map((type) => [type, s.rates[type] === undefined ? '' : String(s.rates[type])]),
  ),
});

/** Manual rebate: percent of valid bet per game type (blank: none), the claim period, minimum and look-back. */
export function RebateRatesPanel() {
  const { data, isPending, error } = useRebateSettings();
  if (!data) return <PanelQueryState isPending={isPending} error={error} />;
  // Keyed on the saved settings, so the form starts from what the server holds.
  return <RebateRatesForm key={JSON.stringify(data)} settings={data} />;
}

function RebateRatesForm({ settings }: { settings: RebateSettings }) {
  const { t } = useTranslation(['boLoyalty', 'games']);
  const errorText = useErrorText();
  const save = useSaveRebateSettings();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: toValues(settings),
  });
  const submit = handleSubmit(async (v) => {
    const rates: Partial<Record<GameType, number>> = {};
    for (const type of GameType.options) {
      const value = v.rates[type]?.trim();
      if (value) rates[type] = asNumber(value);
    }
    await save.mutateAsync(
      RebateSettings.parse({
        period: v.period,
        minClaim: v.minClaim.trim(),
        lookbackDays: asNumber(v.lookbackDays),
        rates,
      }),
    );
  });
  const rateErrors = (formState.errors.rates ?? {}) as Record<string, unknown>;
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={900}>
          <NativeSelect
            label={t('boLoyalty:rebate.period')}
            data={RebatePeriod.options.map((value) => ({
              value,
              label: t(`boLoyalty:rebate.periods.${value}`),
            }))}
            {...register('period')}
          />
          <TextInput
            label={t('boLoyalty:rebate.minClaim')}
            inputMode="decimal"
            dir="ltr"
            required
            error={formState.errors.minClaim && t('boLoyalty:form.amountOrZero')}
            {...register('minClaim')}
          />
          <TextInput
            label={t('boLoyalty:rebate.lookbackDays')}
            inputMode="numeric"
            dir="ltr"
            required
            error={formState.errors.lookbackDays && t('boLoyalty:form.range', { min: 1, max: 90 })}
            {...register('lookbackDays')}
          />
        </SimpleGrid>
        <Title order={2} fz="h5">
          {t('boLoyalty:rebate.rates')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('boLoyalty:rebate.ratesHint')}
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="xs">
          {GameType.options.map((type) => (
            <TextInput
              key={type}
              label={t(`games:category.${type}`)}
              inputMode="decimal"
              dir="ltr"
              rightSection="%"
              data-testid={`bo-rebate-rate-${type}`}
              error={rateErrors[type] ? t('boLoyalty:form.range', { min: 0, max: 1000 }) : undefined}
              {...register(`rates.${type}`)}
            />
          ))}
        </SimpleGrid>
        <FormError message={save.isError ? errorText(save.error) : null} />
        {save.isSuccess && (
          <Text size="sm" role="status">
            {t('boLoyalty:form.saved')}
          </Text>
        )}
        <Group>
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-rebate-save">
            {t('boLoyalty:form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
