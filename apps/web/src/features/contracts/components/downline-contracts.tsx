import { ContractKind, DividendPeriod } from '@goldline/contract/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Divider,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconFileCertificate, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { type FieldError, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { FormErrorText } from '../../../components/form-error-text';
import { useCurrency } from '../../../lib/currency-context';
import { useErrorText } from '../../../lib/use-error-text';
import { useContracts } from '../api/get-contracts';
import { useOfferContract } from '../api/offer-contract';
import {
  browserTzOffset,
  emptyTier,
  MAX_TIERS,
  type OfferValues,
  offerFormSchema,
  toOfferRequest,
} from '../utils/offer-form';
import { formatRate } from '../utils/rate';
import { ContractActions } from './contract-actions';
import { inForce, Rate, StateBadge, useLocale } from './contract-parts';
import { TableSkeleton } from './table-parts';

export interface DownlineRef {
  id: string;
  account: string;
}

/**
 * Team management's contract action for one direct sub-agent (issue 14): a button that says how many
 * contracts are in force or waiting, opening the contracts with that downline and the offer form.
 */
export function DownlineContractsButton({ downline }: { downline: DownlineRef }) {
  const { t } = useTranslation('contracts');
  const [opened, setOpened] = useState(false);
  const given = useContracts({ role: 'upline' });
  const open = given.data?.rows.filter((row) => row.member.id === downline.id).length ?? 0;
  return (
    <>
      <Button
        size="xs"
        h={36}
        variant="light"
        leftSection={<IconFileCertificate size={14} aria-hidden="true" />}
        rightSection={
          open > 0 ? (
            <Badge size="xs" circle variant="filled" aria-hidden="true">
              {open}
            </Badge>
          ) : undefined
        }
        onClick={() => setOpened(true)}
        aria-label={t('offer.actionOf', { account: downline.account })}
        data-testid="agent-downline-contracts"
      >
        {t('offer.action')}
      </Button>
      {opened && <DownlineContractsDialog downline={downline} onClose={() => setOpened(false)} />}
    </>
  );
}

function DownlineContractsDialog({ downline, onClose }: { downline: DownlineRef; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const given = useContracts({ role: 'upline', memberId: downline.id });
  return (
    <Modal
      opened
      onClose={onClose}
      size="xl"
      closeOnClickOutside={false}
      title={t('offer.title', { account: downline.account })}
      data-testid="contract-offer-dialog"
    >
      <Stack gap="md">
        <section aria-labelledby="downline-contracts-current">
          <Title order={3} fz="md" id="downline-contracts-current" mb="xs">
            {t('offer.current')}
          </Title>
          {given.isPending && <TableSkeleton rows={2} />}
          {given.isError && <FormErrorText error={given.error} />}
          {given.data?.rows.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('offer.none')}
            </Text>
          )}
          <Stack gap="xs">
            {given.data?.rows.map((contract) => (
              <Paper
                key={contract.id}
                p="sm"
                withBorder
                radius="md"
                data-testid="downline-contract"
                data-kind={contract.kind}
              >
                <Group justify="space-between" gap="xs">
                  <Text fw={700}>
                    {t(`kind.${contract.kind}`)} · {t('modal.version', { version: contract.version })}
                    {contract.period ? ` · ${t(`period.${contract.period}`)}` : ''}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm">
                      {t('page.maxRate')} <Rate bps={contract.maxRate} />
                    </Text>
                    <StateBadge state={contract.state} />
                  </Group>
                </Group>
                <Group mt={6}>
                  <ContractActions contract={contract} />
                </Group>
              </Paper>
            ))}
          </Stack>
        </section>
        <Divider />
        {given.data && (
          <OfferForm
            downline={downline}
            enabled={ContractKind.options.filter((kind) => given.data.enabled[kind])}
          />
        )}
      </Stack>
    </Modal>
  );
}

function OfferForm({ downline, enabled }: { downline: DownlineRef; enabled: ContractKind[] }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const errorText = useErrorText();
  const { decimals } = useCurrency();
  const offer = useOfferContract();
  const [sent, setSent] = useState(false);
  const [kind, setKind] = useState<ContractKind>(
    enabled.includes('dailySalary') ? 'dailySalary' : (enabled[0] ?? 'dailySalary'),
  );
  const mine = useContracts({ role: 'member', kind });
  const own = mine.data?.rows.find(inForce);
  const cap = own ? own.maxRate : null;
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
    await offer.mutateAsync(toOfferRequest(values, downline.id, browserTzOffset()));
    setSent(true);
    form.reset({ kind: values.kind, period: values.period, tiers: [emptyTier()] });
  });

  if (enabled.length === 0) return null;
  return (
    <form
      onSubmit={(event) => void submit(event).catch(() => undefined)}
      noValidate
      aria-labelledby="offer-title"
    >
      <Stack gap="sm">
        <Title order={3} fz="md" id="offer-title">
          {t('offer.new')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label={t('offer.kind')}
            data={enabled.map((value) => ({ value, label: t(`kind.${value}`) }))}
            {...form.register('kind', {
              onChange: (event) => setKind(ContractKind.parse(event.target.value)),
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
        {mine.data && cap === null ? (
          <Alert color="yellow" variant="light" data-testid="contract-offer-no-own">
            {t('offer.noOwnContract', { kind: t(`kind.${kind}`) })}
          </Alert>
        ) : (
          cap !== null && (
            <Text size="sm" c="dimmed" data-testid="contract-offer-cap">
              {t('offer.rateCap', { max })}
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
            {t('offer.sent', { account: downline.account })}
          </Alert>
        )}
      </Stack>
    </form>
  );
}
