import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * A reference for support (a round, a deposit, a wallet transaction): small, dimmed and copyable, so
 * a record reads in words first and the code is there only for whoever asks for it.
 */
export function CopyReference({ value, testId }: { value: string; testId?: string }) {
  const { t } = useTranslation('wallet');
  const label = t('copy.reference');
  return (
    <Group gap={4} wrap="nowrap" component="span" data-testid={testId}>
      <Text size="xs" c="dimmed" component="span" style={{ overflowWrap: 'anywhere' }}>
        {label} <bdi dir="ltr">{value}</bdi>
      </Text>
      <CopyButton value={value} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? t('copy.done') : t('copy.action', { label })} withArrow>
            <ActionIcon
              variant="subtle"
              color={copied ? 'green' : 'gray'}
              size={28}
              onClick={copy}
              aria-label={copied ? t('copy.done') : t('copy.action', { label })}
            >
              {copied ? (
                <IconCheck size={14} aria-hidden="true" />
              ) : (
                <IconCopy size={14} aria-hidden="true" />
              )}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
