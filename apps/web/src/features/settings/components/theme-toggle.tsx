import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Light/dark switch; Mantine stores the choice, the inline script in index.html applies it before paint. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('dark', { getInitialValueInEffect: false });
  const next = scheme === 'dark' ? 'light' : 'dark';
  return (
    <ActionIcon
      variant="subtle"
      color="gray"
      size={44}
      onClick={() => setColorScheme(next)}
      aria-label={next === 'light' ? t('settings.switchToLight') : t('settings.switchToDark')}
      data-testid="theme-toggle"
    >
      {scheme === 'dark' ? (
        <IconSun size={22} aria-hidden="true" />
      ) : (
        <IconMoon size={22} aria-hidden="true" />
      )}
    </ActionIcon>
  );
}
