import { Button } from '@mantine/core';
import { IconMapQuestion } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/empty-state';

export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <EmptyState icon={<IconMapQuestion size={34} />} title={t('notFound.title')} text={t('notFound.text')}>
      <Button component={Link} to="/" mt="sm">
        {t('notFound.home')}
      </Button>
    </EmptyState>
  );
}
