import type { PromotionState } from '@goldline/contract/promotions';
import { Badge, Button, Group, Paper, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { type AdminPromotion, useAdminPromotions } from '../api/promotions-admin';
import { PromotionEditor } from './promotion-editor';

const stateColor: Record<PromotionState, string> = {
  DRAFT: 'gray',
  SCHEDULED: 'blue',
  ACTIVE: 'green',
  ENDED: 'gray',
  DISABLED: 'red',
};

/** The operator's promotions: state, schedule, grants and waiting applications; create and edit. */
export function PromotionsAdminPanel() {
  const { t, i18n } = useTranslation('promotions');
  const locale = languageInfo(i18n.language).locale;
  const list = useAdminPromotions();
  // undefined: no editor; null: a new promotion.
  const [editing, setEditing] = useState<AdminPromotion | null | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const rows = list.data?.promotions ?? [];
  const date = (iso: string) => formatDateTime(iso, locale);

  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} fz="h4">
          {t('bo.list')}
        </Title>
        <Button
          h={44}
          leftSection={<IconPlus size={18} aria-hidden="true" />}
          onClick={() => {
            setSaved(false);
            setEditing(null);
          }}
          data-testid="bo-promo-create"
        >
          {t('bo.create')}
        </Button>
      </Group>
      {list.isPending && <Skeleton height={120} />}
      {list.isError && <FormErrorText error={list.error} />}
      {list.data && rows.length === 0 && <Text c="dimmed">{t('bo.empty')}</Text>}
      {rows.length > 0 && (
        <Table.ScrollContainer minWidth={960}>
          <Table verticalSpacing="sm" striped data-testid="bo-promo-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('bo.col.title')}</Table.Th>
                <Table.Th>{t('bo.col.category')}</Table.Th>
                <Table.Th>{t('bo.col.type')}</Table.Th>
                <Table.Th>{t('bo.col.schedule')}</Table.Th>
                <Table.Th>{t('bo.col.state')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('bo.col.grants')}</Table.Th>
                <Table.Th style={{ textAlign: 'end' }}>{t('bo.col.pending')}</Table.Th>
                <Table.Th>{t('bo.col.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((promotion) => {
                const title = promotion.title.EN ?? Object.values(promotion.title)[0] ?? promotion.id;
                return (
                  <Table.Tr key={promotion.id} data-testid="bo-promo-row" data-state={promotion.state}>
                    <Table.Td dir="auto" fw={600}>
                      {title}
                    </Table.Td>
                    <Table.Td>{t(`category.${promotion.category}`)}</Table.Td>
                    <Table.Td>
                      {t(`type.${promotion.rules.reward.type}`)}
                      <Text size="xs" c="dimmed">
                        {t(`bo.form.mode${promotion.rules.mode}`)}
                      </Text>
                    </Table.Td>
                    <Table.Td className="gl-tabular" style={{ whiteSpace: 'nowrap' }}>
                      <Text size="sm">
                        {promotion.endsAt
                          ? t('when.range', { start: date(promotion.startsAt), end: date(promotion.endsAt) })
                          : t('when.open', { start: date(promotion.startsAt) })}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Badge
                        color={stateColor[promotion.state]}
                        variant="light"
                        style={{ textTransform: 'none' }}
                      >
                        {t(`bo.state.${promotion.state}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td className="gl-tabular" style={{ textAlign: 'end' }}>
                      {promotion.grants}
                    </Table.Td>
                    <Table.Td className="gl-tabular" style={{ textAlign: 'end' }}>
                      {promotion.pendingApplications}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        h={44}
                        variant="light"
                        leftSection={<IconPencil size={16} aria-hidden="true" />}
                        onClick={() => {
                          setSaved(false);
                          setEditing(promotion);
                        }}
                        aria-label={t('bo.editOf', { title })}
                        data-testid="bo-promo-edit"
                      >
                        {t('bo.edit')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {saved && (
        <Text size="sm" role="status" mt="xs" data-testid="bo-promo-saved">
          ✓ {t('bo.form.saved')}
        </Text>
      )}
      {editing !== undefined && (
        <PromotionEditor
          promotion={editing}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            setSaved(true);
          }}
        />
      )}
    </Paper>
  );
}
