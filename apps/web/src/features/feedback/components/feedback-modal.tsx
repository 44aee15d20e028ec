import {
  FEEDBACK_MAX_CHARS,
  FEEDBACK_MIN_CHARS,
  type FeedbackField,
  feedbackLength,
  feedbackProblem,
  feedbackTypes,
} from '@goldline/contract/feedback';
import { Alert, Button, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { type ReactNode, type Ref, useCallback, useRef, useState } from 'react';
import { type UseFormRegisterReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { isApiError } from '../../../lib/api-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useFeedbackForm, useSendFeedback } from '../api/send-feedback';

/** The image captcha the app lends this form (it lives with the login forms; features never import each other). */
export interface CaptchaSlotProps {
  error?: string;
  onCaptchaId: (id: string) => void;
  handleRef: Ref<{ refresh: () => void }>;
  input: UseFormRegisterReturn<'captcha'>;
}

interface Values {
  type: string;
  content: string;
  captcha: string;
}

/**
 * The feedback modal of spec sections 2, 3 and 5: question type, description of 20 to 200
 * characters with a live counter, refreshable image captcha. The rules are the contract's
 * `feedbackProblem`, the same the server applies; the empty fields are named together.
 */
export function FeedbackModal({
  onClose,
  renderCaptcha,
}: {
  onClose: () => void;
  renderCaptcha: (props: CaptchaSlotProps) => ReactNode;
}) {
  const { t } = useTranslation('comms');
  const errorText = useErrorText();
  const form = useFeedbackForm();
  const send = useSendFeedback();
  const captchaId = useRef('');
  const captcha = useRef<{ refresh: () => void }>(null);
  const [missing, setMissing] = useState<FeedbackField[]>([]);
  const { register, handleSubmit, watch, formState, setError, setFocus, setValue, clearErrors } =
    useForm<Values>({
      defaultValues: { type: '', content: '', captcha: '' },
    });
  // Stable: the captcha field fetches a new picture whenever this callback changes.
  const onCaptchaId = useCallback((id: string) => {
    captchaId.current = id;
  }, []);
  const captchaAsked = form.data?.captcha ?? true;
  const length = feedbackLength(watch('content'));
  const lengthOk = length >= FEEDBACK_MIN_CHARS && length <= FEEDBACK_MAX_CHARS;
  const fieldName: Record<FeedbackField, string> = {
    type: t('feedback.type'),
    content: t('feedback.content'),
    captcha: t('feedback.captcha'),
  };

  const onSubmit = handleSubmit((values) => {
    const body = {
      type: values.type === '' ? null : Number(values.type),
      content: values.content,
      ...(captchaAsked ? { captcha: values.captcha, captchaId: captchaId.current } : {}),
    };
    clearErrors();
    const problem = feedbackProblem(body, captchaAsked);
    setMissing(problem?.code === 'FEEDBACK_FIELDS_REQUIRED' ? problem.fields : []);
    if (problem?.code === 'FEEDBACK_FIELDS_REQUIRED') {
      for (const field of problem.fields) setError(field, { message: t('feedback.required') });
      setFocus(problem.fields[0]!);
      return;
    }
    if (problem) {
      setError('content', {
        message: t('feedback.lengthRule', { min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS }),
      });
      setFocus('content');
      return;
    }
    send.mutate(body, {
      onError: (error) => {
        if (!isApiError(error) || error.code !== 'CAPTCHA_INVALID') return;
        // A captcha is good for one answer: a new picture, an empty field.
        setValue('captcha', '');
        captcha.current?.refresh();
        setError('captcha', { message: errorText(error) });
        setFocus('captcha');
      },
    });
  });

  return (
    <PopupModal opened onClose={onClose} title={t('feedback.title')} size={480} testId="feedback-modal">
      {send.isSuccess ? (
        <Stack align="center" ta="center" gap="sm" data-testid="feedback-sent">
          <IconCircleCheck size={48} color="var(--mantine-color-green-7)" aria-hidden="true" />
          <Text fw={700}>{t('feedback.sentTitle')}</Text>
          <Text role="status">{t('feedback.sentText')}</Text>
          <Button h={44} onClick={onClose}>
            {t('feedback.close')}
          </Button>
        </Stack>
      ) : (
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {missing.length > 0 && (
              <Alert color="yellow" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                {t('feedback.fillIn', { fields: missing.map((f) => fieldName[f]).join(', ') })}
              </Alert>
            )}
            <NativeSelect
              label={fieldName.type}
              required
              data={[
                { value: '', label: t('feedback.choose'), disabled: true },
                ...feedbackTypes.map((type) => ({ value: String(type), label: t(`feedback.types.${type}`) })),
              ]}
              error={formState.errors.type?.message}
              size="md"
              data-testid="feedback-type"
              {...register('type')}
            />
            <Textarea
              label={fieldName.content}
              required
              autosize
              minRows={4}
              maxRows={8}
              placeholder={t('feedback.placeholder', { min: FEEDBACK_MIN_CHARS, max: FEEDBACK_MAX_CHARS })}
              description={
                <Text
                  span
                  size="sm"
                  c={length === 0 || lengthOk ? 'dimmed' : 'red.8'}
                  data-testid="feedback-counter"
                >
                  {t('feedback.counter', { length, max: FEEDBACK_MAX_CHARS })}
                </Text>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={formState.errors.content?.message}
              data-testid="feedback-content"
              {...register('content')}
            />
            {captchaAsked &&
              renderCaptcha({
                error: formState.errors.captcha?.message,
                onCaptchaId,
                handleRef: captcha,
                input: register('captcha'),
              })}
            {send.isError && !(isApiError(send.error) && send.error.code === 'CAPTCHA_INVALID') && (
              <Alert color="red" role="alert" icon={<IconAlertTriangle size={20} aria-hidden="true" />}>
                {errorText(send.error)}
              </Alert>
            )}
            <Button type="submit" h={44} loading={send.isPending} data-testid="feedback-submit">
              {t('feedback.submit')}
            </Button>
          </Stack>
        </form>
      )}
    </PopupModal>
  );
}
