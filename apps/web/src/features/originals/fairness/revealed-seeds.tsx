import type { RevealedSeed } from '@goldline/contract/originals';
import { Button, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconShieldSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useRevealedSeeds } from './api/seeds-api';

/** Past seed pairs with their revealed server seeds; any of them fills the verifier. */
export function RevealedSeeds({ onUse }: { onUse: (seed: RevealedSeed) => void }) {
  const { t, i18n } = useTranslation('originals');
  const locale = languageInfo(i18n.language).locale;
  const revealed = useRevealedSeeds();
  const list = revealed.data?.list ?? [];
  return (
    <SectionPanel title={t('fairness.revealedList')} testId="fairness-revealed">
      {revealed.isPending && <Skeleton height={80} />}
      {revealed.isError && <FormErrorText error={revealed.error} />}
      {revealed.data && list.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('fairness.noRevealed')}
        </Text>
      )}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fairness.revealedAt')}</Table.Th>
                <Table.Th>{t('fairness.serverSeed')}</Table.Th>
                <Table.Th>{t('fairness.clientSeed')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('fairness.nonces')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('fairness.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((seed) => (
                <Table.Tr key={seed.serverSeedHash} data-testid="revealed-row">
                  <Table.Td>{formatDateTime(seed.revealedAt, locale)}</Table.Td>
                  <Table.Td>
                    <Text ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }} dir="ltr">
                      {seed.serverSeed}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <bdi dir="ltr">{seed.clientSeed}</bdi>
                  </Table.Td>
                  <Table.Td className="gl-tabular" style={{ textAlign: 'end' }}>
                    {seed.lastNonce < seed.firstNonce ? '–' : `${seed.firstNonce}–${seed.lastNonce}`}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="default"
                      leftSection={<IconShieldSearch size={16} aria-hidden="true" />}
                      onClick={() => onUse(seed)}
                      aria-label={t('fairness.useSeedLabel', { clientSeed: seed.clientSeed })}
                    >
                      {t('fairness.useSeed')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionPanel>
  );
}
