import { Alert, Badge, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPager } from '../../../components/list-pager';
import { MoneyText } from '../../../components/money-text';
import { SectionPanel } from '../../../components/section-panel';
import { useCurrency } from '../../../lib/currency-context';
import { formatAmount } from '../../../lib/format-money';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useClaimCentreReward } from '../api/claim-centre-reward';
import { useCentreRewards } from '../api/get-centre-rewards';

/**
 * Prizes of missions, leaderboards and raffles in the reward centre, claimable first. A claim pays
 * cash once (the server keeps 20 concurrent claims to one payment); the button is busy meanwhile.
 */
export function CentreRewards() {
  const { t, i18n } = useTranslation('rewards');
  const { decimals } = useCurrency();
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = useCentreRewards(page);
  const claim = useClaimCentreReward();
  const [paid, setPaid] = useState<string | null>(null);
  const data = list.data;
  return (
    <SectionPanel title={t('centre.title')} testId="centre-rewards">
      {paid && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} mb="sm" role="status">
          {t('centre.paid', {
            amount: formatAmount(paid, { locale: languageInfo(i18n.language).locale, decimals }),
          })}
        </Alert>
      )}
      {claim.error && (
        <Alert color="red" mb="sm" role="alert">
          {errorText(claim.error)}
        </Alert>
      )}
      {list.isPending ? (
        <Skeleton h={80} />
      ) : !data || data.rows.length === 0 ? (
        <Text c="dimmed">{t('centre.empty')}</Text>
      ) : (
        <Stack gap={0}>
          {data.rows.map((r) => (
            <Group
              key={r.id}
              justify="space-between"
              wrap="wrap"
              gap="sm"
              py="sm"
              style={{ borderTop: '1px solid var(--gl-border)' }}
              data-testid="centre-reward"
            >
              <div style={{ minWidth: 0, flex: '1 1 180px' }}>
                <Text fw={700} dir="auto">
                  {r.title}
                </Text>
                <Badge variant="light" color="gray" size="sm">
                  {t(`source.${r.source}`)}
                </Badge>
              </div>
              <MoneyText amount={r.amount} symbol fw={800} fz="lg" />
              {r.status === 'CLAIMABLE' ? (
                <Button
                  loading={claim.isPending && claim.variables === r.id}
                  onClick={() => claim.mutate(r.id, { onSuccess: (v) => setPaid(v.reward.amount) })}
                >
                  {t('centre.claim')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed">
                  {t('centre.claimed')}
                </Text>
              )}
            </Group>
          ))}
          <ListPager page={page} pageSize={data.pageSize} total={data.total} onChange={setPage} />
        </Stack>
      )}
    </SectionPanel>
  );
}
