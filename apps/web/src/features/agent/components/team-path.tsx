import type { BreadcrumbItem } from '@goldline/contract/agent';
import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * The path from the agent down to the drilled-into sub-agent (team management and P&L by
 * downline): each step but the last goes back there; the first, the agent itself, goes to the top.
 */
export function TeamPath({
  path,
  onGo,
  testId,
}: {
  path: BreadcrumbItem[];
  onGo: (id: string | undefined) => void;
  testId?: string;
}) {
  const { t } = useTranslation('agent');
  return (
    <nav aria-label={t('downlines.path')}>
      <Breadcrumbs separator="›" separatorMargin={6} style={{ flexWrap: 'wrap' }} data-testid={testId}>
        {path.map((item, index) =>
          index === path.length - 1 ? (
            <Text key={item.id} fw={700} aria-current="location">
              <bdi>{item.account}</bdi>
            </Text>
          ) : (
            <Anchor
              key={item.id}
              component="button"
              type="button"
              onClick={() => onGo(index === 0 ? undefined : item.id)}
              style={{ minHeight: 44 }}
            >
              <bdi>{item.account}</bdi>
            </Anchor>
          ),
        )}
      </Breadcrumbs>
    </nav>
  );
}
