import { WalletSettings } from '@goldline/contract/admin-wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorText } from '../../../lib/use-error-text';
import { useSaveWalletSettings, useWalletSettings } from '../api/wallet-settings';

const { withdrawMin, withdrawMax, withdrawDailyCount, turnoverMultiple, autoConfirmMinutes } =
  WalletSettings.shape;
/** A text input read as a number, then held to the contract's rule for the field. */
const numeric = (rule: z.ZodNumber) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number)
    .pipe(rule);
/** The contract's WalletSettings over the form's text inputs. */
const FormSchema = z.object({
  withdrawMin: z.string().trim().pipe(withdrawMin),
  withdrawMax: z.string().trim().pipe(withdrawMax),
  withdrawDailyCount: numeric(withdrawDailyCount),
  // Two decimals at most (contract multipleOf 0.01): this is a multiple, not money.
  turnoverMultiple: numeric(turnoverMultiple),
  autoConfirmMinutes: numeric(autoConfirmMinutes),
  isSingle: WalletSettings.shape.isSingle,
});

function SettingsForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const save = useSaveWalletSettings();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(FormSchema),
    defaultValues: {
      withdrawMin: settings.withdrawMin,
      withdrawMax: settings.withdrawMax,
      withdrawDailyCount: String(settings.withdrawDailyCount),
      turnoverMultiple: String(settings.turnoverMultiple),
      autoConfirmMinutes: String(settings.autoConfirmMinutes),
      isSingle: settings.isSingle,
    },
  });
  const { errors } = formState;
  /** Zod issues in the form's own words, with the range the contract sets. */
  const intText = (error: FieldError | undefined, rule: z.ZodNumber) =>
    error && t('settings.intRange', { min: rule.minValue, max: rule.maxValue });

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values);
  });

  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      data-testid="bo-settings-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <TextInput
            label={t('settings.withdrawMin')}
            inputMode="decimal"
            dir="ltr"
            error={errors.withdrawMin && t('settings.amount')}
            {...register('withdrawMin')}
          />
          <TextInput
            label={t('settings.withdrawMax')}
            inputMode="decimal"
            dir="ltr"
            error={errors.withdrawMax && t('settings.amount')}
            {...register('withdrawMax')}
          />
          <TextInput
            label={t('settings.withdrawDailyCount')}
            inputMode="numeric"
            dir="ltr"
            error={intText(errors.withdrawDailyCount, withdrawDailyCount)}
            {...register('withdrawDailyCount')}
          />
          <TextInput
            label={t('settings.turnoverMultiple')}
            description={t('settings.turnoverHint')}
            inputMode="decimal"
            dir="ltr"
            data-testid="bo-turnover"
            error={errors.turnoverMultiple && t('settings.multiple')}
            {...register('turnoverMultiple')}
          />
          <TextInput
            label={t('settings.autoConfirmMinutes')}
            inputMode="numeric"
            dir="ltr"
            error={intText(errors.autoConfirmMinutes, autoConfirmMinutes)}
            {...register('autoConfirmMinutes')}
          />
        </SimpleGrid>
        <Checkbox label={t('settings.isSingle')} {...register('isSingle')} />
        <FormError message={save.isError ? errorText(save.error) : null} />
        {save.isSuccess && (
          <Text size="sm" role="status">
            ✓ {t('saved')}
          </Text>
        )}
        <Button
          type="submit"
          h={44}
          w="fit-content"
          loading={formState.isSubmitting}
          data-testid="bo-settings-save"
        >
          {t('settings.save')}
        </Button>
      </Stack>
    </form>
  );
}

/** Wallet settings: withdrawal limits, turnover multiple, receipt auto-confirm minutes, isSingle. */
export function WalletSettingsForm() {
  const { t } = useTranslation('backoffice');
  const settings = useWalletSettings();
  return (
    <SectionPanel title={t('settings.title')}>
      {settings.isPending && <Skeleton height={160} />}
      {settings.isError && <FormErrorText error={settings.error} />}
      {settings.data && <SettingsForm settings={settings.data} />}
    </SectionPanel>
  );
}
