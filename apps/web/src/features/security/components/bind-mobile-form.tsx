import { BindMobileRequest } from '@goldline/contract/security';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PhoneNumberFields } from '../../../components/phone-number-fields';
import { SmsCodeField } from '../../../components/sms-code-field';
import { isApiError } from '../../../lib/api-error';
import { useDialCode } from '../../../lib/market-context';
import { useErrorText } from '../../../lib/use-error-text';
import { bindMobile, sendBindSms } from '../api/bind-mobile';
import { SECURITY_KEY } from '../api/get-security';

/** Bind (or replace) the mobile number: SMS code first, then the bind call. */
export function BindMobileForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const dialCode = useDialCode();
  const { register, handleSubmit, formState, trigger, getValues, setError, setFocus } = useForm({
    resolver: zodResolver(BindMobileRequest),
    defaultValues: { countryDialingCode: dialCode, mobileNum: '', verificationCode: '' },
  });
  const { errors } = formState;
  // The contract's issues in the form's words; a refused code (setError below) keeps the server's.
  const codeError = errors.verificationCode;
  const codeText = codeError?.type === 'server' ? codeError.message : codeError && t('security.codeInvalid');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await bindMobile(values);
      await queryClient.invalidateQueries({ queryKey: SECURITY_KEY });
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      onDone();
    } catch (error) {
      if (isApiError(error) && error.code === 'SMS_CODE_INVALID') {
        setError('verificationCode', { type: 'server', message: errorText(error) });
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
          mobileProps={register('mobileNum')}
          label={t('security.mobile')}
          required
          error={errors.mobileNum || errors.countryDialingCode ? t('security.mobileInvalid') : undefined}
        />
        <SmsCodeField
          error={codeText}
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
          {...register('verificationCode')}
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
