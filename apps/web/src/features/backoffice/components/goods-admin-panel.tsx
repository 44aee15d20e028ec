import type { AdminGoods, GoodsUpsert } from '@goldline/contract/points';
import { Button, Group, Modal, NumberInput, Stack, Switch, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminGoods, useSaveGoods } from '../api/loyalty-admin';
import { TranslationsGrid, TranslationsToggle } from './translations-fields';

const empty: GoodsUpsert = {
  name: '',
  description: '',
  nameTranslations: {},
  descriptionTranslations: {},
  imageUrl: null,
  points: '1',
  amount: '0.00',
  amountRequirement: '0.00',
  stock: 0,
  enabled: true,
  sort: 0,
};

/**
 * The points mall's goods: stock, points, value, requirement and image; create and edit (audited).
 * Name and description are the English texts, with their other languages folded under each (decision 115).
 */
export function GoodsAdminPanel() {
  const { t } = useTranslation('points');
  const { data } = useAdminGoods();
  const [editing, setEditing] = useState<{ id: string | null; body: GoodsUpsert } | null>(null);
  const open = (g: AdminGoods | null) =>
    setEditing(
      g
        ? {
            id: g.id,
            body: {
              name: g.name,
              description: g.description,
              nameTranslations: g.nameTranslations,
              descriptionTranslations: g.descriptionTranslations,
              imageUrl: g.imageUrl,
              points: g.points,
              amount: g.amount,
              amountRequirement: g.amountRequirement,
              stock: g.stock,
              enabled: g.enabled,
              sort: g.sort,
            },
          }
        : { id: null, body: empty },
    );
  return (
    <Stack gap="sm">
      <Group>
        <Button h={44} onClick={() => open(null)} data-testid="bo-goods-new">
          {t('bo.newGoods')}
        </Button>
      </Group>
      <Table.ScrollContainer minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bo.goodsName')}</Table.Th>
              <Table.Th ta="end">{t('history.points')}</Table.Th>
              <Table.Th ta="end">{t('goods.value')}</Table.Th>
              <Table.Th ta="end">{t('bo.requirement')}</Table.Th>
              <Table.Th ta="end">{t('bo.stock')}</Table.Th>
              <Table.Th>{t('bo.onSale')}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.rows.map((g) => (
              <Table.Tr key={g.id}>
                <Table.Td>{g.name}</Table.Td>
                <Table.Td ta="end">{g.points}</Table.Td>
                <Table.Td ta="end">
                  <MoneyText amount={g.amount} span />
                </Table.Td>
                <Table.Td ta="end">
                  <MoneyText amount={g.amountRequirement} span />
                </Table.Td>
                <Table.Td ta="end">{g.stock}</Table.Td>
                <Table.Td>{g.enabled ? t('bo.onSale') : t('bo.offSale')}</Table.Td>
                <Table.Td>
                  <Button
                    variant="subtle"
                    h={44}
                    onClick={() => open(g)}
                    aria-label={t('bo.editNamed', { name: g.name })}
                  >
                    {t('bo.edit')}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {editing && <GoodsEditor id={editing.id} initial={editing.body} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

function GoodsEditor({
  id,
  initial,
  onClose,
}: {
  id: string | null;
  initial: GoodsUpsert;
  onClose: () => void;
}) {
  const { t } = useTranslation('points');
  const errorText = useErrorText();
  const save = useSaveGoods();
  const [body, setBody] = useState(initial);
  const [translating, setTranslating] = useState<'name' | 'description' | null>(null);
  const toggle = (field: 'name' | 'description') => setTranslating((open) => (open === field ? null : field));
  const set = <K extends keyof GoodsUpsert>(k: K, v: GoodsUpsert[K]) => setBody((b) => ({ ...b, [k]: v }));
  return (
    <Modal opened onClose={onClose} title={id ? t('bo.edit') : t('bo.newGoods')} size="lg">
      <Stack gap="sm">
        <TextInput
          label={t('bo.goodsName')}
          required
          value={body.name}
          onChange={(e) => set('name', e.currentTarget.value)}
        />
        <TranslationsToggle
          field={t('bo.goodsName')}
          value={body.nameTranslations}
          opened={translating === 'name'}
          onToggle={() => toggle('name')}
        />
        {translating === 'name' && (
          <TranslationsGrid
            value={body.nameTranslations}
            onChange={(v) => set('nameTranslations', v)}
            maxLength={80}
          />
        )}
        <TextInput
          label={t('bo.description')}
          value={body.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <TranslationsToggle
          field={t('bo.description')}
          value={body.descriptionTranslations}
          opened={translating === 'description'}
          onToggle={() => toggle('description')}
        />
        {translating === 'description' && (
          <TranslationsGrid
            value={body.descriptionTranslations}
            onChange={(v) => set('descriptionTranslations', v)}
            maxLength={500}
          />
        )}
        <TextInput
          label={t('bo.image')}
          value={body.imageUrl ?? ''}
          onChange={(e) => set('imageUrl', e.currentTarget.value || null)}
        />
        <TextInput
          label={t('history.points')}
          required
          inputMode="numeric"
          value={body.points}
          onChange={(e) => set('points', e.currentTarget.value)}
        />
        <TextInput
          label={t('goods.value')}
          inputMode="decimal"
          value={body.amount}
          onChange={(e) => set('amount', e.currentTarget.value)}
        />
        <TextInput
          label={t('bo.requirement')}
          inputMode="decimal"
          value={body.amountRequirement}
          onChange={(e) => set('amountRequirement', e.currentTarget.value)}
        />
        <NumberInput
          label={t('bo.stock')}
          min={0}
          allowDecimal={false}
          value={body.stock}
          onChange={(v) => set('stock', Number(v) || 0)}
        />
        <Switch
          label={t('bo.onSale')}
          checked={body.enabled}
          onChange={(e) => set('enabled', e.currentTarget.checked)}
        />
        <FormError message={save.isError ? errorText(save.error) : null} />
        <Group justify="flex-end">
          <Button variant="default" h={44} onClick={onClose}>
            {t('form.cancel')}
          </Button>
          <Button
            h={44}
            loading={save.isPending}
            onClick={() => save.mutate({ id, body }, { onSuccess: onClose })}
          >
            {t('bo.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
