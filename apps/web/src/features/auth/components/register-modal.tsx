import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PopupModal } from '../../../components/popup-modal';
import { ProviderButtons } from './provider-buttons';
import { RegisterForm, type RegisterFormProps } from './register-form';

interface Props extends Omit<RegisterFormProps, 'method'> {
  usernameRegistration: boolean;
  mobileRegistration: boolean;
  onClose: () => void;
}

/** Tabs by USERNAMEREG3 and MOBILENUMREG3 (spec section 2 "Register modal"). */
export function RegisterModal({ usernameRegistration, mobileRegistration, onClose, ...form }: Props) {
  const { t } = useTranslation('auth');
  const methods = [
    ...(usernameRegistration || !mobileRegistration ? (['username'] as const) : []),
    ...(mobileRegistration ? (['mobile'] as const) : []),
  ];
  return (
    <PopupModal opened onClose={onClose} title={t('register.title')} size={480} testId="register-modal">
      {methods.length > 1 ? (
        <Tabs defaultValue={methods[0]} keepMounted={false}>
          <Tabs.List grow aria-label={t('register.tabs')} mb="md">
            <Tabs.Tab value="username">{t('register.tabUsername')}</Tabs.Tab>
            <Tabs.Tab value="mobile">{t('register.tabMobile')}</Tabs.Tab>
          </Tabs.List>
          {methods.map((method) => (
            <Tabs.Panel key={method} value={method}>
              <RegisterForm method={method} {...form} />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <RegisterForm method={methods[0] ?? 'username'} {...form} />
      )}
      {usernameRegistration && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <ProviderButtons signUp />
        </div>
      )}
    </PopupModal>
  );
}
