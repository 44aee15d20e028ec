import { ActionIcon, Tooltip } from '@mantine/core';
import { IconVolume, IconVolumeOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSoundStore } from './sounds';

export function SoundToggle() {
  const { t } = useTranslation('originals');
  const { enabled, toggle } = useSoundStore();
  const label = t(enabled ? 'sound.off' : 'sound.on');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="default"
        size={44}
        onClick={toggle}
        aria-pressed={enabled}
        aria-label={t('sound.label')}
        data-testid="sound-toggle"
      >
        {enabled ? (
          <IconVolume size={20} aria-hidden="true" />
        ) : (
          <IconVolumeOff size={20} aria-hidden="true" />
        )}
      </ActionIcon>
    </Tooltip>
  );
}
