import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A labelled value with a copy button that says in words when it worked (spec "copy_success"). */
export function CopyValue({ label, value, testId }: { label: string; value: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <div style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
          <bdi dir="ltr">{value}</bdi>
        </Text>
      </div>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copy.done') : t('copy.action', { label })} withArrow>
            <ActionIcon
              variant={copied ? 'filled' : 'light'}
              color={copied ? 'green' : undefined}
              size={44}
              onClick={copy}
              aria-label={copied ? t('copy.done') : t('copy.action', { label })}
              data-testid={testId}
            >
              {copied ? (
                <IconCheck size={18} aria-hidden="true" />
              ) : (
                <IconCopy size={18} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
