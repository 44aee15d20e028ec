import '@mantine/core/styles/List.css';
import '@mantine/core/styles/Pagination.css';
import { useParams } from 'react-router';
import { openAuthModal } from '../../features/auth/stores/auth-modal-store';
import { PromotionDetailPage } from '../../features/promotions/components/promotion-detail';
import { PromotionsPage } from '../../features/promotions/components/promotions-page';
import { useSessionStore } from '../../lib/session-store';

/**
 * /promotions and /promotions/:id (a lazy screen group, spec section 2). Visitors browse; taking
 * part opens the login popup (spec section 6), which the app owns.
 */
export function PromotionsScreen() {
  const { id } = useParams();
  const loggedIn = useSessionStore((state) => Boolean(state.token));
  if (id && /^\d{1,18}$/.test(id)) {
    return <PromotionDetailPage id={id} onLogin={() => openAuthModal('login')} />;
  }
  return <PromotionsPage loggedIn={loggedIn} />;
}
