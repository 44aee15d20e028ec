import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Paging under a list: says where we are in words and has labelled, 44 px controls. */
export function ListPager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('wallet');
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize) return null;
  return (
    <Group justify="space-between" mt="sm" wrap="wrap">
      <Text size="sm" c="dimmed" aria-live="polite">
        {t('pager.status', { page, pages, total })}
      </Text>
      <Pagination
        total={pages}
        value={page}
        onChange={onChange}
        size="lg"
        siblings={0}
        getControlProps={(control) => ({
          'aria-label': control === 'previous' ? t('pager.previous') : t('pager.next'),
        })}
        getItemProps={(item) => ({ 'aria-label': t('pager.page', { page: item }) })}
      />
    </Group>
  );
}
