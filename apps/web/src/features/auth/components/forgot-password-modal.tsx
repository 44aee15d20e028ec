import { ForgotByEmailRequest } from '@goldline/contract/member';
import type { FieldRule } from '@goldline/contract/registration-rules';
import type { CustomerService, WhitelabelFlags } from '@goldline/contract/system';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { PopupModal } from '../../../components/popup-modal';
import { useDialCode } from '../../../lib/market-context';
import { useErrorText } from '../../../lib/use-error-text';
import { resetPasswordByEmail, resetPasswordByPhone } from '../api/change-password';
import { ruleMessage, substituteBounds } from '../utils/registration-messages';
import { PhoneCodeFields } from './phone-code-fields';

interface Props {
  flags: WhitelabelFlags;
  passwordRule: FieldRule | undefined;
  customerService: CustomerService[];
  onClose: () => void;
  /** Forgot by phone logs the player straight in (spec section 4). */
  onReset: (token: string) => void | Promise<void>;
}

function EmailReset({ customerService }: Pick<Props, 'customerService'>) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(ForgotByEmailRequest),
    defaultValues: { username: '', email: '' },
  });
  const { errors } = formState;
  const support = customerService.find((entry) => entry.csType === 'LIVECHAT') ?? customerService[0];

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { message } = await resetPasswordByEmail(values);
      // Spec section 4: e-mail success shows the server's message.
      setDone(message || t('forgot.emailHint'));
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  if (done) {
    return (
      <Alert
        color="green"
        variant="light"
        role="status"
        icon={<IconCircleCheck size={20} aria-hidden="true" />}
      >
        {done}
      </Alert>
    );
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('forgot.emailHint')}
        </Text>
        <TextInput
          label={t('forgot.username')}
          required
          autoComplete="username"
          error={errors.username && t('validation.input_empty')}
          {...register('username')}
        />
        <TextInput
          label={t('forgot.email')}
          required
          type="email"
          autoComplete="email"
          error={errors.email && t('validation.email_invalid')}
          {...register('email')}
        />
        <FormError message={formError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t('forgot.submit')}
        </Button>
        {support && (
          <Anchor
            href={support.path}
            target="_blank"
            rel="noopener noreferrer"
            ta="center"
            size="sm"
            fw={600}
          >
            {t('forgot.support')}
          </Anchor>
        )}
      </Stack>
    </form>
  );
}

function MobileReset({ passwordRule, onReset }: Pick<Props, 'passwordRule' | 'onReset'>) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const dialCode = useDialCode();
  const form = useForm({
    defaultValues: { countryDialingCode: dialCode, mobileNum: '', verificationCode: '', newPassword: '' },
  });
  const { register, handleSubmit, formState } = form;

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const { token } = await resetPasswordByPhone({
        ...values,
        mobileNum: values.mobileNum.trim(),
        verificationCode: values.verificationCode.trim(),
      });
      await onReset(token);
    } catch (error) {
      setFormError(errorText(error));
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <PhoneCodeFields form={form} purpose="forgot" />
        <PasswordField
          label={t('forgot.newPassword')}
          required
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword', {
            validate: (value) => {
              if (value === '') return t('validation.input_empty');
              const problem = passwordRule ? ruleMessage(passwordRule, value) : null;
              return problem ? substituteBounds(t(problem.key), problem.min, problem.max) : true;
            },
          })}
        />
        <FormError message={formError} />
        <Button type="submit" loading={formState.isSubmitting} fullWidth>
          {t('forgot.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Forgot password (spec sections 2 and 4): mobile first when CHNGPASSVERIF3, else e-mail. */
export function ForgotPasswordModal({ flags, passwordRule, customerService, onClose, onReset }: Props) {
  const { t } = useTranslation('auth');
  const [method, setMethod] = useState<'mobile' | 'email'>(flags.CHNGPASSVERIF3 ? 'mobile' : 'email');
  return (
    <PopupModal opened onClose={onClose} title={t('forgot.title')}>
      <Stack gap="md">
        <SegmentedControl
          fullWidth
          value={method}
          onChange={(value) => setMethod(value as 'mobile' | 'email')}
          aria-label={t('forgot.method')}
          data={[
            { value: 'mobile', label: t('forgot.byMobile') },
            { value: 'email', label: t('forgot.byEmail') },
          ]}
        />
        {method === 'mobile' ? (
          <MobileReset passwordRule={passwordRule} onReset={onReset} />
        ) : (
          <EmailReset customerService={customerService} />
        )}
      </Stack>
    </PopupModal>
  );
}
