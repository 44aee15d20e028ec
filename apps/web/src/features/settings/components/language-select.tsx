import { type LanguageCode, languages } from '@goldline/contract/languages';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../../lib/i18n';
import { languageInfo } from '../../../lib/language-storage';

/** Lists every language of the contract (spec section 1); the choice is remembered (section 4). */
export function LanguageSelect({
  compact = false,
  testId = 'language-select',
}: {
  compact?: boolean;
  testId?: string;
}) {
  const { t, i18n } = useTranslation();
  const current = languageInfo(i18n.language);
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={220} trapFocus>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          size="sm"
          h={44}
          px={compact ? 10 : 12}
          data-testid={testId}
          aria-label={t('settings.languageCurrent', { name: current.name })}
          leftSection={<IconLanguage size={20} aria-hidden="true" />}
        >
          {compact ? null : <span lang={current.locale}>{current.code}</span>}
        </Button>
      </Menu.Target>
      <Menu.Dropdown mah={360} style={{ overflowY: 'auto' }}>
        <Menu.Label>{t('settings.language')}</Menu.Label>
        {languages.map((language) => (
          <Menu.Item
            key={language.code}
            data-testid={`lang-${language.code}`}
            lang={language.locale}
            dir={language.dir}
            onClick={() => void changeLanguage(language.code as LanguageCode)}
            rightSection={language.code === current.code ? <IconCheck size={16} aria-label="✓" /> : null}
            aria-current={language.code === current.code ? 'true' : undefined}
          >
            {language.name}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
