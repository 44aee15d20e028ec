import { GameType } from '@goldline/contract/games';
import { PositiveAmount } from '@goldline/contract/money';
import {
  type AdminPromotion,
  Percent,
  PromotionCategory,
  PromotionMode,
  PromotionPeriod,
  PromotionRules,
  PromotionType,
  type PromotionTypeRules,
  PromotionUpsert,
  WageringMultiple,
} from '@goldline/contract/promotions';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Divider,
  Group,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useSavePromotion } from '../api/promotions-admin';

const weightRule = z.number().int().min(0).max(100);
const daysRule = PromotionRules.shape.expiryDays;
const withinDaysRule = z.number().int().min(1).max(365);
const sortRule = z.number().int().min(0).max(10_000);

/** A text box read as a number; blank is not a number (so a required figure fails its rule). */
const asNumber = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

const FormValues = z.object({
  category: PromotionCategory,
  type: PromotionType,
  mode: PromotionMode,
  period: PromotionPeriod,
  title: z.string(),
  summary: z.string(),
  content: z.string(),
  imageUrl: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  enabled: z.boolean(),
  sort: z.string(),
  percent: z.string(),
  maxBonus: z.string(),
  minDeposit: z.string(),
  minLoss: z.string(),
  amount: z.string(),
  withinDays: z.string(),
  wageringMultiple: z.string(),
  expiryDays: z.string(),
  forfeitOnWithdraw: z.boolean(),
  otherGames: z.string(),
  weights: z.record(z.string(), z.string()),
});
type FormValues = z.infer<typeof FormValues>;

/** Which figures each type needs (the contract's PromotionTypeRules). */
const figuresOf: Record<PromotionType, (keyof FormValues)[]> = {
  DEPOSIT_MATCH: ['percent', 'maxBonus', 'minDeposit'],
  FIRST_DEPOSIT: ['percent', 'maxBonus', 'minDeposit'],
  CASHBACK: ['percent', 'maxBonus', 'minLoss'],
  FREE_BET: ['amount'],
  SIGN_UP: ['amount', 'withinDays'],
};
const AMOUNT_FIELDS = new Set(['maxBonus', 'minDeposit', 'minLoss', 'amount']);

/** Each field checked with the contract's own rule, the type's figures only when the type needs them. */
const FormSchema = FormValues.superRefine((v, ctx) => {
  const check = (path: string | [string, string], ok: boolean) => {
    if (!ok)
      ctx.addIssue({ code: 'custom', path: typeof path === 'string' ? [path] : path, message: 'invalid' });
  };
  check('title', v.title.trim().length > 0);
  for (const field of figuresOf[v.type]) {
    const value = String(v[field]).trim();
    if (AMOUNT_FIELDS.has(field)) check(field, PositiveAmount.safeParse(value).success);
    else if (field === 'percent') check(field, Percent.safeParse(asNumber(value)).success);
    else check(field, withinDaysRule.safeParse(asNumber(value)).success);
  }
  check('wageringMultiple', WageringMultiple.safeParse(asNumber(v.wageringMultiple)).success);
  check('expiryDays', daysRule.safeParse(asNumber(v.expiryDays)).success);
  check('sort', sortRule.safeParse(asNumber(v.sort)).success);
  check('otherGames', weightRule.safeParse(asNumber(v.otherGames)).success);
  for (const [type, value] of Object.entries(v.weights)) {
    if (value.trim() !== '') check(['weights', type], weightRule.safeParse(asNumber(value)).success);
  }
  const start = new Date(v.startsAt).getTime();
  check('startsAt', !Number.isNaN(start));
  if (v.endsAt.trim() !== '') {
    const end = new Date(v.endsAt).getTime();
    check('endsAt', !Number.isNaN(end) && end > start);
  }
});

/** ISO -> the value of <input type="datetime-local"> in the operator's own time zone. */
function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function defaults(promotion: AdminPromotion | null): FormValues {
  const rules = promotion?.rules;
  const reward = rules?.reward;
  const pick = <K extends string>(key: K): string => {
    const value = reward && key in reward ? (reward as Record<string, unknown>)[key] : undefined;
    return value === undefined ? '' : String(value);
  };
  const weights: Record<string, string> = {};
  for (const type of GameType.options) {
    const share = rules?.gameWeights.weights[type];
    weights[type] = share === undefined ? '' : String(share);
  }
  return {
    category: promotion?.category ?? 'DEPOSIT',
    type: reward?.type ?? 'DEPOSIT_MATCH',
    mode: rules?.mode ?? 'APPLY',
    period: rules?.period ?? 'ONCE',
    title: promotion?.title.EN ?? '',
    summary: promotion?.summary.EN ?? '',
    content: promotion?.content.EN ?? '',
    imageUrl: promotion?.imageUrl ?? '',
    startsAt: toLocalInput(promotion?.startsAt ?? new Date().toISOString()),
    endsAt: toLocalInput(promotion?.endsAt ?? null),
    enabled: promotion?.enabled ?? true,
    sort: String(promotion?.sort ?? 0),
    percent: pick('percent'),
    maxBonus: pick('maxBonus'),
    minDeposit: pick('minDeposit'),
    minLoss: pick('minLoss'),
    amount: pick('amount'),
    withinDays: pick('withinDays'),
    wageringMultiple: String(rules?.wageringMultiple ?? 10),
    expiryDays: String(rules?.expiryDays ?? 30),
    forfeitOnWithdraw: rules?.forfeitOnWithdraw ?? true,
    otherGames: String(rules?.gameWeights.otherGames ?? 100),
    weights,
  };
}

function rewardOf(v: FormValues): PromotionTypeRules {
  switch (v.type) {
    case 'DEPOSIT_MATCH':
    case 'FIRST_DEPOSIT':
      return {
        type: v.type,
        percent: asNumber(v.percent),
        maxBonus: v.maxBonus.trim(),
        minDeposit: v.minDeposit.trim(),
      };
    case 'CASHBACK':
      return {
        type: v.type,
        percent: asNumber(v.percent),
        maxBonus: v.maxBonus.trim(),
        minLoss: v.minLoss.trim(),
      };
    case 'FREE_BET':
      return { type: v.type, amount: v.amount.trim() };
    case 'SIGN_UP':
      return { type: v.type, amount: v.amount.trim(), withinDays: asNumber(v.withinDays) };
  }
}

/** The form as the contract's PromotionUpsert; other languages' texts are kept as they were. */
function toUpsert(v: FormValues, promotion: AdminPromotion | null): PromotionUpsert {
  const weights: Partial<Record<GameType, number>> = {};
  for (const type of GameType.options) {
    const value = v.weights[type]?.trim();
    if (value) weights[type] = asNumber(value);
  }
  return PromotionUpsert.parse({
    category: v.category,
    title: { ...promotion?.title, EN: v.title.trim() },
    summary: { ...promotion?.summary, EN: v.summary.trim() },
    content: { ...promotion?.content, EN: v.content },
    imageUrl: v.imageUrl.trim() || null,
    startsAt: new Date(v.startsAt).toISOString(),
    endsAt: v.endsAt.trim() ? new Date(v.endsAt).toISOString() : null,
    enabled: v.enabled,
    sort: asNumber(v.sort),
    rules: {
      reward: rewardOf(v),
      mode: v.mode,
      period: v.period,
      wageringMultiple: asNumber(v.wageringMultiple),
      gameWeights: { weights, otherGames: asNumber(v.otherGames) },
      expiryDays: asNumber(v.expiryDays),
      forfeitOnWithdraw: v.forfeitOnWithdraw,
    },
  });
}

/**
 * Create or edit a promotion with its schedule and the rules of its type (issue 16: deposit match
 * percent, cap and minimum deposit; cashback; free bet; sign-up; wagering, expiry, game weights).
 * The English texts are edited here; the other languages keep what they have.
 */
export function PromotionEditor({
  promotion,
  onClose,
  onSaved,
}: {
  promotion: AdminPromotion | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation(['promotions', 'games']);
  const narrow = useMediaQuery('(max-width: 48em)');
  const errorText = useErrorText();
  const save = useSavePromotion();
  const { register, control, handleSubmit, formState } = useForm<FormValues>({
    resolver: zodResolver(FormSchema),
    defaultValues: defaults(promotion),
  });
  const type = useWatch({ control, name: 'type' });
  const errors = formState.errors as Record<string, unknown>;
  const weightErrors = (formState.errors.weights ?? {}) as Record<string, unknown>;
  const errorOf = (field: string, min?: number, max?: number) => {
    if (!errors[field]) return undefined;
    if (AMOUNT_FIELDS.has(field)) return t('bo.form.amountInvalid');
    if (field === 'title') return t('bo.form.required');
    if (field === 'endsAt') return t('bo.form.endBeforeStart');
    if (field === 'startsAt') return t('bo.form.required');
    return t('bo.form.numberRange', { min, max });
  };
  const figure = (field: keyof FormValues, label: string, min?: number, max?: number) => (
    <TextInput
      key={field}
      label={label}
      inputMode="decimal"
      dir="ltr"
      required
      data-testid={`bo-promo-${field}`}
      error={errorOf(field, min, max)}
      {...register(field)}
    />
  );

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync({ id: promotion?.id ?? null, body: toUpsert(values, promotion) });
    onSaved();
  });

  const select = (
    name: 'category' | 'type' | 'mode' | 'period',
    label: string,
    data: { value: string; label: string }[],
  ) => <NativeSelect label={label} data={data} data-testid={`bo-promo-${name}`} {...register(name)} />;

  return (
    <Modal
      opened
      onClose={onClose}
      title={t(promotion ? 'bo.form.editTitle' : 'bo.form.createTitle')}
      size={960}
      fullScreen={narrow}
      centered
      data-testid="bo-promo-editor"
    >
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('bo.form.texts')}
          </Title>
          <TextInput
            label={t('bo.form.title')}
            required
            maxLength={200}
            data-testid="bo-promo-title"
            error={errorOf('title')}
            {...register('title')}
          />
          <TextInput label={t('bo.form.summary')} maxLength={500} {...register('summary')} />
          <Textarea
            label={t('bo.form.content')}
            description={t('bo.form.contentHint')}
            autosize
            minRows={3}
            maxRows={10}
            dir="ltr"
            {...register('content')}
          />
          <TextInput label={t('bo.form.imageUrl')} dir="ltr" maxLength={500} {...register('imageUrl')} />

          <Divider my="xs" />
          <Title order={3} fz="h5">
            {t('bo.form.schedule')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
            {select(
              'category',
              t('bo.col.category'),
              PromotionCategory.options.map((value) => ({ value, label: t(`category.${value}`) })),
            )}
            <TextInput
              type="datetime-local"
              label={t('bo.form.startsAt')}
              required
              data-testid="bo-promo-startsAt"
              error={errorOf('startsAt')}
              {...register('startsAt')}
            />
            <TextInput
              type="datetime-local"
              label={t('bo.form.endsAt')}
              description={t('bo.form.endsAtHint')}
              data-testid="bo-promo-endsAt"
              error={errorOf('endsAt')}
              {...register('endsAt')}
            />
            {figure('sort', t('bo.form.sort'), 0, 10_000)}
          </SimpleGrid>
          <Checkbox label={t('bo.form.enabled')} data-testid="bo-promo-enabled" {...register('enabled')} />

          <Divider my="xs" />
          <Title order={3} fz="h5">
            {t('bo.form.rules')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {select(
              'type',
              t('bo.col.type'),
              PromotionType.options.map((value) => ({ value, label: t(`type.${value}`) })),
            )}
            {select(
              'mode',
              t('bo.form.mode'),
              PromotionMode.options.map((value) => ({ value, label: t(`bo.form.mode${value}`) })),
            )}
            {select(
              'period',
              t('bo.form.period'),
              PromotionPeriod.options.map((value) => ({ value, label: t(`rules.${value}`) })),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {figuresOf[type].map((field) =>
              field === 'percent'
                ? figure(field, t('bo.form.percent'), Percent.minValue ?? 0, Percent.maxValue ?? 1000)
                : field === 'withinDays'
                  ? figure(field, t('bo.form.withinDays'), 1, 365)
                  : figure(field, t(`bo.form.${field}`)),
            )}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {figure('wageringMultiple', t('bo.form.wageringMultiple'), 0, WageringMultiple.maxValue ?? 200)}
            {figure('expiryDays', t('bo.form.expiryDays'), daysRule.minValue ?? 1, daysRule.maxValue ?? 365)}
          </SimpleGrid>
          <Checkbox label={t('bo.form.forfeit')} {...register('forfeitOnWithdraw')} />
          <Text size="sm" fw={600}>
            {t('bo.form.weights')}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4, md: 7 }} spacing="xs">
            {GameType.options.map((game) => (
              <TextInput
                key={game}
                label={t(`games:category.${game}`)}
                inputMode="numeric"
                dir="ltr"
                error={weightErrors[game] ? t('bo.form.numberRange', { min: 0, max: 100 }) : undefined}
                {...register(`weights.${game}`)}
              />
            ))}
            <TextInput
              label={t('bo.form.otherGames')}
              inputMode="numeric"
              dir="ltr"
              required
              error={errorOf('otherGames', 0, 100)}
              {...register('otherGames')}
            />
          </SimpleGrid>
          <FormError message={save.isError ? errorText(save.error) : null} />
          <Group justify="flex-end">
            <Button variant="default" h={44} onClick={onClose}>
              {t('bo.form.cancel')}
            </Button>
            <Button type="submit" h={44} loading={formState.isSubmitting} data-testid="bo-promo-save">
              {t('bo.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
