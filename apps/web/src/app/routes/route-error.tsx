import { Button, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A failed chunk load or render: say so in words and offer a reload (spec section 8). */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Stack component="main" align="center" justify="center" mih="60vh" p="xl" ta="center">
      <Title order={1}>{t('routeError.title')}</Title>
      <Text c="dimmed">{t('routeError.text')}</Text>
      <Button onClick={() => location.reload()}>{t('routeError.reload')}</Button>
    </Stack>
  );
}
