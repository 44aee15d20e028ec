import { RejectRequest } from '@goldline/contract/admin-wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

const REASON_MAX = RejectRequest.shape.reason.maxLength ?? undefined;

/** Asks for the reason a member will read, checked with the contract's RejectRequest (trimmed, not empty). */
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
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(RejectRequest),
    defaultValues: { reason: '' },
  });
  return (
    <Modal opened onClose={onCancel} title={t('reject.title', { label })} centered>
      <form onSubmit={(event) => void handleSubmit(({ reason }) => onReject(reason))(event)} noValidate>
        <Stack>
          <Textarea
            label={t('reject.reason')}
            required
            maxLength={REASON_MAX}
            autosize
            minRows={3}
            data-testid="bo-reject-reason"
            error={formState.errors.reason && t('required')}
            {...register('reason')}
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
