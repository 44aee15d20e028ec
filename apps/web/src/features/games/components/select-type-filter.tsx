import { type GameSelectType, GameSelectType as SelectTypes } from '@goldline/contract/games';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec section 3 game select types, ALL first as the default view; pressed state is a word too. */
const ORDER: GameSelectType[] = ['ALL', 'HOT', 'NEW', 'FAV', 'RECENT'];

export function SelectTypeFilter({
  value,
  onChange,
}: {
  value: GameSelectType;
  onChange: (value: GameSelectType) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <Group gap={6} role="group" aria-label={t('select.label')} wrap="wrap">
      {ORDER.filter((type) => SelectTypes.options.includes(type)).map((type) => (
        <Button
          key={type}
          size="compact-md"
          h={40}
          radius="xl"
          variant={value === type ? 'filled' : 'default'}
          aria-pressed={value === type}
          onClick={() => onChange(type)}
          data-testid={`select-${type}`}
        >
          {t(`select.${type}`)}
        </Button>
      ))}
    </Group>
  );
}
