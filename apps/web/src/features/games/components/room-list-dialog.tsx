import type { GameType } from '@goldline/contract/games';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { useErrorText } from '../../../lib/use-error-text';
import { useRoomList } from '../api/get-room-list';
import { GameGrid } from './game-grid';

/** A vendor lobby tile's game list (GLS2_roomList) in the site's popup (spec sections 2 and 3). */
export function RoomListDialog({
  vendor,
  onClose,
}: {
  vendor: { vassalage: string; gameType?: GameType; title: string };
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const rooms = useRoomList(vendor);
  // The lobby tile itself would only reopen this popup: list the games behind it.
  const games = rooms.data?.list.filter((game) => game.isGame === 'GAME');
  return (
    <PopupModal opened onClose={onClose} title={vendor.title} size="xl" testId="room-list-dialog">
      {rooms.isError ? (
        <Group justify="space-between" role="alert">
          <Text>{errorText(rooms.error)}</Text>
          <Button variant="default" onClick={() => void rooms.refetch()}>
            {t('list.retry')}
          </Button>
        </Group>
      ) : games?.length === 0 ? (
        <Text c="dimmed">{t('rooms.empty')}</Text>
      ) : (
        <GameGrid games={games} loading={rooms.isPending} skeletons={6} label={vendor.title} />
      )}
    </PopupModal>
  );
}
