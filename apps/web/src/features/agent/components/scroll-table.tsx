import { Table, type TableScrollContainerProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A report table's scroll box (issue 13). Where the table is wider (or taller) than the screen the
 * box scrolls, so a keyboard user must be able to reach it: it is a focusable region named after
 * its table (axe rule scrollable-region-focusable, WCAG 2.1.1).
 */
export function ScrollTable({ label, ...props }: TableScrollContainerProps & { label: string }) {
  const { t } = useTranslation('agent');
  return (
    <Table.ScrollContainer
      {...props}
      tabIndex={0}
      role="region"
      aria-label={t('report.scrollRegion', { name: label })}
    />
  );
}
