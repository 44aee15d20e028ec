import type { Translations } from '@goldline/contract/translations';
import type { AdminVipLevel } from '@goldline/contract/vip';
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { Fragment, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminVipLevels, useSaveVipLevels } from '../api/loyalty-admin';
import { TranslationsGrid, TranslationsToggle } from './translations-fields';

const FIELDS = ['validBet', 'deposit', 'upgradeBonus', 'monthlyBonus', 'keepValidBet'] as const;
/** Each field's column title in the vip namespace (the member's card and rules use the same words). */
const TITLE = {
  validBet: 'card.validBet',
  deposit: 'card.deposit',
  upgradeBonus: 'rules.upgradeBonus',
  monthlyBonus: 'rules.monthlyBonus',
  keepValidBet: 'rules.keep',
} as const;
const blank = (level: number): AdminVipLevel => ({
  level,
  name: '',
  nameTranslations: {},
  validBet: '0.00',
  deposit: '0.00',
  upgradeBonus: '0.00',
  monthlyBonus: '0.00',
  keepValidBet: '0.00',
});

/**
 * The VIP ladder as the operator edits it: one row per level, saved whole (audited). The name is the
 * English one; its other languages open in a full-width row under the level (decision 115).
 */
export function VipLevelsPanel() {
  const { t } = useTranslation('vip');
  const errorText = useErrorText();
  const { data } = useAdminVipLevels();
  const save = useSaveVipLevels();
  const [levels, setLevels] = useState<AdminVipLevel[]>([]);
  const [translating, setTranslating] = useState<number | null>(null);
  useEffect(() => {
    if (data) setLevels(data.levels);
  }, [data]);
  const edit = (i: number, field: Exclude<keyof AdminVipLevel, 'level'>, value: string | Translations) =>
    setLevels((ls) => ls.map((l, j) => (j === i ? { ...l, [field]: value } : l)));
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={900}>
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('rules.level')}</Table.Th>
              <Table.Th>{t('bo.name')}</Table.Th>
              {FIELDS.map((f) => (
                <Table.Th key={f}>{t(TITLE[f])}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((l, i) => (
              <Fragment key={l.level}>
                <Table.Tr>
                  <Table.Td>{l.level}</Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`${t('bo.name')} ${l.level}`}
                      value={l.name}
                      onChange={(e) => edit(i, 'name', e.currentTarget.value)}
                    />
                    <TranslationsToggle
                      field={`${t('bo.name')} ${l.level}`}
                      value={l.nameTranslations}
                      opened={translating === l.level}
                      onToggle={() => setTranslating((open) => (open === l.level ? null : l.level))}
                    />
                  </Table.Td>
                  {FIELDS.map((f) => (
                    <Table.Td key={f}>
                      <TextInput
                        aria-label={`${t(TITLE[f])} ${l.level}`}
                        inputMode="decimal"
                        value={l[f]}
                        onChange={(e) => edit(i, f, e.currentTarget.value)}
                      />
                    </Table.Td>
                  ))}
                </Table.Tr>
                {translating === l.level && (
                  <Table.Tr>
                    <Table.Td colSpan={FIELDS.length + 2}>
                      <TranslationsGrid
                        value={l.nameTranslations}
                        onChange={(v) => edit(i, 'nameTranslations', v)}
                        maxLength={40}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <FormError message={save.isError ? errorText(save.error) : null} />
      <Group>
        <Button variant="default" h={44} onClick={() => setLevels((ls) => [...ls, blank(ls.length + 1)])}>
          {t('bo.add')}
        </Button>
        <Button
          variant="default"
          h={44}
          disabled={levels.length === 0}
          onClick={() => setLevels((ls) => ls.slice(0, -1))}
        >
          {t('bo.removeLast')}
        </Button>
        <Button
          h={44}
          loading={save.isPending}
          onClick={() => save.mutate({ levels })}
          data-testid="bo-vip-save"
        >
          {t('bo.save')}
        </Button>
        {save.isSuccess && (
          <Text size="sm" role="status">
            {t('bo.saved')}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
