import { GameType } from '@goldline/contract/games';
import { type AdminMission, MissionKind, MissionPeriod, MissionUpsert } from '@goldline/contract/missions';
import { PositiveAmount } from '@goldline/contract/money';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { useErrorText } from '../../../lib/use-error-text';
import { useAdminMissions, useSaveMission } from '../api/missions-admin';
import { asNumber } from '../utils/form-values';
import { PanelQueryState } from './panel-query-state';

const FormValues = z.object({
  title: z.string(),
  period: MissionPeriod,
  kind: MissionKind,
  gameType: z.string(),
  target: z.string(),
  reward: z.string(),
  sort: z.string(),
  enabled: z.boolean(),
});
type FormValues = z.infer<typeof FormValues>;

/** The contract's rules, field by field: an amount target for BET_AMOUNT, a whole count otherwise. */
const FormSchema = FormValues.superRefine((v, ctx) => {
  const fail = (path: keyof FormValues) => ctx.addIssue({ code: 'custom', path: [path], message: path });
  if (v.title.trim() === '') fail('title');
  const target = v.target.trim();
  if (v.kind === 'BET_AMOUNT' ? !PositiveAmount.safeParse(target).success : !/^[1-9]\d{0,8}$/.test(target))
    fail('target');
  if (!PositiveAmount.safeParse(v.reward.trim()).success) fail('reward');
  if (!z.number().int().min(0).max(10_000).safeParse(asNumber(v.sort)).success) fail('sort');
});

const defaults = (m: AdminMission | null): FormValues => ({
  title: m?.title.EN ?? '',
  period: m?.period ?? 'DAILY',
  kind: m?.kind ?? 'PLAY_COUNT',
  gameType: m?.gameType ?? '',
  target: m?.target ?? '',
  reward: m?.reward ?? '',
  sort: String(m?.sort ?? 0),
  enabled: m?.enabled ?? true,
});

/** Daily and weekly missions: what counts, the target and the reward; create, edit, switch off (audited). */
export function MissionsAdminPanel() {
  const { t } = useTranslation(['boLoyalty', 'missions', 'games']);
  const { data, isPending, error } = useAdminMissions();
  const [editing, setEditing] = useState<{ mission: AdminMission | null } | null>(null);
  const gameName = (type: string | null) =>
    type ? t(`games:category.${type}`) : t('boLoyalty:missions.allGames');
  return (
    <Stack gap="sm">
      <Group>
        <Button h={44} onClick={() => setEditing({ mission: null })} data-testid="bo-mission-new">
          {t('boLoyalty:missions.new')}
        </Button>
      </Group>
      <PanelQueryState isPending={isPending} error={error} />
      {data && data.missions.length === 0 && <Text c="dimmed">{t('boLoyalty:missions.empty')}</Text>}
      {data && data.missions.length > 0 && (
        <Table.ScrollContainer minWidth={820}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('boLoyalty:form.title')}</Table.Th>
                <Table.Th>{t('boLoyalty:form.period')}</Table.Th>
                <Table.Th>{t('boLoyalty:missions.rule')}</Table.Th>
                <Table.Th>{t('boLoyalty:missions.gameType')}</Table.Th>
                <Table.Th ta="end">{t('boLoyalty:missions.reward')}</Table.Th>
                <Table.Th ta="end">{t('boLoyalty:missions.completions')}</Table.Th>
                <Table.Th>{t('boLoyalty:form.state')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('boLoyalty:form.edit')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.missions.map((m) => (
                <Table.Tr key={m.id} data-testid="bo-mission-row" data-title={m.title.EN}>
                  <Table.Td>{m.title.EN}</Table.Td>
                  <Table.Td>{t(`missions:period.${m.period}`)}</Table.Td>
                  <Table.Td>{t(`missions:kind.${m.kind}`, { target: m.target })}</Table.Td>
                  <Table.Td>{gameName(m.gameType)}</Table.Td>
                  <Table.Td ta="end">
                    <MoneyText amount={m.reward} span />
                  </Table.Td>
                  <Table.Td ta="end" className="gl-tabular">
                    {m.completions}
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={m.enabled ? 'green' : 'gray'}>
                      {t(m.enabled ? 'boLoyalty:form.on' : 'boLoyalty:form.off')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      variant="subtle"
                      h={44}
                      onClick={() => setEditing({ mission: m })}
                      aria-label={t('boLoyalty:form.editNamed', { name: m.title.EN })}
                    >
                      {t('boLoyalty:form.edit')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <MissionEditor mission={editing.mission} onClose={() => setEditing(null)} />}
    </Stack>
  );
}

/** The English title is edited here; the other languages keep their texts (members fall back to English). */
function MissionEditor({ mission, onClose }: { mission: AdminMission | null; onClose: () => void }) {
  const { t } = useTranslation(['boLoyalty', 'missions', 'games']);
  const narrow = useMediaQuery('(max-width: 48em)');
  const errorText = useErrorText();
  const save = useSaveMission();
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaults(mission),
  });
  const kind = useWatch({ control, name: 'kind' });
  const errors = formState.errors;
  const submit = handleSubmit(async (v) => {
    const body = MissionUpsert.parse({
      title: { ...mission?.title, EN: v.title.trim() },
      period: v.period,
      kind: v.kind,
      gameType: v.gameType || null,
      target: v.target.trim(),
      reward: v.reward.trim(),
      enabled: v.enabled,
      sort: asNumber(v.sort),
    });
    await save.mutateAsync({ id: mission?.id ?? null, body });
    onClose();
  });
  return (
    <Modal
      opened
      onClose={onClose}
      title={t(mission ? 'boLoyalty:missions.editTitle' : 'boLoyalty:missions.new')}
      size={720}
      fullScreen={narrow}
      centered
    >
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <TextInput
            label={t('boLoyalty:form.titleEn')}
            description={t('boLoyalty:form.titleHint')}
            required
            maxLength={200}
            data-testid="bo-mission-title"
            error={errors.title && t('boLoyalty:form.required')}
            {...register('title')}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <NativeSelect
              label={t('boLoyalty:form.period')}
              data={MissionPeriod.options.map((value) => ({ value, label: t(`missions:period.${value}`) }))}
              {...register('period')}
            />
            <NativeSelect
              label={t('boLoyalty:missions.kind')}
              data={MissionKind.options.map((value) => ({
                value,
                label: t(`boLoyalty:missions.kinds.${value}`),
              }))}
              data-testid="bo-mission-kind"
              {...register('kind')}
            />
            <NativeSelect
              label={t('boLoyalty:missions.gameType')}
              data={[
                { value: '', label: t('boLoyalty:missions.allGames') },
                ...GameType.options.map((value) => ({ value, label: t(`games:category.${value}`) })),
              ]}
              {...register('gameType')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t(
                kind === 'BET_AMOUNT' ? 'boLoyalty:missions.targetAmount' : 'boLoyalty:missions.targetCount',
              )}
              inputMode={kind === 'BET_AMOUNT' ? 'decimal' : 'numeric'}
              dir="ltr"
              required
              data-testid="bo-mission-target"
              error={
                errors.target && t(kind === 'BET_AMOUNT' ? 'boLoyalty:form.amount' : 'boLoyalty:form.count')
              }
              {...register('target')}
            />
            <TextInput
              label={t('boLoyalty:missions.reward')}
              inputMode="decimal"
              dir="ltr"
              required
              data-testid="bo-mission-reward"
              error={errors.reward && t('boLoyalty:form.amount')}
              {...register('reward')}
            />
            <TextInput
              label={t('boLoyalty:form.sort')}
              inputMode="numeric"
              dir="ltr"
              error={errors.sort && t('boLoyalty:form.range', { min: 0, max: 10_000 })}
              {...register('sort')}
            />
          </SimpleGrid>
          <Checkbox
            label={t('boLoyalty:form.enabled')}
            data-testid="bo-mission-enabled"
            {...register('enabled')}
          />
          <FormError message={save.isError ? errorText(save.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onClose}>
              {t('boLoyalty:form.cancel')}
            </Button>
            <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-mission-save">
              {t('boLoyalty:form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
