import { Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { formatDateTime } from '../../../lib/format-date';
import { useHouseContractDetail } from '../api/house-contracts';
import { TierTable, useLocale } from './contract-parts';
import { ScrollBox } from './table-parts';

/**
 * A house contract's tiers and its trail (decision 096): every action on every version of the
 * agent's kind, with who acted (an operator by name, the agent, or the platform), when and from
 * which IP address.
 */
export function HouseContractDialog({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t } = useTranslation('contractsOffice');
  const { t: tc } = useTranslation('contracts');
  const { t: tCommon } = useTranslation('common');
  const locale = useLocale();
  const detail = useHouseContractDetail(id);
  const c = detail.data?.contract;
  return (
    <Modal
      opened={id !== null}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': tCommon('common.close') }}
      title={
        c
          ? t('trailOf', { account: c.member.account, kind: tc(`kind.${c.kind}`), version: c.version })
          : t('trail')
      }
      data-testid="house-contract-dialog"
    >
      {detail.isPending && <Skeleton height={200} aria-label={tc('page.loading')} />}
      {detail.isError && <FormErrorText error={detail.error} />}
      {detail.data && c && (
        <Stack gap="md">
          <TierTable tiers={c.tiers} />
          <Title order={3} fz="md">
            {t('audit.title')}
          </Title>
          <ScrollBox label={t('audit.title')} minWidth={560}>
            <Table verticalSpacing={6} striped data-testid="house-contract-audit">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('audit.time')}</Table.Th>
                  <Table.Th>{t('col.version')}</Table.Th>
                  <Table.Th>{t('audit.action')}</Table.Th>
                  <Table.Th>{t('audit.by')}</Table.Th>
                  <Table.Th>{t('audit.ip')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail.data.audit.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the trail is append-only, in order
                  <Table.Tr key={index} data-testid="house-audit-row" data-action={row.action}>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      {formatDateTime(row.at, locale)}
                    </Table.Td>
                    <Table.Td className="gl-tabular">{row.version}</Table.Td>
                    <Table.Td>{t(`action.${row.action}`)}</Table.Td>
                    <Table.Td>
                      {row.operatorAccount ? (
                        t('audit.operator', { account: row.operatorAccount })
                      ) : row.actorAccount ? (
                        <bdi>{row.actorAccount}</bdi>
                      ) : (
                        tc('party.house')
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Text component="bdi" dir="ltr" size="sm" className="gl-tabular">
                        {row.ip ?? '—'}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollBox>
        </Stack>
      )}
    </Modal>
  );
}
