import { useNavigate } from 'react-router';
import { openAuthModal } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { useSessionStore } from '../../lib/session-store';

/**
 * Opens a member-centre page, or what the spec asks for instead (section 4): guests get the login
 * popup, trial accounts the in_need_true_account dialog.
 */
export function useMemberNavigation() {
  const navigate = useNavigate();
  const token = useSessionStore((state) => state.token);
  const { data: member } = useMemberInfo();
  return (tab: string, path = '/member') => {
    if (!token) return openAuthModal('login');
    if (member?.isTrial) return openAuthModal('trial');
    void navigate(path === '/member' ? `/member?tab=${tab}` : path);
    // A new page opens at its top, also when only ?tab= changes (the root layout scrolls on a new
    // path only): Deposit from the header while reading a record lands on the form's first field.
    window.scrollTo({ top: 0, behavior: 'instant' });
  };
}
