import { ApproveApplicationRequest, RejectApplicationRequest } from '@goldline/contract/promotions';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import type { AdminApplication } from '../api/promotions-admin';
import { MemberHistoryPanel } from './member-history-panel';

const NOTE_MAX = RejectApplicationRequest.shape.note.maxLength ?? undefined;
/** The form's text fields over the contract's requests: an empty base amount is left out. */
const ApproveForm = z.object({
  baseAmount: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .pipe(ApproveApplicationRequest.shape.baseAmount),
  note: ApproveApplicationRequest.shape.note,
});
const RejectForm = z.object({ baseAmount: z.string(), note: RejectApplicationRequest.shape.note });

/**
 * Approve or reject a promotion application beside the member's money history (the same panel as
 * deposit decisions, issue 12): approving grants the bonus, worked out from the base amount the
 * operator checked for deposit and cashback types; a rejection's note is what the member reads.
 */
export function PromotionApplicationDialog({
  application,
  decision,
  baseAmountNeeded,
  busy,
  onCancel,
  onConfirm,
}: {
  application: AdminApplication;
  decision: 'approve' | 'reject';
  baseAmountNeeded: boolean;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (values: { note: string; baseAmount?: string }) => void;
}) {
  const { t } = useTranslation(['promotions', 'backoffice']);
  const narrow = useMediaQuery('(max-width: 48em)');
  const reject = decision === 'reject';
  const label = t('bo.apps.label', { id: application.id, account: application.account });
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(reject ? RejectForm : ApproveForm),
    defaultValues: { baseAmount: '', note: '' },
  });
  const { errors } = formState;
  const submit = handleSubmit((values) =>
    onConfirm(
      reject ? { note: values.note } : { note: values.note, baseAmount: values.baseAmount || undefined },
    ),
  );

  return (
    <Modal
      opened
      onClose={onCancel}
      title={t(reject ? 'bo.apps.rejectTitle' : 'bo.apps.approveTitle', { label })}
      size={900}
      fullScreen={narrow}
      centered
      data-testid="bo-promo-decision"
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack>
            <Alert
              color={reject ? 'red' : 'green'}
              variant="light"
              icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            >
              <Text size="sm" fw={700} dir="auto">
                {application.promotionTitle}
              </Text>
              {application.remark && (
                <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
                  {application.remark}
                </Text>
              )}
              {!reject && (
                <Text size="sm" mt={4}>
                  {t('bo.apps.approveText')}
                </Text>
              )}
            </Alert>
            {!reject && baseAmountNeeded && (
              <TextInput
                label={t('bo.apps.baseAmount')}
                description={t('bo.apps.baseAmountHint')}
                inputMode="decimal"
                dir="ltr"
                data-testid="bo-promo-base"
                error={errors.baseAmount && t('bo.form.amountInvalid')}
                {...register('baseAmount')}
              />
            )}
            <Textarea
              label={t(reject ? 'bo.apps.rejectNote' : 'bo.apps.note')}
              description={reject ? undefined : t('bo.apps.noteHint')}
              required={reject}
              maxLength={NOTE_MAX}
              autosize
              minRows={2}
              data-testid="bo-promo-note"
              error={
                errors.note &&
                (errors.note.type === 'too_big'
                  ? t('backoffice:tooLong', { max: NOTE_MAX })
                  : t('bo.form.required'))
              }
              {...register('note')}
            />
            <Group justify="flex-end">
              <Button variant="default" h={44} onClick={onCancel}>
                {t('bo.form.cancel')}
              </Button>
              <Button
                type="submit"
                color={reject ? 'red' : 'green'}
                h={44}
                loading={busy}
                data-testid={reject ? 'bo-promo-reject-confirm' : 'bo-promo-approve-confirm'}
              >
                {t(reject ? 'bo.apps.confirmReject' : 'bo.apps.confirmApprove')}
              </Button>
            </Group>
          </Stack>
        </form>
        <MemberHistoryPanel memberId={application.memberId} account={application.account} />
      </SimpleGrid>
    </Modal>
  );
}
