import type { LoginResponse } from '@goldline/contract/session';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { logout } from '../../features/auth/api/login';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { closePopups } from '../../features/content/utils/popup-session';
import { memberInfoQueryOptions } from '../../features/member/api/get-member-info';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useSessionStore } from '../../lib/session-store';

/**
 * What happens around a session (spec section 4), composed here because it spans auth, member and
 * wallet: store the token, force a password change when needed, load member info, navigate.
 */
export function useAuthFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: status } = useSystemStatus();
  const setToken = useSessionStore((state) => state.setToken);
  const clearToken = useSessionStore((state) => state.clear);
  const { open, close } = useAuthModalStore.getState();

  const resetSessionData = () => {
    queryClient.removeQueries({ queryKey: ['member'] });
    queryClient.removeQueries({ queryKey: ['wallet'] });
  };

  const startSession = async (token: string) => {
    resetSessionData();
    setToken(token);
    return queryClient.fetchQuery(memberInfoQueryOptions(token)).catch(() => null);
  };

  const leaveAuthRoute = () => {
    if (/^\/(login|register)\/?$/i.test(pathname)) void navigate('/', { replace: true });
  };

  return {
    async loggedIn(response: LoginResponse, type: 'username' | 'sms', portal: 'member' | 'agent') {
      const member = await startSession(response.token);
      // Spec section 4: 123456 or an expired password (with PWDEXPFORCECHANGE3) forces a change,
      // except after an SMS login.
      const forced =
        type === 'sms'
          ? null
          : response.weakPassword
            ? 'weak'
            : response.passwordExpired && status?.whitelabel.PWDEXPFORCECHANGE3
              ? 'expired'
              : null;
      if (forced) {
        open('changePassword', { forced });
        return;
      }
      close();
      if (portal === 'agent') void navigate(member?.isAgent ? '/agentHome' : '/agent');
      else leaveAuthRoute();
    },
    async registered(token: string) {
      await startSession(token);
      // One welcome that leads to the first deposit (issue 12), in place of the register popup.
      open('welcome');
      void navigate('/');
    },
    /** The welcome closed (either way): the members' operator popups stay away this session. */
    welcomed(memberId: string | null, deposit: boolean) {
      if (memberId) closePopups(sessionStorage, memberId);
      close();
      if (deposit) {
        void navigate('/member?tab=depositv2');
        window.scrollTo({ top: 0, behavior: 'instant' });
      }
    },
    async passwordReset(token: string) {
      await startSession(token);
      close();
      void navigate('/');
    },
    async passwordChanged() {
      await queryClient.invalidateQueries({ queryKey: ['member'] });
      close();
      void navigate('/');
    },
    async loggedOut() {
      try {
        await logout();
      } catch {
        // The session ends locally either way; the server expires it on its own.
      }
      clearToken();
      resetSessionData();
      close();
      void navigate('/');
    },
    closeModal() {
      close();
      leaveAuthRoute();
    },
  };
}
