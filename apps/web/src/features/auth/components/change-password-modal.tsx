import type { FieldRule } from '@goldline/contract/registration-rules';
import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { PasswordField } from '../../../components/password-field';
import { PopupModal } from '../../../components/popup-modal';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { changePassword } from '../api/change-password';
import type { ForcedReason } from '../stores/auth-modal-store';
import { ruleMessage, substituteBounds } from '../utils/registration-messages';

interface Props {
  username: string;
  forced: ForcedReason | null;
  passwordRule: FieldRule | undefined;
  onClose: () => void;
  onChanged: () => void | Promise<void>;
}

/**
 * Change password (spec sections 2, 4, 5). The spec hides the old-password field when the client
 * holds the password locally; we never store passwords (see lib/remember-cookie.ts), so it is
 * always asked for.
 */
export function ChangePasswordModal({ username, forced, passwordRule, onClose, onChanged }: Props) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState, getValues, setError, setFocus } = useForm({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const required = (value: string) => value !== '' || t('validation.input_empty');

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await changePassword(values);
      await onChanged();
    } catch (error) {
      if (isApiError(error) && error.code === 'OLD_PASSWORD_INCORRECT') {
        setError('oldPassword', { message: errorText(error) });
        setFocus('oldPassword');
        return;
      }
      if (isApiError(error) && error.code === 'PASSWORD_SAME_AS_OLD') {
        setError('newPassword', { message: errorText(error) });
        setFocus('newPassword');
        return;
      }
      setFormError(errorText(error));
    }
  });

  return (
    <PopupModal
      opened
      onClose={onClose}
      title={t('changePassword.title')}
      forced={forced !== null}
      testId="change-password-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {forced && (
            <Alert
              color="yellow"
              variant="light"
              icon={<IconInfoCircle size={20} aria-hidden="true" />}
              role="status"
            >
              {forced === 'weak' ? t('changePassword.forcedWeak') : t('changePassword.forcedExpired')}
            </Alert>
          )}
          <TextInput label={t('changePassword.username')} value={username} readOnly autoComplete="username" />
          <PasswordField
            label={t('changePassword.old')}
            required
            autoComplete="current-password"
            data-testid="change-password-old"
            error={formState.errors.oldPassword?.message}
            {...register('oldPassword', { validate: required })}
          />
          <PasswordField
            label={t('changePassword.new')}
            required
            autoComplete="new-password"
            data-testid="change-password-new"
            error={formState.errors.newPassword?.message}
            {...register('newPassword', {
              validate: (value) => {
                if (value === '') return t('validation.input_empty');
                const problem = passwordRule ? ruleMessage(passwordRule, value) : null;
                return problem ? substituteBounds(t(problem.key), problem.min, problem.max) : true;
              },
            })}
          />
          <PasswordField
            label={t('changePassword.confirm')}
            required
            autoComplete="new-password"
            data-testid="change-password-confirm"
            error={formState.errors.confirmNewPassword?.message}
            {...register('confirmNewPassword', {
              validate: (value) =>
                value === ''
                  ? t('validation.input_empty')
                  : value === getValues('newPassword') || t('validation.inconsistent_twice'),
            })}
          />
          <FormError message={formError} />
          <Button
            type="submit"
            loading={formState.isSubmitting}
            data-testid="change-password-submit"
            fullWidth
          >
            {t('changePassword.submit')}
          </Button>
        </Stack>
      </form>
    </PopupModal>
  );
}
