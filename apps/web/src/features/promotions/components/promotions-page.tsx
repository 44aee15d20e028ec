import { PromotionCategory } from '@goldline/contract/promotions';
import { Badge, Group, SimpleGrid, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconGift } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import { FormErrorText } from '../../../components/form-error-text';
import { PageTitle } from '../../../components/page-title';
import { usePromotions } from '../api/get-promotions';
import { MyApplications } from './my-applications';
import { PromotionCard } from './promotion-card';
import classes from './promotions.module.css';

const ALL = 'ALL';

/** Skeleton cards of the cards' own shape while the list loads (no layout shift). */
function CardSkeletons() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
      {[0, 1, 2].map((key) => (
        <Stack key={key} gap={8}>
          <Skeleton radius="md" style={{ aspectRatio: '2 / 1' }} />
          <Skeleton height={22} width="40%" />
          <Skeleton height={24} width="80%" />
          <Skeleton height={16} width="60%" />
          <Skeleton height={44} />
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/**
 * /promotions (spec section 2): the operator's promotions by category, each a card leading to its
 * detail page. Visitors see them; a member also sees their own status on each and their
 * applications. The category is kept in the address (?category=), so a shared link keeps it.
 */
export function PromotionsPage({ loggedIn }: { loggedIn: boolean }) {
  const { t } = useTranslation('promotions');
  const [params, setParams] = useSearchParams();
  const parsed = PromotionCategory.safeParse(params.get('category'));
  const category = parsed.success ? parsed.data : null;
  const list = usePromotions(category);
  const data = list.data;
  const total = data?.categories.reduce((sum, item) => sum + item.count, 0) ?? 0;

  return (
    <>
      <PageTitle icon={<IconGift size={24} />}>{t('title')}</PageTitle>
      <Tabs
        value={category ?? ALL}
        variant="pills"
        onChange={(value) => setParams(value && value !== ALL ? { category: value } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('categories')} className={classes.tabs} style={{ flexWrap: 'nowrap' }}>
          {[{ category: ALL, count: total }, ...(data?.categories ?? [])].map((item) => (
            <Tabs.Tab
              key={item.category}
              value={item.category}
              h={44}
              style={{ whiteSpace: 'nowrap' }}
              data-testid={`promo-tab-${item.category}`}
            >
              <Group gap={6} wrap="nowrap" component="span">
                <span>{t(`category.${item.category}`)}</span>
                {data && (
                  <Badge size="sm" variant="light" color="gray" circle={item.count < 10}>
                    {item.count}
                  </Badge>
                )}
              </Group>
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={category ?? ALL}>
          {list.isPending && <CardSkeletons />}
          {list.isError && <FormErrorText error={list.error} />}
          {data && data.promotions.length === 0 && (
            <EmptyState icon={<IconGift size={34} />} title={t('empty.title')} text={t('empty.text')} />
          )}
          {data && data.promotions.length > 0 && (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              data-testid="promo-list"
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {data.promotions.map((promotion) => (
                <PromotionCard key={promotion.id} promotion={promotion} />
              ))}
            </SimpleGrid>
          )}
        </Tabs.Panel>
      </Tabs>
      {loggedIn && <MyApplications />}
    </>
  );
}
