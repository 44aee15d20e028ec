import type { Goods } from '@goldline/contract/points';
import { AspectRatio, Badge, Button, Card, Image, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/AspectRatio.css';
import '@mantine/core/styles/Card.css';
import { IconGift } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { MoneyText } from '../../../components/money-text';
import { useGoods } from '../api/get-points';
import { PointsText } from './points-text';
import { RedeemDialog } from './redeem-dialog';

const zero = (amount: string) => /^0+(\.0+)?$/.test(amount);

/** The goods on offer: image, points price, value, stock and requirement; redeem opens the address form. */
export function GoodsGrid({ balance, onRedeemed }: { balance: string; onRedeemed: () => void }) {
  const { t } = useTranslation('points');
  const { data, isPending } = useGoods();
  const [chosen, setChosen] = useState<Goods | null>(null);
  if (isPending)
    return (
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!data?.rows.length)
    return (
      <EmptyState icon={<IconGift size={34} />} title={t('goods.emptyTitle')} text={t('goods.emptyText')} />
    );
  return (
    <>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} spacing="sm">
        {data.rows.map((g) => {
          const short = BigInt(balance) < BigInt(g.points);
          return (
            <Card key={g.id} withBorder radius="md" padding="sm" data-testid="goods-card">
              <Card.Section>
                <AspectRatio ratio={4 / 3}>
                  {g.imageUrl ? <Image src={g.imageUrl} alt="" /> : <IconGift aria-hidden="true" />}
                </AspectRatio>
              </Card.Section>
              <Stack gap={4} mt="xs">
                {/* Isolated: an operator's Latin name ending in '"' keeps its quote at its end in RTL. */}
                <Text fw={600} lineClamp={2}>
                  <bdi>{g.name}</bdi>
                </Text>
                <Text fw={700} c="var(--mantine-primary-color-text)">
                  <PointsText points={g.points} />
                </Text>
                <Text size="xs" c="dimmed">
                  {t('goods.value')} <MoneyText amount={g.amount} span />
                </Text>
                {!zero(g.amountRequirement) && (
                  <Text size="xs" c="dimmed">
                    {t('goods.requirement')} <MoneyText amount={g.amountRequirement} span />
                  </Text>
                )}
                {g.stock > 0 ? (
                  <Text size="xs">{t('goods.stock', { n: g.stock })}</Text>
                ) : (
                  <Badge color="gray" variant="light" style={{ textTransform: 'none' }}>
                    {t('goods.soldOut')}
                  </Badge>
                )}
                <Button
                  h={44}
                  mt={4}
                  disabled={g.stock === 0 || short}
                  onClick={() => setChosen(g)}
                  data-testid={`goods-redeem-${g.id}`}
                  aria-label={t('goods.redeemNamed', { name: g.name })}
                >
                  {short && g.stock > 0 ? t('goods.short') : t('goods.redeem')}
                </Button>
              </Stack>
            </Card>
          );
        })}
      </SimpleGrid>
      {chosen && (
        <RedeemDialog
          goods={chosen}
          onClose={() => setChosen(null)}
          onDone={() => {
            setChosen(null);
            onRedeemed();
          }}
        />
      )}
    </>
  );
}
