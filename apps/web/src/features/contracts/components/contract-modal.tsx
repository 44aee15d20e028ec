import type { Contract, ContractAction } from '@goldline/contract/contracts';
import { Alert, Button, Checkbox, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/form-error';
import { MoneyText } from '../../../components/money-text';
import { PopupModal } from '../../../components/popup-modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useContractAction } from '../api/act-on-contract';
import { useContractPreview } from '../api/get-contract-preview';
import { useContracts } from '../api/get-contracts';
import { inForce, Rate, TierTable, useLocale } from './contract-parts';

/** A period label (2026-11-25, 2026-11-25 14:00) kept left-to-right inside RTL sentences. */
const ltr = (text: string) => `\u2066${text}\u2069`;

const doneText: Partial<Record<ContractAction, string>> = {
  sign: 'modal.signed',
  reject: 'modal.rejectedDone',
  acceptTermination: 'modal.terminationAccepted',
  declineTermination: 'modal.terminationDeclined',
};

/**
 * The contract popup (spec section 2 "Global modals": contract, logged in only; it never closes on
 * an outside click). A new request: the tiers, the version and what the last period would have paid,
 * to sign or reject; signing ends the member's current contract of the kind, and when that one pays
 * more (spec section 4) the member must tick their agreement first. A termination request: accept or
 * keep the contract.
 */
export function ContractModal({ contract, onClose }: { contract: Contract; onClose: () => void }) {
  const { t } = useTranslation('contracts');
  const errorText = useErrorText();
  const act = useContractAction();
  const [done, setDone] = useState<ContractAction | null>(null);
  const isOffer = contract.state === 'newRequest';
  const other = contract.role === 'member' ? contract.upline : contract.member;

  const run = (action: ContractAction) =>
    act.mutate({ id: contract.id, action }, { onSuccess: () => setDone(action) });

  return (
    <PopupModal
      opened
      onClose={onClose}
      size={560}
      title={isOffer ? t('modal.title') : t('modal.termTitle')}
      testId="contract-modal"
    >
      {done ? (
        <Stack>
          <Alert
            color={done === 'sign' || done === 'declineTermination' ? 'green' : 'gray'}
            variant="light"
            role="status"
            icon={<IconCircleCheck size={20} aria-hidden="true" />}
            data-testid="contract-modal-done"
          >
            {t(doneText[done] ?? 'modal.signed')}
          </Alert>
          <Button h={44} onClick={onClose} data-autofocus>
            {t('modal.next')}
          </Button>
        </Stack>
      ) : isOffer ? (
        <OfferBody contract={contract} pending={act.isPending} onAct={run} onLater={onClose} />
      ) : (
        <Stack>
          <Text>
            {t('modal.termAsk', {
              account: other.account ?? t('party.house'),
              kind: t(`kind.${contract.kind}`),
              version: contract.version,
            })}
          </Text>
          <TierTable tiers={contract.tiers} />
          <Group justify="flex-end">
            <Button
              variant="default"
              h={44}
              loading={act.isPending && act.variables?.action === 'declineTermination'}
              disabled={act.isPending}
              onClick={() => run('declineTermination')}
              data-testid="contract-decline-termination"
            >
              {t('modal.declineTermination')}
            </Button>
            <Button
              h={44}
              color="red"
              loading={act.isPending && act.variables?.action === 'acceptTermination'}
              disabled={act.isPending}
              onClick={() => run('acceptTermination')}
              data-testid="contract-accept-termination"
            >
              {t('modal.acceptTermination')}
            </Button>
          </Group>
        </Stack>
      )}
      {!done && <FormError message={act.isError ? errorText(act.error) : null} />}
    </PopupModal>
  );
}

function OfferBody({
  contract,
  pending,
  onAct,
  onLater,
}: {
  contract: Contract;
  pending: boolean;
  onAct: (action: ContractAction) => void;
  onLater: () => void;
}) {
  const { t } = useTranslation('contracts');
  const mine = useContracts({ role: 'member', kind: contract.kind });
  const current = mine.data?.rows.find((row) => row.id !== contract.id && inForce(row));
  const higher = current !== undefined && current.maxRate > contract.maxRate;
  const [agreed, setAgreed] = useState(false);
  const [tried, setTried] = useState(false);
  const mustAgree = higher && !agreed;

  return (
    <Stack gap="sm">
      <Text>
        {t('modal.offer', {
          upline: contract.upline.account ?? t('party.house'),
          kind: t(`kind.${contract.kind}`),
        })}{' '}
        <Text component="span" c="dimmed" size="sm">
          {t(`kindHint.${contract.kind}`)}
        </Text>
      </Text>
      <Group gap="md">
        <Text size="sm" fw={700} data-testid="contract-version">
          {t('modal.version', { version: contract.version })}
        </Text>
        {contract.period && (
          <Text size="sm">{t('modal.periodType', { period: t(`period.${contract.period}`) })}</Text>
        )}
      </Group>
      <TierTable tiers={contract.tiers} />
      <PreviewBox contract={contract} />
      {current &&
        (higher ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={20} aria-hidden="true" />}
            data-testid="contract-replaces-higher"
          >
            <Stack gap={8}>
              <Text size="sm">
                {t('modal.replaces', {
                  kind: t(`kind.${contract.kind}`),
                  version: current.version,
                })}{' '}
                <Rate bps={current.maxRate} />
              </Text>
              <Checkbox
                checked={agreed}
                onChange={(event) => setAgreed(event.currentTarget.checked)}
                label={t('modal.agree')}
                error={tried && mustAgree ? t('modal.agreeRequired') : undefined}
                data-testid="contract-agree"
              />
            </Stack>
          </Alert>
        ) : (
          <Text size="sm" c="dimmed">
            {t('modal.replacesLower', { kind: t(`kind.${contract.kind}`), version: current.version })}
          </Text>
        ))}
      <Group justify="flex-end" gap="xs">
        <Button variant="subtle" h={44} onClick={onLater} disabled={pending}>
          {t('modal.later')}
        </Button>
        <Button
          variant="default"
          h={44}
          disabled={pending}
          onClick={() => onAct('reject')}
          data-testid="contract-reject"
        >
          {t('modal.reject')}
        </Button>
        <Button
          h={44}
          loading={pending}
          disabled={mine.isPending}
          onClick={() => {
            setTried(true);
            if (!mustAgree) onAct('sign');
          }}
          data-testid="contract-sign"
        >
          {t('modal.sign')}
        </Button>
      </Group>
    </Stack>
  );
}

/** What the last complete period would have paid under this version (the server's preview). */
function PreviewBox({ contract }: { contract: Contract }) {
  const { t } = useTranslation('contracts');
  const locale = useLocale();
  const preview = useContractPreview(contract.id);
  const count = (value: number) => new Intl.NumberFormat(`${locale}-u-nu-latn`).format(value);
  return (
    <Paper
      p="sm"
      radius="md"
      withBorder
      style={{ background: 'var(--gl-surface-2)' }}
      data-testid="contract-preview"
    >
      <Text fw={700} size="sm" mb={4}>
        {t('modal.previewTitle')}
      </Text>
      {preview.isPending ? (
        <Skeleton height={40} aria-label={t('modal.previewLoading')} data-testid="contract-preview-loading" />
      ) : preview.isError ? (
        <Text size="sm">{t('modal.previewEmpty')}</Text>
      ) : preview.data.tierIndex === null ? (
        <Text size="sm">{t('modal.previewNone', { period: ltr(preview.data.label) })}</Text>
      ) : (
        <Text size="sm">
          {t('modal.preview', { period: ltr(preview.data.label) })}{' '}
          <MoneyText amount={preview.data.amount} symbol fw={800} data-testid="contract-preview-amount" />
        </Text>
      )}
      {preview.data && (
        <Text size="xs" c="dimmed" mt={4}>
          {t('statement.validBet')} <MoneyText amount={preview.data.inputs.validBet} /> ·{' '}
          {t('statement.activeMembers')}{' '}
          <bdi className="gl-tabular">{count(preview.data.inputs.activeMembers)}</bdi> ·{' '}
          {t('statement.netLoss')} <MoneyText amount={preview.data.inputs.profitLoss} signed />
        </Text>
      )}
    </Paper>
  );
}
