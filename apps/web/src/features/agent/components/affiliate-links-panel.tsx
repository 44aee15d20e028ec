import type { AffiliateLink } from '@goldline/contract/agent';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconLink, IconPlus } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { EmptyState } from '../../../components/empty-state';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { useAffiliateLinks, useCreateAffiliateLink } from '../api/affiliate-links';
import { Count, TableSkeleton } from './report-parts';

/**
 * Affiliate links of the register centre (spec: affiliateCode): each with its QR code (drawn by
 * qrcode.react, white quiet zone so a phone scans it in dark mode too), a copy button and the
 * number of registrations it brought.
 */
export function AffiliateLinksPanel() {
  const { t } = useTranslation('agent');
  const errorText = useErrorText();
  const links = useAffiliateLinks();
  const create = useCreateAffiliateLink();
  const rows = links.data?.rows ?? [];
  return (
    <Stack gap="md" data-testid="agent-affiliate-links">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm" maw={520}>
          {t('links.intro')}
        </Text>
        <Button
          h={44}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          loading={create.isPending}
          onClick={() => create.mutate(window.location.origin)}
          data-testid="agent-link-create"
        >
          {t('links.create')}
        </Button>
      </Group>
      <FormError message={create.isError ? errorText(create.error) : null} />
      {links.isPending && <TableSkeleton rows={2} />}
      {links.isError && <FormErrorText error={links.error} />}
      {links.data && rows.length === 0 && (
        <EmptyState icon={<IconLink size={34} />} title={t('links.emptyTitle')} text={t('links.empty')} />
      )}
      {rows.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {rows.map((link) => (
            <LinkCard key={link.code} link={link} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function LinkCard({ link }: { link: AffiliateLink }) {
  const { t, i18n } = useTranslation('agent');
  const locale = languageInfo(i18n.language).locale;
  return (
    <Paper p="sm" radius="md" withBorder data-testid="agent-link" data-code={link.code}>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ background: '#fff', padding: 8, borderRadius: 8, flexShrink: 0, lineHeight: 0 }}>
          <QRCodeSVG value={link.url} size={104} title={t('links.qr', { code: link.code })} />
        </div>
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Group gap={6}>
            <Badge variant="light" color={link.active ? 'green' : 'gray'}>
              {link.active ? t('links.active') : t('links.inactive')}
            </Badge>
            <Text size="sm">
              {t('links.registrations')}: <Count value={link.registrations} />
            </Text>
          </Group>
          <CopyValue label={t('links.code')} value={link.code} testId="agent-link-copy-code" />
          <CopyValue label={t('links.url')} value={link.url} testId="agent-link-copy-url" />
          <Text size="xs" c="dimmed">
            {t('links.created', { time: formatDateTime(link.createdAt, locale) })}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}
