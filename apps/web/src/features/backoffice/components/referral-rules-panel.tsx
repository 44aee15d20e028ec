import { ReferralRules } from '@goldline/contract/referral';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useReferralRules, useSaveReferralRules } from '../api/referral-rebate-admin';
import { asNumber } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const AMOUNTS = ['reward', 'minDeposit', 'minTurnover', 'monthlyCap'] as const;
const FormValues = z.object({
  reward: z.string(),
  minDeposit: z.string(),
  minTurnover: z.string(),
  monthlyCap: z.string(),
  withinDays: z.string(),
});
type FormValues = z.infer<typeof FormValues>;
/** Each field against the contract's own rule. */
const FormSchema = FormValues.superRefine((v, ctx) => {
  for (const field of AMOUNTS)
    if (!ReferralRules.shape[field].safeParse(v[field].trim()).success)
      ctx.addIssue({ code: 'custom', path: [field], message: field });
  if (!ReferralRules.shape.withinDays.safeParse(asNumber(v.withinDays)).success)
    ctx.addIssue({ code: 'custom', path: ['withinDays'], message: 'withinDays' });
});

/** Refer and earn: what a referee must deposit and bet, within how long, the reward and its monthly cap. */
export function ReferralRulesPanel() {
  const { t } = useTranslation('boLoyalty');
  const { data, isPending, error } = useReferralRules();
  if (!data) return <PanelQueryState isPending={isPending} error={error} />;
  // Keyed on the saved rules, so the form starts from what the server holds.
  return <ReferralRulesForm key={JSON.stringify(data)} rules={data} intro={t('referral.intro')} />;
}

function ReferralRulesForm({ rules, intro }: { rules: ReferralRules; intro: string }) {
  const { t } = useTranslation('boLoyalty');
  const errorText = useErrorText();
  const save = useSaveReferralRules();
  const { register, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: { ...rules, withinDays: String(rules.withinDays) },
  });
  const submit = handleSubmit(async (v) => {
    await save.mutateAsync(
      ReferralRules.parse({
        reward: v.reward.trim(),
        minDeposit: v.minDeposit.trim(),
        minTurnover: v.minTurnover.trim(),
        monthlyCap: v.monthlyCap.trim(),
        withinDays: asNumber(v.withinDays),
      }),
    );
  });
  return (
    <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
      <Stack gap="sm" maw={720}>
        <Text size="sm" c="dimmed">
          {intro}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {AMOUNTS.map((field) => (
            <TextInput
              key={field}
              label={t(`referral.${field}`)}
              inputMode="decimal"
              dir="ltr"
              required
              data-testid={`bo-referral-${field}`}
              error={formState.errors[field] && t('form.amount')}
              {...register(field)}
            />
          ))}
          <TextInput
            label={t('referral.withinDays')}
            inputMode="numeric"
            dir="ltr"
            required
            error={formState.errors.withinDays && t('form.range', { min: 1, max: 365 })}
            {...register('withinDays')}
          />
        </SimpleGrid>
        <FormError message={save.isError ? errorText(save.error) : null} />
        {save.isSuccess && (
          <Text size="sm" role="status">
            {t('form.saved')}
          </Text>
        )}
        <Group>
          <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-referral-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
