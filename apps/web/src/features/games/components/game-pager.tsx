import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Numbered paging under a game list: says where we are in words; labelled 44 px controls. */
export function GamePager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('games');
  if (totalPages <= 1) return null;
  return (
    <Group justify="space-between" mt="lg" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="game-pager-status">
        {t('pager.status', { page, pages: totalPages })}
      </Text>
      <Pagination
        total={totalPages}
        value={page}
        onChange={onChange}
        size="lg"
        siblings={1}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('pager.previous') : t('pager.next'),
        })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
      />
    </Group>
  );
}
