import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { LoginForm, type LoginFormProps } from './login-form';

interface Props extends Omit<LoginFormProps, 'portal'> {
  onClose: () => void;
}

export function LoginModal({ onClose, ...form }: Props) {
  const { t } = useTranslation('auth');
  return (
    <PopupModal opened onClose={onClose} title={t('login.title')} testId="login-modal">
      <LoginForm portal="member" {...form} />
    </PopupModal>
  );
}
