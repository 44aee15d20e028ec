import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type BetMode = 'manual' | 'auto';

export function ModeSwitch({
  value,
  onChange,
  disabled,
}: {
  value: BetMode;
  onChange: (mode: BetMode) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation('originals');
  return (
    <SegmentedControl
      fullWidth
      value={value}
      onChange={(mode) => onChange(mode as BetMode)}
      disabled={disabled}
      aria-label={t('auto.mode')}
      data={[
        { value: 'manual', label: t('auto.manual') },
        { value: 'auto', label: t('auto.auto') },
      ]}
      data-testid="bet-mode"
    />
  );
}
