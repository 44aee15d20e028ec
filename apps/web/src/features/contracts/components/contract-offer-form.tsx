import type { Contract, OfferContractRequest } from '@goldline/contract/contracts';
import { ContractKind, DividendPeriod } from '@goldline/contract/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { useCurrency } from '../../../lib/currency-context';
import { useErrorText } from '../../../lib/use-error-text';
import {
  browserTzOffset,
  emptyTier,
  MAX_TIERS,
  type OfferValues,
  offerFormSchema,
  toOfferRequest,
} from '../utils/offer-form';
import { formatRate } from '../utils/rate';
import { useLocale } from './contract-parts';

/** The mutation that sends the offer: the agent centre's, or the back office's for the house. */
export interface OfferMutation {
  mutateAsync: (body: OfferContractRequest) => Promise<Contract>;
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * The offer form (issue 14): kind, dividend period and tiers, checked with the contract's own
 * request schema (utils/offer-form.ts, react-hook-form + zodResolver). Every tier rate is capped at
 * `cap`, the offering side's own top rate for the kind (the house's is 100 %, decision 085); with
 * no cap (`null`, once known) the form says so and sends nothing.
 */
export function ContractOfferForm({
  account,
  memberId,
  enabled,
  kind,
  onKindChange,
  cap,
  capKnown,
  capNote,
  offer,
}: {
  account: string;
  memberId: string;
  enabled: ContractKind[];
  kind: ContractKind;
  onKindChange: (kind: ContractKind) => void;
  cap: number | null;
  capKnown: boolean;
  /** What the cap is, in words; default: the offering agent's own rate. */
  capNote?: string;
  offer: OfferMutation;
}) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const errorText = useErrorText();
  const titleId = useId();
  const { decimals } = useCurrency();
  const [sent, setSent] = useState(false);
  const schema = useMemo(() => offerFormSchema(decimals, cap), [decimals, cap]);
  const form = useForm<OfferValues>({
    resolver: zodResolver(schema),
    defaultValues: { kind, period: 'Weekly', tiers: [emptyTier()] },
  });
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const { errors } = form.formState;
  const dividend = kind === 'dividend';
  const max = cap === null ? '' : formatRate(cap, locale);

  const message = (error: FieldError | undefined) =>
    error?.message ? t(`offer.${error.message}`, { max, kind: t(`kind.${kind}`) }) : undefined;

  const submit = form.handleSubmit(async (values) => {
    setSent(false);
    await offer.mutateAsync(toOfferRequest(values, memberId, browserTzOffset()));
    setSent(true);
    form.reset({ kind: values.kind, period: values.period, tiers: [emptyTier()] });
  });

  if (enabled.length === 0) return null;
  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      aria-labelledby={titleId}
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id={titleId}>
          {t('offer.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('offer.kind')}
            data={enabled.map((value) => ({ value, label: t(`kind.${value}`) }))}
            {...form.register('kind', {
              onChange: (event) => onKindChange(ContractKind.parse(event.target.value)),
            })}
            data-testid="contract-offer-kind"
          />
          {dividend && (
            <NativeSelect
              label={t('offer.periodType')}
              data={DividendPeriod.options.map((value) => ({ value, label: t(`period.${value}`) }))}
              {...form.register('period')}
            />
          )}
        </SimpleGrid>
        {capKnown && cap === null ? (
          <Alert color="yellow" variant="light" data-testid="contract-offer-no-own">
            {t('offer.noOwnContract', { kind: t(`kind.${kind}`) })}
          </Alert>
        ) : (
          cap !== null && (
            <Text size="sm" c="dimmed" data-testid="contract-offer-cap">
              {capNote ?? t('offer.rateCap', { max })}
            </Text>
          )
        )}
        {tiers.fields.map((field, index) => {
          const tierErrors = errors.tiers?.[index];
          return (
            <Paper key={field.id} p="sm" withBorder radius="md" data-testid="contract-offer-tier">
              <Group justify="space-between" mb={6}>
                <Text fw={700} size="sm">
                  {t('tiers.tierN', { n: index + 1 })}
                </Text>
                {tiers.fields.length > 1 && (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size={36}
                    onClick={() => tiers.remove(index)}
                    aria-label={t('offer.removeTier', { n: index + 1 })}
                  >
                    <IconTrash size={18} aria-hidden="true" />
                  </ActionIcon>
                )}
              </Group>
              <SimpleGrid cols={{ base: 2, sm: dividend ? 5 : 3 }} spacing="xs">
                <TextInput
                  label={t('condition.activeMembers')}
                  inputMode="numeric"
                  autoComplete="off"
                  error={message(tierErrors?.activeMembers)}
                  {...form.register(`tiers.${index}.activeMembers`)}
                />
                <TextInput
                  label={t('condition.validBet')}
                  inputMode="decimal"
                  autoComplete="off"
                  error={message(tierErrors?.validBet)}
                  {...form.register(`tiers.${index}.validBet`)}
                  data-testid="contract-offer-valid-bet"
                />
                {dividend && (
                  <TextInput
                    label={t('condition.profitLoss')}
                    inputMode="decimal"
                    autoComplete="off"
                    error={message(tierErrors?.profitLoss)}
                    {...form.register(`tiers.${index}.profitLoss`)}
                  />
                )}
                {dividend && (
                  <TextInput
                    label={t('condition.lossRate')}
                    inputMode="decimal"
                    autoComplete="off"
                    rightSection="%"
                    error={message(tierErrors?.lossRate)}
                    {...form.register(`tiers.${index}.lossRate`)}
                  />
                )}
                <TextInput
                  label={t('offer.rate')}
                  required
                  inputMode="decimal"
                  autoComplete="off"
                  rightSection="%"
                  error={message(tierErrors?.rate)}
                  {...form.register(`tiers.${index}.rate`)}
                  data-testid="contract-offer-rate"
                />
              </SimpleGrid>
            </Paper>
          );
        })}
        {errors.tiers?.root?.message && <FormError message={t(`offer.${errors.tiers.root.message}`)} />}
        <Group justify="space-between">
          <Button
            variant="default"
            h={44}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => tiers.append(emptyTier())}
            disabled={tiers.fields.length >= MAX_TIERS}
            data-testid="contract-offer-add-tier"
          >
            {t('offer.addTier')}
          </Button>
          <Button
            type="submit"
            h={44}
            loading={offer.isPending}
            disabled={cap === null}
            data-testid="contract-offer-submit"
          >
            {t('offer.submit')}
          </Button>
        </Group>
        <FormError message={offer.isError ? errorText(offer.error) : null} />
        {sent && (
          <Alert
            color="green"
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="contract-offer-sent"
          >
            {t('offer.sent', { account })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
