import type { RegisterRequest, RegisterResponse } from '@goldline/contract/member';
import {
  ageOn,
  BIRTHDAY_MINIMUM_AGE,
  type FieldRule,
  type RegistrationField,
  type RegistrationRules,
} from '@goldline/contract/registration-rules';
import { Anchor, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { PhoneNumberFields } from '../../../components/phone-number-fields';
import { SmsCodeField } from '../../../components/sms-code-field';
import { isApiError } from '../../../lib/api-error';
import { deviceId } from '../../../lib/device-id';
import { useDialCode } from '../../../lib/market-context';
import { useErrorText } from '../../../lib/use-error-text';
import { checkAffiliate, register as registerMember } from '../api/register';
import { sendSmsRegister } from '../api/send-sms';
import { ruleMessage, substituteBounds } from '../utils/registration-messages';
import { CaptchaField } from './captcha-field';

export type RegisterMethod = 'username' | 'mobile';

export interface RegisterFormProps {
  method: RegisterMethod;
  rules: RegistrationRules;
  /** REGMOBVERF3: an SMS code confirms the mobile number (spec section 3). */
  smsVerification: boolean;
  referralCode: string | null;
  onRegistered: (response: RegisterResponse) => void | Promise<void>;
  onLogin: () => void;
  onTerms: () => void;
}

type Values = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Optional fields in display order; each shows only when its server rule is enabled. */
const extraFields: RegistrationField[] = [
  'payeeName',
  'email',
  'birthday',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'affiliateCode',
  'recommenderId',
];

const autoComplete: Partial<Record<RegistrationField, string>> = {
  payeeName: 'name',
  email: 'email',
  birthday: 'bday',
  paymentPassword: 'new-password',
};

const disabledRule: FieldRule = {
  enabled: false,
  required: false,
  acceptedPattern: '*',
  patternId: 1,
  minLength: 0,
  maxLength: 255,
};

/**
 * Registration of spec sections 2, 4 and 5: fields, required marks and messages come from the
 * server's rules through the contract's checkRegistrationField, the same check the server runs.
 */
export function RegisterForm({
  method,
  rules,
  smsVerification,
  referralCode,
  onRegistered,
  onLogin,
  onTerms,
}: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [captchaId, setCaptchaId] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const rule = (field: RegistrationField): FieldRule => rules[field] ?? disabledRule;
  const mobileRule: FieldRule =
    method === 'mobile' ? { ...rule('mobileNum'), enabled: true, required: true } : rule('mobileNum');
  const showMobile = mobileRule.enabled;
  const showCaptcha = rule('captcha').enabled;
  // REGMOBVERF3 verifies the number when the form requires one (mobile tab or a required mobile).
  const showSms = smsVerification && showMobile && mobileRule.required;

  const dialCode = useDialCode();
  const { register, handleSubmit, formState, control, getValues, trigger, setError, setFocus } =
    useForm<Values>({
      defaultValues: { terms: false, countryDialingCode: dialCode, referralCode: referralCode ?? '' },
      shouldFocusError: true,
    });

  const message = (fieldRule: FieldRule, value: string) => {
    const problem = ruleMessage(fieldRule, value);
    return problem ? substituteBounds(t(problem.key), problem.min, problem.max) : true;
  };
  const ruleValidation = (fieldRule: FieldRule) => ({
    validate: (value: unknown) => message(fieldRule, String(value ?? '')),
  });
  const errorOf = (name: string) => formState.errors[name]?.message as string | undefined;
  const requiredMark = (fieldRule: FieldRule) => fieldRule.required;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    // Spec section 4: the affiliate code is checked first when shown and entered.
    const affiliate = text(values.affiliateCode);
    if (rule('affiliateCode').enabled && affiliate) {
      try {
        const { valid } = await checkAffiliate(affiliate);
        if (!valid) {
          setError(
            'affiliateCode',
            { message: t('validation.invitation_code_error') },
            { shouldFocus: true },
          );
          return;
        }
      } catch (error) {
        setFormError(errorText(error));
        return;
      }
    }
    const pick = (field: string) => text(values[field]) || undefined;
    const body: RegisterRequest = {
      // Mobile registration copies the number into the user name (spec section 4).
      username: method === 'mobile' ? pick('mobileNum') : pick('username'),
      password: String(values.password ?? ''),
      confirmPassword: String(values.confirmPassword ?? ''),
      mobileNum: showMobile ? pick('mobileNum') : undefined,
      countryDialingCode: showMobile ? pick('countryDialingCode') : undefined,
      verificationCode: showSms ? pick('verificationCode') : undefined,
      referralCode: pick('referralCode'),
      deviceId: deviceId(),
      captchaId: showCaptcha ? captchaId : undefined,
      captcha: showCaptcha ? pick('captcha') : undefined,
      domain: location.hostname,
      registerUrl: location.href,
      registerMethod: 'WEB',
      termsAccepted: true,
      login: true,
    };
    for (const field of extraFields)
      if (rule(field).enabled) (body as Record<string, unknown>)[field] = pick(field);
    try {
      await onRegistered(await registerMember(body, method));
    } catch (error) {
      if (isApiError(error)) {
        const target: Record<string, string> = {
          USERNAME_TAKEN: method === 'mobile' ? 'mobileNum' : 'username',
          MOBILE_TAKEN: 'mobileNum',
          INVALID_AFFILIATE_CODE: 'affiliateCode',
          CAPTCHA_INVALID: 'captcha',
          SMS_CODE_INVALID: 'verificationCode',
          AGE_REQUIREMENT: 'birthday',
        };
        const field = target[error.code];
        if (field) {
          setError(field as FieldPath<Values>, { message: errorText(error) });
          setFocus(field as FieldPath<Values>);
          return;
        }
        for (const [name, text] of Object.entries(error.details.fields ?? {})) {
          setError(name as FieldPath<Values>, { message: text });
        }
      }
      setFormError(errorText(error));
    }
  });

  const field = (name: RegistrationField, input: ReactNode) =>
    rule(name).enabled ? <div key={name}>{input}</div> : null;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('register.requiredHint')}
        </Text>
        {method === 'username' && (
          <TextInput
            label={t('register.username')}
            required
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            data-testid="register-username"
            error={errorOf('username')}
            {...register('username', ruleValidation({ ...rule('username'), enabled: true, required: true }))}
          />
        )}
        {showMobile && (
          <PhoneNumberFields
            label={t('register.mobileNum')}
            required={requiredMark(mobileRule)}
            error={errorOf('mobileNum')}
            dialProps={register('countryDialingCode')}
            mobileProps={register('mobileNum', ruleValidation(mobileRule))}
          />
        )}
        {showSms && (
          <SmsCodeField
            error={errorOf('verificationCode')}
            onSend={async () => {
              if (!(await trigger('mobileNum'))) return null;
              const { countryDialingCode, mobileNum } = getValues();
              return sendSmsRegister({
                countryDialingCode: text(countryDialingCode) || dialCode,
                mobileNo: text(mobileNum),
              });
            }}
            {...register('verificationCode', {
              validate: (value) =>
                String(value ?? '').trim().length >= 4 ? true : t('validation.code_invalid'),
            })}
          />
        )}
        <PasswordField
          label={t('register.password')}
          required
          autoComplete="new-password"
          data-testid="register-password"
          error={errorOf('password')}
          {...register('password', ruleValidation({ ...rule('password'), enabled: true, required: true }))}
        />
        <PasswordField
          label={t('register.confirmPassword')}
          required
          autoComplete="new-password"
          data-testid="register-confirm"
          error={errorOf('confirmPassword')}
          {...register('confirmPassword', {
            validate: (value) =>
              String(value ?? '') === ''
                ? t('validation.input_empty')
                : value === getValues('password') || t('validation.inconsistent_twice'),
          })}
        />
        {extraFields.map((name) =>
          field(
            name,
            name === 'paymentPassword' ? (
              <PasswordField
                label={t(`register.${name}`)}
                required={requiredMark(rule(name))}
                autoComplete="new-password"
                error={errorOf(name)}
                {...register(name, ruleValidation(rule(name)))}
              />
            ) : (
              <TextInput
                label={t(`register.${name}`)}
                required={requiredMark(rule(name))}
                type={name === 'birthday' ? 'date' : name === 'email' ? 'email' : 'text'}
                autoComplete={autoComplete[name] ?? 'off'}
                error={errorOf(name)}
                {...register(name, {
                  validate: (value) => {
                    const text = String(value ?? '');
                    const result = message(rule(name), text);
                    if (result !== true) return result;
                    // Spec sections 1 and 5: a birthday given must show 21 years or more.
                    if (name === 'birthday' && text && ageOn(text, new Date()) < BIRTHDAY_MINIMUM_AGE)
                      return t('validation.age_21');
                    return true;
                  },
                })}
              />
            ),
          ),
        )}
        {referralCode && (
          <TextInput label={t('register.referralCode')} autoComplete="off" {...register('referralCode')} />
        )}
        {showCaptcha && (
          <CaptchaField
            testIdPrefix="register"
            onCaptchaId={setCaptchaId}
            error={errorOf('captcha')}
            {...register('captcha', {
              validate: (value) => String(value ?? '').trim() !== '' || t('validation.captcha_required'),
            })}
          />
        )}
        <Controller
          control={control}
          name="terms"
          rules={{ validate: (value) => value === true || t('validation.please_agree_terms') }}
          render={({ field: terms, fieldState }) => (
            <Checkbox
              ref={terms.ref}
              checked={terms.value === true}
              onChange={(event) => terms.onChange(event.currentTarget.checked)}
              onBlur={terms.onBlur}
              data-testid="register-terms"
              error={fieldState.error?.message}
              label={
                <>
                  {t('register.terms')}{' '}
                  <Anchor href="/help#term" target="_blank" onClick={onTerms} inherit fw={700}>
                    {t('register.termsLink')}
                  </Anchor>
                </>
              }
            />
          )}
        />
        <FormError message={formError} />
        <Button
          type="submit"
          size="md"
          loading={formState.isSubmitting}
          data-testid="register-submit"
          fullWidth
        >
          {t('register.submit')}
        </Button>
        <Group justify="center" gap={6}>
          <span>{t('register.haveAccount')}</span>
          <Anchor component="button" type="button" onClick={onLogin} fw={700}>
            {t('register.toLogin')}
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}
