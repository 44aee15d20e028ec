import type { TotpSetup } from '@goldline/contract/two-step';
import { Badge, Button, Code, Group, List, Stack, Text, TextInput } from '@mantine/core';
import { IconShieldCheck, IconShieldX } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { FormError } from '../../../components/form-error';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { confirmTotp, disableTotp, startTotp, TWO_STEP_KEY, useTwoStep } from '../api/two-step';

type Stage =
  | { kind: 'idle' }
  | { kind: 'enrol'; setup: TotpSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'off' };

/** A code typed by the member, with the form's error under it. */
function CodeForm({
  label,
  submitLabel,
  testId,
  onSubmit,
}: {
  label: string;
  submitLabel: string;
  testId: string;
  onSubmit: (code: string) => Promise<void>;
}) {
  const { t } = useTranslation('security');
  const errorText = useErrorText();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (code.trim() === '') return setError(t('twoStep.codeRequired'));
    setBusy(true);
    setError(null);
    try {
      await onSubmit(code.trim());
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm" maw={360}>
        <TextInput
          label={label}
          required
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          autoComplete="one-time-code"
          spellCheck={false}
          maxLength={32}
          data-testid={`${testId}-code`}
        />
        <FormError message={error} />
        <Button type="submit" loading={busy} h={44} data-testid={`${testId}-submit`}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}

/**
 * The authenticator app in the security centre (decision 103): turn on with a QR code and a first
 * code, recovery codes shown once, turn off with a code; and the IPs a login is one step from.
 */
export function TotpPanel() {
  const { t, i18n } = useTranslation('security');
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const queryClient = useQueryClient();
  const status = useTwoStep();
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_STEP_KEY });
  if (!status.data) return null;
  const s = status.data;

  const begin = async () => {
    setError(null);
    try {
      setStage({ kind: 'enrol', setup: await startTotp() });
    } catch (err) {
      setError(errorText(err));
    }
  };

  return (
    <SectionPanel title={t('totp.title')} testId="totp-panel">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <Badge
              variant="light"
              color={s.totpEnabled ? 'green' : 'gray'}
              leftSection={
                s.totpEnabled ? (
                  <IconShieldCheck size={12} aria-hidden="true" />
                ) : (
                  <IconShieldX size={12} aria-hidden="true" />
                )
              }
              style={{ textTransform: 'none' }}
              data-testid="totp-state"
            >
              {s.totpEnabled ? t('totp.on') : t('totp.off')}
            </Badge>
            <Text size="sm" c="dimmed">
              {s.totpEnabled ? t('totp.describeOn', { count: s.recoveryCodesLeft }) : t('totp.describeOff')}
            </Text>
          </Group>
          {stage.kind === 'idle' &&
            (s.totpEnabled ? (
              <Button
                variant="light"
                color="red"
                h={44}
                onClick={() => setStage({ kind: 'off' })}
                data-testid="totp-off-open"
              >
                {t('totp.turnOff')}
              </Button>
            ) : (
              <Button h={44} onClick={() => void begin()} data-testid="totp-on-open">
                {t('totp.turnOn')}
              </Button>
            ))}
        </Group>
        <FormError message={error} />
        {stage.kind === 'enrol' && (
          <Stack gap="sm">
            <Text size="sm">{t('totp.scan')}</Text>
            <div style={{ background: '#fff', padding: 12, borderRadius: 8, width: 'fit-content' }}>
              <QRCodeSVG
                value={stage.setup.otpauthUrl}
                size={176}
                role="img"
                aria-label={t('totp.qrLabel')}
              />
            </div>
            <div data-testid="totp-secret">
              <CopyValue label={t('totp.key')} value={stage.setup.secret} />
            </div>
            <CodeForm
              label={t('totp.confirmCode')}
              submitLabel={t('totp.confirm')}
              testId="totp-confirm"
              onSubmit={async (code) => {
                const r = await confirmTotp(code);
                setStage({ kind: 'codes', codes: r.recoveryCodes });
                await refresh();
              }}
            />
          </Stack>
        )}
        {stage.kind === 'codes' && (
          <Stack gap="sm" data-testid="totp-recovery-codes">
            <Text fw={700}>{t('totp.recoveryTitle')}</Text>
            <Text size="sm">{t('totp.recoveryHint')}</Text>
            <List spacing={4} listStyleType="none" ps={0}>
              {stage.codes.map((c) => (
                <List.Item key={c}>
                  <Code fz="md" dir="ltr">
                    {c}
                  </Code>
                </List.Item>
              ))}
            </List>
            <Button
              h={44}
              w="fit-content"
              onClick={() => setStage({ kind: 'idle' })}
              data-testid="totp-codes-saved"
            >
              {t('totp.saved')}
            </Button>
          </Stack>
        )}
        {stage.kind === 'off' && (
          <Stack gap="sm">
            <Text size="sm">{t('totp.offHint')}</Text>
            <CodeForm
              label={t('totp.codeOrRecovery')}
              submitLabel={t('totp.turnOff')}
              testId="totp-off"
              onSubmit={async (code) => {
                await disableTotp(code);
                setStage({ kind: 'idle' });
                await refresh();
              }}
            />
          </Stack>
        )}
        {s.knownIps.length > 0 && (
          <div>
            <Text fw={700} size="sm">
              {t('knownIps.title')}
            </Text>
            <Text size="sm" c="dimmed" mb={4}>
              {t('knownIps.hint')}
            </Text>
            <List spacing={2} size="sm" data-testid="known-ips">
              {s.knownIps.map((k) => (
                <List.Item key={k.ip}>
                  <bdi dir="ltr">{k.ip}</bdi> · {t('knownIps.lastSeen')}{' '}
                  {formatDateTime(k.lastSeenAt, locale)}
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </SectionPanel>
  );
}
