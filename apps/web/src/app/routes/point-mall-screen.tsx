import { Button } from '@mantine/core';
import { IconLock, IconShoppingBag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';
import { useAuthModalStore } from '../../features/auth/stores/auth-modal-store';
import { useMemberInfo } from '../../features/member/api/get-member-info';
import { PointMallPage } from '../../features/points/components/point-mall-page';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useSessionStore } from '../../lib/session-store';

/**
 * /pointMall (spec section 2, lazy screen group PointMall): only with the operator's PTSYS3 flag on
 * and for a real member; otherwise it says why in words.
 */
export function PointMallScreen() {
  const { t } = useTranslation(['points', 'common']);
  const token = useSessionStore((state) => state.token);
  const { data: status } = useSystemStatus();
  const { data: member } = useMemberInfo();
  const open = useAuthModalStore((state) => state.open);
  const title = <PageTitle icon={<IconShoppingBag size={24} />}>{t('common:nav.pointMall')}</PageTitle>;
  if (status && status.whitelabel.PTSYS3 !== true)
    return (
      <>
        {title}
        <EmptyState icon={<IconShoppingBag size={34} />} title={t('off.title')} text={t('off.text')} />
      </>
    );
  if (!token || member?.isTrial)
    return (
      <>
        {title}
        <EmptyState icon={<IconLock size={34} />} title={t('login.title')} text={t('login.text')}>
          {!token && (
            <Button h={44} onClick={() => open('login')}>
              {t('login.button')}
            </Button>
          )}
        </EmptyState>
      </>
    );
  return (
    <>
      {title}
      <PointMallPage />
    </>
  );
}
