import { type LanguageCode, languages } from '@goldline/contract/languages';
import { Button } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenu } from '../../../components/dropdown-menu';
import { changeLanguage } from '../../../lib/i18n';
import { languageInfo } from '../../../lib/language-storage';

/** Lists every language of the contract (spec section 1); the choice is remembered (section 4). */
export function LanguageSelect({
  compact = false,
  testId = 'language-select',
  up = false,
}: {
  compact?: boolean;
  testId?: string;
  up?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const current = languageInfo(i18n.language);
  return (
    <DropdownMenu
      up={up}
      label={t('settings.language')}
      entries={languages.map((language) => ({
        key: language.code,
        label: language.name,
        testId: `lang-${language.code}`,
        lang: language.locale,
        dir: language.dir,
        current: language.code === current.code,
        end: language.code === current.code ? <IconCheck size={16} aria-hidden="true" /> : null,
        onSelect: () => void changeLanguage(language.code as LanguageCode),
      }))}
      renderTrigger={(props) => (
        <Button
          {...props}
          variant="subtle"
          color="gray"
          size="sm"
          h={44}
          px={compact ? 10 : 12}
          data-testid={testId}
          aria-label={t('settings.languageCurrent', { name: current.name })}
          leftSection={<IconLanguage size={20} aria-hidden="true" />}
        >
          {compact ? null : current.code}
        </Button>
      )}
    />
  );
}
