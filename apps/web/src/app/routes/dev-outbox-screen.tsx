import { Alert, Badge, Button, Container, Skeleton, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { FormErrorText } from '../../components/form-error-text';
import { PageTitle } from '../../components/page-title';
import { useOutbox } from '../../features/dev-outbox/api/get-outbox';
import { formatDateTime } from '../../lib/format-date';
import { languageInfo } from '../../lib/language-storage';

/** Developer page: reads the dev outbox so a tester can see the SMS code or e-mail they were sent. */
export function DevOutboxScreen() {
  const { t, i18n } = useTranslation();
  const outbox = useOutbox();
  const locale = languageInfo(i18n.language).locale;
  const messages = [...(outbox.data?.messages ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return (
    <Container component="main" size={1100} py="xl">
      <PageTitle
        icon={<IconTool size={24} />}
        extra={
          <Button
            variant="default"
            leftSection={<IconRefresh size={18} aria-hidden="true" />}
            loading={outbox.isFetching}
            onClick={() => void outbox.refetch()}
          >
            {t('devOutbox.refresh')}
          </Button>
        }
      >
        {t('devOutbox.title')}
      </PageTitle>
      <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={20} aria-hidden="true" />} mb="lg">
        {t('devOutbox.warning')}
      </Alert>
      {outbox.isPending && <Skeleton height={200} radius="md" />}
      {outbox.isError && <FormErrorText error={outbox.error} />}
      {outbox.data && messages.length === 0 && (
        <EmptyState icon={<IconTool size={34} />} title={t('devOutbox.title')} text={t('devOutbox.empty')} />
      )}
      {messages.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="sm" data-testid="dev-outbox-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('devOutbox.time')}</Table.Th>
                <Table.Th>{t('devOutbox.channel')}</Table.Th>
                <Table.Th>{t('devOutbox.recipient')}</Table.Th>
                <Table.Th>{t('devOutbox.message')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {messages.map((message) => (
                <Table.Tr key={message.id} data-testid="dev-outbox-message">
                  <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(message.createdAt, locale)}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="outline">{message.channel.toUpperCase()}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <bdi>{message.recipient}</bdi>
                  </Table.Td>
                  <Table.Td>
                    {message.subject && <Text fw={700}>{message.subject}</Text>}
                    <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Container>
  );
}
