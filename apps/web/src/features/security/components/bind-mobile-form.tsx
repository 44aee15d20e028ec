import { MOBILE_NUMBER } from '@goldline/contract/session';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PhoneNumberFields } from '../../../components/phone-number-fields';
import { SmsCodeField } from '../../../components/sms-code-field';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { bindMobile, sendBindSms } from '../api/bind-mobile';
import { SECURITY_KEY } from '../api/get-security';

/** Bind (or replace) the mobile number: SMS code first, then the bind call. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, trigger, getValues, setError, setFocus } = useForm({
    defaultValues: { countryDialingCode: '+95', mobileNum: '', verificationCode: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await bindMobile({ ...values, verificationCode: values.verificationCode.trim() });
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'SMS_CODE_INVALID') {
        setError('verificationCode', { message: errorText(error) });
        setFocus('verificationCode');
        return;
      }
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="bind-mobile-form">
      <Stack gap="sm">
        <PhoneNumberFields
          dialProps={register('countryDialingCode')}
          mobileProps={register('mobileNum', {
            validate: (v) => MOBILE_NUMBER.test(v) || t('security.mobileInvalid'),
          })}
          label={t('security.mobile')}
          required
          error={formState.errors.mobileNum?.message}
        />
        <SmsCodeField
          error={formState.errors.verificationCode?.message}
          data-testid="bind-mobile-code"
          onSend={async () => {
            if (!(await trigger('mobileNum'))) {
              setFocus('mobileNum');
              return null;
            }
            return sendBindSms({
              countryDialingCode: getValues('countryDialingCode'),
              mobileNo: getValues('mobileNum'),
            });
          }}
          {...register('verificationCode', {
            validate: (v) => v.trim().length >= 4 || t('security.codeInvalid'),
          })}
        />
        <FormError message={formError} />
        <Alert variant="light" color="gray" p="xs">
          {t('security.outboxHint')}
        </Alert>
        <Button type="submit" loading={formState.isSubmitting} h={44} data-testid="bind-mobile-submit">
          {t('security.bindMobile')}
        </Button>
      </Stack>
    </form>
  );
}
