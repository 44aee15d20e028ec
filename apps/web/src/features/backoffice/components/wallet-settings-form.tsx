import type { WalletSettings } from '@goldline/contract/admin-wallet';
import { Button, Checkbox, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useErrorText } from '../../../lib/use-error-text';
import { useSaveWalletSettings, useWalletSettings } from '../api/wallet-settings';

interface Values {
  withdrawMin: string;
  withdrawMax: string;
  withdrawDailyCount: string;
  turnoverMultiple: string;
  autoConfirmMinutes: string;
  isSingle: boolean;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;

function SettingsForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation('backoffice');
  const errorText = useErrorText();
  const save = useSaveWalletSettings();
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: {
      withdrawMin: settings.withdrawMin,
      withdrawMax: settings.withdrawMax,
      withdrawDailyCount: String(settings.withdrawDailyCount),
      turnoverMultiple: String(settings.turnoverMultiple),
      autoConfirmMinutes: String(settings.autoConfirmMinutes),
      isSingle: settings.isSingle,
    },
  });
  const int = (min: number, max: number) => (v: string) =>
    (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max) || t('settings.intRange', { min, max });

  const submit = handleSubmit(async (v) => {
    await save.mutateAsync({
      withdrawMin: v.withdrawMin.trim(),
      withdrawMax: v.withdrawMax.trim(),
      withdrawDailyCount: Number(v.withdrawDailyCount),
      // Two decimals at most (contract multipleOf 0.01): this is a multiple, not money.
      turnoverMultiple: Number(v.turnoverMultiple),
      autoConfirmMinutes: Number(v.autoConfirmMinutes),
      isSingle: v.isSingle,
    });
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
            error={formState.errors.withdrawMin?.message}
            {...register('withdrawMin', { validate: (v) => AMOUNT.test(v.trim()) || t('settings.amount') })}
          />
          <TextInput
            label={t('settings.withdrawMax')}
            inputMode="decimal"
            dir="ltr"
            error={formState.errors.withdrawMax?.message}
            {...register('withdrawMax', { validate: (v) => AMOUNT.test(v.trim()) || t('settings.amount') })}
          />
          <TextInput
            label={t('settings.withdrawDailyCount')}
            inputMode="numeric"
            dir="ltr"
            error={formState.errors.withdrawDailyCount?.message}
            {...register('withdrawDailyCount', { validate: int(1, 1000) })}
          />
          <TextInput
            label={t('settings.turnoverMultiple')}
            description={t('settings.turnoverHint')}
            inputMode="decimal"
            dir="ltr"
            data-testid="bo-turnover"
            error={formState.errors.turnoverMultiple?.message}
            {...register('turnoverMultiple', {
              validate: (v) =>
                (/^\d{1,3}(\.\d{1,2})?$/.test(v) && Number(v) <= 100) || t('settings.multiple'),
            })}
          />
          <TextInput
            label={t('settings.autoConfirmMinutes')}
            inputMode="numeric"
            dir="ltr"
            error={formState.errors.autoConfirmMinutes?.message}
            {...register('autoConfirmMinutes', { validate: int(1, 10_080) })}
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
