import { ClientSeedRequest, type SeedRotation } from '@goldline/contract/originals';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconKey, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useRotateSeeds, useSeeds } from './api/seeds-api';

/**
 * The member's seed pair: the committed hash of the server seed in use (and of the next one), the
 * client seed they may change, the nonce of the next bet, and rotation, which reveals the old seed.
 */
export function SeedsPanel({ onRevealed }: { onRevealed: (rotation: SeedRotation) => void }) {
  const { t } = useTranslation('originals');
  const seeds = useSeeds();
  const rotate = useRotateSeeds();
  const [revealed, setRevealed] = useState<SeedRotation['revealed'] | null>(null);
  const current = seeds.data;
  // The contract's own rule (trimmed, 1 to 64 characters), checked as the member types.
  const form = useForm({
    resolver: zodResolver(ClientSeedRequest),
    mode: 'onChange',
    defaultValues: { clientSeed: '' },
  });
  const { reset } = form;

  useEffect(() => {
    if (current) reset({ clientSeed: current.clientSeed });
  }, [current, reset]);

  const run = (next: string | null) =>
    rotate.mutate(next, {
      onSuccess: (rotation) => {
        setRevealed(rotation.revealed);
        onRevealed(rotation);
      },
    });
  const trimmed = form.watch('clientSeed').trim();
  const changed = Boolean(current) && trimmed !== current?.clientSeed;
  const submit = form.handleSubmit(({ clientSeed }) => {
    if (clientSeed !== current?.clientSeed) run(clientSeed);
  });

  return (
    <SectionPanel title={t('fairness.seedsTitle')} testId="fairness-seeds">
      {seeds.isPending && <Skeleton height={180} />}
      {seeds.isError && <FormErrorText error={seeds.error} />}
      {current && (
        <Stack gap="sm">
          <CopyValue
            label={t('fairness.serverSeedHash')}
            value={current.serverSeedHash}
            testId="seed-hash-copy"
          />
          <CopyValue label={t('fairness.nextServerSeedHash')} value={current.nextServerSeedHash} />
          <Group gap="lg">
            <div>
              <Text size="sm" c="dimmed">
                {t('fairness.nonce')}
              </Text>
              <Text fw={700} className="gl-tabular" data-testid="seed-nonce">
                {current.nonce}
              </Text>
            </div>
          </Group>
          <form onSubmit={(event) => void submit(event)} noValidate>
            <Group align="end" gap="xs" wrap="wrap">
              <TextInput
                label={t('fairness.clientSeed')}
                description={t('fairness.clientSeedHint')}
                maxLength={ClientSeedRequest.shape.clientSeed.maxLength ?? undefined}
                dir="ltr"
                autoComplete="off"
                style={{ flex: '1 1 240px' }}
                error={form.formState.errors.clientSeed ? t('fairness.clientSeedEmpty') : null}
                data-testid="client-seed"
                {...form.register('clientSeed')}
              />
              <Button
                type="submit"
                variant="default"
                disabled={!changed || !trimmed}
                loading={rotate.isPending && rotate.variables !== null}
                leftSection={<IconKey size={18} aria-hidden="true" />}
                data-testid="client-seed-save"
              >
                {t('fairness.saveClientSeed')}
              </Button>
            </Group>
          </form>
          <Group>
            <Button
              onClick={() => run(null)}
              loading={rotate.isPending && rotate.variables === null}
              leftSection={<IconRefresh size={18} aria-hidden="true" />}
              data-testid="seed-rotate"
            >
              {t('fairness.rotate')}
            </Button>
            <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              {t('fairness.rotateHint')}
            </Text>
          </Group>
          {rotate.isError && <FormErrorText error={rotate.error} />}
          {revealed && (
            <Alert
              color="green"
              variant="light"
              role="status"
              title={t('fairness.revealedTitle')}
              data-testid="seed-revealed"
            >
              <Stack gap={6}>
                <CopyValue
                  label={t('fairness.serverSeed')}
                  value={revealed.serverSeed}
                  testId="revealed-seed-copy"
                />
                <Text size="sm">
                  {t('fairness.revealedText', {
                    clientSeed: revealed.clientSeed,
                    count: Math.max(0, revealed.lastNonce + 1),
                  })}
                </Text>
              </Stack>
            </Alert>
          )}
        </Stack>
      )}
    </SectionPanel>
  );
}
