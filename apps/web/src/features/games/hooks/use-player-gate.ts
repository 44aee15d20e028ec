import { useSessionStore } from '../../../lib/session-store';
import { openAuthModal } from '../../auth/stores/auth-modal-store';
import { useMemberInfo } from '../../member/api/get-member-info';
import { useGameUiStore } from '../stores/game-ui-store';

/**
 * Who may play or keep favourites (spec sections 4 and 6): guests get the login popup, trial
 * accounts the in_need_true_account dialog. The one place the games feature reaches into the auth
 * and member features (decision 056): every tile, row and header entry launches through here.
 */
export function usePlayerGate() {
  const token = useSessionStore((state) => state.token);
  const { data: member } = useMemberInfo();
  const say = useGameUiStore((state) => state.say);
  return {
    isGuest: !token,
    isTrial: Boolean(token && member?.isTrial),
    /** False while a session's member info is still loading (trial or not is unknown yet). */
    known: !token || member !== undefined,
    askLogin: (withNotice = false) => {
      if (withNotice) say('loginRequired');
      openAuthModal('login');
    },
    askRealAccount: () => openAuthModal('trial'),
  };
}
