import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/** Asks for the reason a member will read (RejectRequest: 1 to 500 characters). */
export function RejectDialog({
  label,
  busy,
  onCancel,
  onReject,
}: {
  label: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}) {
  const { t } = useTranslation('backoffice');
  const { register, handleSubmit, formState } = useForm({ defaultValues: { reason: '' } });
  return (
    <Modal opened onClose={onCancel} title={t('reject.title', { label })} centered>
      <form
        onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason.trim()))(event)}
        noValidate
      >
        <Stack>
          <Textarea
            label={t('reject.reason')}
            required
            maxLength={500}
            autosize
            minRows={3}
            data-testid="bo-reject-reason"
            error={formState.errors.reason?.message}
            {...register('reason', { validate: (v) => v.trim() !== '' || t('required') })}
          />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onCancel}>
              {t('cancel')}
            </Button>
            <Button type="submit" color="red" h={44} loading={busy} data-testid="bo-reject-confirm">
              {t('reject.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
