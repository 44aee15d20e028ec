import { MOBILE_NUMBER } from '@goldline/contract/session';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneNumberFields } from '../../../components/phone-number-fields';
import { SmsCodeField } from '../../../components/sms-code-field';
import { sendSmsNoLogin } from '../api/send-sms';

export interface PhoneCodeValues {
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
}

/**
 * Phone number and SMS code for the calls made without a session: SMS login and forgot-password
 * by phone (spec section 5: the code is sent only for a valid number).
 */
export function PhoneCodeFields<T extends PhoneCodeValues>({
  form,
  purpose,
}: {
  form: UseFormReturn<T>;
  purpose: 'login' | 'forgot';
}) {
  const { t } = useTranslation('auth');
  // T has these three fields; react-hook-form's path types cannot see that through the generic.
  const { register, trigger, getValues, formState } = form as unknown as UseFormReturn<PhoneCodeValues>;
  return (
    <>
      <PhoneNumberFields
        label={t('sms.mobile')}
        required
        error={formState.errors.mobileNum?.message}
        dialProps={register('countryDialingCode')}
        mobileProps={register('mobileNum', {
          validate: (value) => MOBILE_NUMBER.test(value.trim()) || t('validation.mobile_invalid'),
        })}
      />
      <SmsCodeField
        error={formState.errors.verificationCode?.message}
        onSend={async () => {
          if (!(await trigger('mobileNum'))) return null;
          const { countryDialingCode, mobileNum } = getValues();
          return sendSmsNoLogin({ countryDialingCode, mobileNum: mobileNum.trim(), purpose });
        }}
        {...register('verificationCode', {
          validate: (value) => value.trim().length >= 4 || t('validation.code_invalid'),
        })}
      />
    </>
  );
}
