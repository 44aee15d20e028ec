import { ApproveRequest, RejectRequest } from '@goldline/contract/admin-wallet';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { MoneyText } from '../../../components/money-text';
import { MemberHistoryPanel } from './member-history-panel';

const REASON_MAX = RejectRequest.shape.reason.maxLength ?? undefined;
const NOTE_MAX = ApproveRequest.shape.note.unwrap().maxLength ?? undefined;
/** Approving has no reason: the same fields, the reason unchecked and not sent. */
const ApproveForm = RejectRequest.extend({ reason: z.string(), note: ApproveRequest.shape.note });

export type Decision = 'approve' | 'reject';

/**
 * Confirmation before a decision that moves money (issue 12): what is decided, on whose request, for
 * how much, with the member's recent history beside it. Reject asks for the reason the member will
 * read; both take an optional note for the operators (audited, never shown to the member). Checked
 * with the contract's ApproveRequest / RejectRequest.
 */
export function DecisionDialog({
  decision,
  label,
  memberId,
  account,
  amount,
  busy,
  onCancel,
  onConfirm,
}: {
  decision: Decision;
  label: string;
  memberId: string;
  account: string;
  amount: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (values: { reason?: string; note?: string }) => void;
}) {
  const { t } = useTranslation('backoffice');
  const narrow = useMediaQuery('(max-width: 48em)');
  const reject = decision === 'reject';
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(reject ? RejectRequest : ApproveForm),
    defaultValues: { reason: '', note: '' },
  });
  const lengthText = (error: FieldError | undefined, max: number | undefined) => {
    if (!error) return undefined;
    return error.type === 'too_big' ? t('tooLong', { max }) : t('required');
  };
  const submit = handleSubmit((values) =>
    onConfirm({ ...(reject ? { reason: values.reason } : {}), note: values.note || undefined }),
  );

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t(reject ? 'reject.title' : 'confirm.approveTitle', { label })}
      size={900}
      fullScreen={narrow}
      centered
      data-testid="bo-decision-dialog"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <div>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Stack>
              <Alert
                color={reject ? 'red' : 'green'}
                variant="light"
                icon={<IconAlertTriangle size={20} aria-hidden="true" />}
              >
                <Text size="sm">{t(reject ? 'confirm.rejectText' : 'confirm.approveText')}</Text>
                <Text size="sm" mt={4}>
                  {t('confirm.amount')}:{' '}
                  <MoneyText amount={amount} symbol fw={800} data-testid="bo-decision-amount" />
                </Text>
              </Alert>
              {reject && (
                <Textarea
                  label={t('reject.reason')}
                  required
                  maxLength={REASON_MAX}
                  autosize
                  minRows={3}
                  data-testid="bo-reject-reason"
                  error={lengthText(formState.errors.reason, REASON_MAX)}
                  {...register('reason')}
                />
              )}
              <Textarea
                label={t('confirm.note')}
                description={t('confirm.noteHint')}
                maxLength={NOTE_MAX}
                autosize
                minRows={2}
                data-testid="bo-decision-note"
                error={lengthText(formState.errors.note, NOTE_MAX)}
                {...register('note')}
              />
              <Group justify="flex-end">
                <Button variant="default" h={44} onClick={onCancel} data-testid="bo-decision-cancel">
                  {t('cancel')}
                </Button>
                <Button
                  type="submit"
                  color={reject ? 'red' : 'green'}
                  h={44}
                  loading={busy}
                  data-testid={reject ? 'bo-reject-confirm' : 'bo-approve-confirm'}
                >
                  {t(reject ? 'reject.submit' : 'confirm.approveSubmit')}
                </Button>
              </Group>
            </Stack>
          </form>
        </div>
        <MemberHistoryPanel memberId={memberId} account={account} />
      </SimpleGrid>
    </Modal>
  );
}
