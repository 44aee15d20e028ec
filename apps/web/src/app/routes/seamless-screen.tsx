import { Button, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft, IconDeviceGamepad2, IconExternalLink } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { GameDialogsHost } from '../../features/games/components/game-dialogs-host';
import { useNotePlayedOriginal } from '../../features/games/hooks/use-note-played';
import { useGameUiStore } from '../../features/games/stores/game-ui-store';
import { isPlayableUrl } from '../../features/games/utils/launch-target';
import { originalGames } from '../../features/originals/registry';
import classes from './seamless-screen.module.css';

/**
 * The seamless game page (spec section 2; no side menu): ?gameCode= renders one of our originals,
 * ?url= embeds a vendor's page (validated http(s), sandboxed) with a way out to a new window.
 */
export function SeamlessScreen() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const url = params.get('url');
  return (
    <>
      {gameCode ? (
        <OriginalGame code={gameCode} />
      ) : url ? (
        <VendorFrame url={url} title={params.get('title')} />
      ) : (
        <Unknown />
      )}
      <GameDialogsHost />
    </>
  );
}

function BackButton({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('games');
  const navigate = useNavigate();
  const location = useLocation();
  // Opened from outside the site (no history entry of ours): Back goes home instead of away.
  const back = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Button
      variant="default"
      leftSection={<IconArrowLeft size={18} style={{ transform: 'scaleX(var(--gl-flip, 1))' }} aria-hidden />}
      onClick={back}
      aria-label={compact ? t('seamless.back') : undefined}
      className={compact ? classes.compactBack : undefined}
      data-testid="seamless-back"
    >
      {compact ? <span className={classes.backLabel}>{t('seamless.back')}</span> : t('seamless.back')}
    </Button>
  );
}

function OriginalGame({ code }: { code: string }) {
  const Game = originalGames[code.toLowerCase()];
  // However the page was reached (menu link, bookmark, typed URL), the game counts as played.
  useNotePlayedOriginal(Game ? code : '');
  if (!Game) return <Unknown />;
  return (
    <Stack gap="sm" className={classes.original} data-testid="seamless-original" data-game-code={code}>
      <div className={`${classes.bar} ${classes.originalBar}`}>
        <BackButton compact />
      </div>
      <Suspense fallback={<Skeleton height={480} radius="lg" data-testid="seamless-loading" />}>
        <Game />
      </Suspense>
    </Stack>
  );
}

/** Scripts and forms only; the vendor keeps its own origin unless it is ours (which would lift the sandbox). */
function sandboxFor(url: string): string {
  const sameOrigin = new URL(url).origin === window.location.origin;
  return sameOrigin ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin';
}

function VendorFrame({ url, title }: { url: string; title: string | null }) {
  const { t } = useTranslation('games');
  const show = useGameUiStore((state) => state.show);
  if (!isPlayableUrl(url)) return <Unknown problem="invalidUrl" />;
  const name = title || t('seamless.vendorGame');

  // Some vendors refuse to be framed: the player can move the game to its own window.
  const openWindow = () => {
    const opened = window.open('', '_blank');
    if (!opened) return show({ kind: 'problem', problem: 'popupBlocked' });
    opened.opener = null;
    opened.location.href = url;
  };

  return (
    <div data-testid="seamless-vendor">
      <div className={classes.bar}>
        <BackButton />
        <h1 className={classes.title}>{name}</h1>
        <Button
          variant="subtle"
          leftSection={<IconExternalLink size={18} aria-hidden />}
          onClick={openWindow}
          data-testid="seamless-new-window"
        >
          {t('seamless.newWindow')}
        </Button>
      </div>
      <iframe
        className={classes.frame}
        src={url}
        title={name}
        sandbox={sandboxFor(url)}
        allow="fullscreen; autoplay"
        referrerPolicy="strict-origin"
        data-testid="seamless-frame"
      />
    </div>
  );
}

function Unknown({ problem }: { problem?: 'invalidUrl' }) {
  const { t } = useTranslation('games');
  return (
    <Stack gap="md" data-testid="seamless-unknown">
      <div className={classes.bar}>
        <BackButton />
      </div>
      <EmptyState
        icon={<IconDeviceGamepad2 size={34} />}
        title={t('seamless.unknownTitle')}
        text={problem ? t(`launch.${problem}`) : t('seamless.unknownText')}
      />
    </Stack>
  );
}
