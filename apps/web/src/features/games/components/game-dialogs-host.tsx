import { Alert, Button, Group, Text } from '@mantine/core';
import { IconLogin } from '@tabler/icons-react';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { useErrorText } from '../../../lib/use-error-text';
import { type GameDialog, useGameUiStore } from '../stores/game-ui-store';
import { RoomListDialog } from './room-list-dialog';

const NOTICE_MS = 4000;

/**
 * The launch flow's popups (vendor game list, errors in dialogs per spec section 8) and its short
 * notices. Mount it wherever games can be launched; when several are mounted only the first renders.
 */
export function GameDialogsHost() {
  const id = useId();
  const register = useGameUiStore((state) => state.register);
  const active = useGameUiStore((state) => state.hosts[0] === id);
  useEffect(() => register(id), [register, id]);
  if (!active) return null;
  return (
    <>
      <OpenDialog />
      <GameNotice />
    </>
  );
}

function OpenDialog() {
  const dialog = useGameUiStore((state) => state.dialog);
  const close = useGameUiStore((state) => state.close);
  if (!dialog) return null;
  if (dialog.kind === 'rooms') return <RoomListDialog vendor={dialog.vendor} onClose={close} />;
  return <ProblemDialog dialog={dialog} onClose={close} />;
}

function ProblemDialog({
  dialog,
  onClose,
}: {
  dialog: Exclude<GameDialog, { kind: 'rooms' }>;
  onClose: () => void;
}) {
  const { t } = useTranslation('games');
  const errorText = useErrorText();
  const message = dialog.kind === 'problem' ? t(`launch.${dialog.problem}`) : errorText(dialog.error);
  return (
    <PopupModal opened onClose={onClose} title={t('launch.errorTitle')} size={400} testId="game-error-dialog">
      <Text mb="lg" role="alert">
        {message}
      </Text>
      <Group justify="flex-end">
        <Button onClick={onClose}>{t('launch.ok')}</Button>
      </Group>
    </PopupModal>
  );
}

/** Said next to the login popup it opens with; a live region, gone after a few seconds. */
function GameNotice() {
  const { t } = useTranslation('games');
  const notice = useGameUiStore((state) => state.notice);
  const say = useGameUiStore((state) => state.say);
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => say(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, say]);
  return (
    <div
      role="status"
      style={{
        position: 'fixed',
        insetBlockStart: 16,
        insetInline: 16,
        zIndex: 1000,
        display: 'flex',
        justifyContent: 'center',
        pointerEvents: 'none',
      }}
    >
      {notice && (
        <Alert
          icon={<IconLogin size={20} aria-hidden />}
          color="gold"
          variant="filled"
          radius="md"
          maw={420}
          data-testid="game-notice"
          styles={{ message: { color: '#0b1b3a', fontWeight: 600 } }}
        >
          {t(`notice.${notice}`)}
        </Alert>
      )}
    </div>
  );
}
