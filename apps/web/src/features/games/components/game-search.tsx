import { GAME_KEYWORD_MAX } from '@goldline/contract/game-constants';
import { CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

const SEARCH_DEBOUNCE_MS = 350;

/** Search by name (any language, the server matches); tells the list only after typing pauses. */
export function GameSearch({ value, onChange }: { value: string; onChange: (keyword: string) => void }) {
  const { t } = useTranslation('games');
  const [text, setText] = useState(value);
  const [settled] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== value) onChange(settled);
  }, [settled, value, onChange]);
  return (
    <TextInput
      enterKeyHint="search"
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      value={text}
      maxLength={GAME_KEYWORD_MAX}
      onChange={(event) => setText(event.currentTarget.value)}
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={
        text ? <CloseButton aria-label={t('search.clear')} onClick={() => setText('')} /> : undefined
      }
      w={{ base: '100%', sm: 280 }}
      data-testid="game-search"
    />
  );
}
