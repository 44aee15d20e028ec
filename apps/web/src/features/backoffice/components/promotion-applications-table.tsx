import type { ApplicationStatus } from '@goldline/contract/promotions';
import {
  Anchor,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  NativeSelect,
  Paper,
  Skeleton,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconClockHour4 } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { ListPager } from '../../../components/list-pager';
import { StatusBadge, type StatusLook } from '../../../components/status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import {
  type AdminApplication,
  useAdminApplications,
  useAdminPromotions,
  useApplicationImageUrl,
  useDecideApplication,
} from '../api/promotions-admin';
import { PromotionApplicationDialog } from './promotion-application-dialog';

const looks: Record<ApplicationStatus, StatusLook> = {
  PENDING: { color: 'yellow', Icon: IconClockHour4 },
  APPROVED: { color: 'green', Icon: IconCircleCheck },
  REJECTED: { color: 'red', Icon: IconCircleX },
};

function ApplicationStatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('promotions');
  return <StatusBadge look={looks[status]} label={t(`bo.apps.${status}`)} />;
}

/** An application's image, fetched with the operator token (a plain link could not send it). */
function ImageModal({
  id,
  n,
  label,
  onClose,
}: {
  id: string;
  n: number;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('promotions');
  const image = useApplicationImageUrl(id, n);
  const title = t('bo.apps.imageOf', { n: n + 1, label });
  return (
    <Modal opened onClose={onClose} title={title} size="lg" centered>
      {image.error ? (
        <FormErrorText error={image.error} />
      ) : image.url ? (
        <img
          src={image.url}
          alt={title}
          data-testid="bo-promo-image"
          style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
        />
      ) : (
        <Center h={120}>
          <Loader aria-label={title} />
        </Center>
      )}
    </Modal>
  );
}

/**
 * The promotion applications queue (issue 16): a status filter, and Approve / Reject on pending
 * ones, each confirmed in a dialog beside the member's history, as deposits are (requests-table).
 */
export function PromotionApplicationsTable() {
  const { t, i18n } = useTranslation('promotions');
  const locale = languageInfo(i18n.language).locale;
  const errorText = useErrorText();
  const [status, setStatus] = useState<ApplicationStatus | ''>('PENDING');
  const [page, setPage] = useState(1);
  const [deciding, setDeciding] = useState<{ row: AdminApplication; decision: 'approve' | 'reject' } | null>(
    null,
  );
  const [image, setImage] = useState<{ row: AdminApplication; n: number } | null>(null);
  const list = useAdminApplications(status, page);
  const promotions = useAdminPromotions();
  const decide = useDecideApplication();
  const rows = list.data?.rows ?? [];
  /** Deposit and cashback types work the bonus out from an amount the operator checks. */
  const needsBase = (row: AdminApplication) => {
    const type = promotions.data?.promotions.find((p) => p.id === row.promotionId)?.rules.reward.type;
    return type === 'DEPOSIT_MATCH' || type === 'FIRST_DEPOSIT' || type === 'CASHBACK';
  };

  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Group justify="space-between" mb="sm" wrap="wrap" align="flex-end">
        <Title order={2} fz="h4">
          {t('bo.apps.title')}
        </Title>
        <NativeSelect
          label={t('backoffice:filter.status')}
          value={status}
          data-testid="bo-promo-apps-status"
          onChange={(event) => {
            setStatus(event.currentTarget.value as ApplicationStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('backoffice:filter.all') },
            ...(['PENDING', 'APPROVED', 'REJECTED'] as const).map((value) => ({
              value,
              label: t(`bo.apps.${value}`),
            })),
          ]}
        />
      </Group>
      {list.isPending && <Skeleton height={120} />}
      {list.isError && <FormErrorText error={list.error} />}
      {list.data && rows.length === 0 && <Text c="dimmed">{t('bo.apps.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" striped data-testid="bo-promo-apps-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bo.col.time')}</Table.Th>
                <Table.Th>{t('bo.col.member')}</Table.Th>
                <Table.Th>{t('bo.col.promotion')}</Table.Th>
                <Table.Th>{t('bo.col.remark')}</Table.Th>
                <Table.Th>{t('bo.col.state')}</Table.Th>
                <Table.Th>{t('bo.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const label = t('bo.apps.label', { id: row.id, account: row.account });
                return (
                  <Table.Tr
                    key={row.id}
                    data-testid="bo-promo-app-row"
                    data-account={row.account}
                    data-status={row.applicationStatus}
                  >
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.createdAt, locale)}
                    </Table.Td>
                    <Table.Td>
                      <bdi>{row.account}</bdi>
                    </Table.Td>
                    <Table.Td dir="auto">{row.promotionTitle}</Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere', maxWidth: 320 }}>
                        {row.remark || '—'}
                      </Text>
                      {row.imageCount > 0 && (
                        <Group gap="xs" mt={4}>
                          {Array.from({ length: row.imageCount }, (_, n) => (
                            <Anchor
                              // biome-ignore lint/suspicious/noArrayIndexKey: the image's number is its identity
                              key={n}
                              component="button"
                              type="button"
                              fz="sm"
                              onClick={() => setImage({ row, n })}
                              aria-label={t('bo.apps.imageOf', { n: n + 1, label })}
                              data-testid="bo-promo-image-open"
                            >
                              {t('bo.apps.image', { n: n + 1 })}
                            </Anchor>
                          ))}
                        </Group>
                      )}
                      {row.reviewNote && (
                        <Text size="sm" c="dimmed" dir="auto">
                          {row.reviewNote}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <ApplicationStatusBadge status={row.applicationStatus} />
                    </Table.Td>
                    <Table.Td>
                      {row.applicationStatus === 'PENDING' ? (
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            h={44}
                            color="green"
                            onClick={() => setDeciding({ row, decision: 'approve' })}
                            aria-label={t('bo.apps.approveTitle', { label })}
                            data-testid="bo-promo-approve"
                          >
                            {t('bo.apps.approve')}
                          </Button>
                          <Button
                            h={44}
                            color="red"
                            variant="light"
                            onClick={() => setDeciding({ row, decision: 'reject' })}
                            aria-label={t('bo.apps.rejectTitle', { label })}
                            data-testid="bo-promo-reject"
                          >
                            {t('bo.apps.reject')}
                          </Button>
                        </Group>
                      ) : (
                        <Text size="sm" c="dimmed">
                          —
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && (
        <ListPager page={page} pageSize={list.data.pageSize} total={list.data.total} onChange={setPage} />
      )}
      <FormError message={decide.isError ? errorText(decide.error) : null} />
      {decide.isSuccess && (
        <Text size="sm" role="status" mt="xs">
          ✓ {t('bo.apps.decided')}
        </Text>
      )}
      {deciding && (
        <PromotionApplicationDialog
          application={deciding.row}
          decision={deciding.decision}
          baseAmountNeeded={needsBase(deciding.row)}
          busy={decide.isPending}
          onCancel={() => setDeciding(null)}
          onConfirm={(values) =>
            decide.mutate(
              { id: deciding.row.id, decision: deciding.decision, ...values },
              { onSettled: () => setDeciding(null) },
            )
          }
        />
      )}
      {image && (
        <ImageModal
          id={image.row.id}
          n={image.n}
          label={t('bo.apps.label', { id: image.row.id, account: image.row.account })}
          onClose={() => setImage(null)}
        />
      )}
    </Paper>
  );
}
