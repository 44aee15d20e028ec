import { Skeleton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Same shape as the shell, so nothing jumps when status arrives (no layout shift). */
export function AppLoadingScreen() {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" style={{ minHeight: '100dvh' }}>
      <span
        className="gl-visually-hidden"
        role="status"
        style={{
          position: 'absolute',
          inlineSize: 1,
          blockSize: 1,
          overflow: 'hidden',
          clip: 'rect(0 0 0 0)',
        }}
      >
        {t('status.loading')}
      </span>
      <Skeleton height={64} radius={0} />
      <div style={{ padding: 16, display: 'grid', gap: 16 }}>
        <Skeleton height={220} radius="lg" />
        <Skeleton height={120} radius="lg" />
      </div>
    </div>
  );
}
