import { Badge, Button, Collapse, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  IconDeviceMobile,
  IconKey,
  IconLock,
  IconMail,
  IconShieldCheck,
  IconShieldX,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { useSecurity } from '../api/get-security';
import { BindEmailForm } from './bind-email-form';
import { BindMobileForm } from './bind-mobile-form';
import { LinkedAccountsPanel } from './linked-accounts-panel';
import { PaymentPasswordForm } from './payment-password-form';
import { RecentLogins } from './recent-logins';
import { SessionsPanel } from './sessions-panel';
import { TotpPanel } from './totp-panel';

type Open = 'mobile' | 'email' | 'payment' | null;

function Item({
  icon,
  title,
  value,
  done,
  action,
  actionTestId,
  expanded,
  onToggle,
  children,
}: {
  icon: ReactNode;
  title: string;
  value: string;
  done: boolean;
  action: string;
  actionTestId: string;
  expanded?: boolean;
  onToggle: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Paper p="md" radius="md" withBorder style={{ background: 'var(--gl-surface)' }}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {icon}
          <div style={{ minWidth: 0 }}>
            <Title order={3} fz="h5">
              {title}
            </Title>
            <Group gap={6} wrap="wrap">
              <Badge
                size="sm"
                variant="light"
                color={done ? 'green' : 'yellow'}
                leftSection={
                  done ? (
                    <IconShieldCheck size={12} aria-hidden="true" />
                  ) : (
                    <IconShieldX size={12} aria-hidden="true" />
                  )
                }
                style={{ textTransform: 'none' }}
              >
                {done ? t('security.set') : t('security.notSet')}
              </Badge>
              <Text size="sm" c="dimmed">
                <bdi dir="ltr">{value}</bdi>
              </Text>
            </Group>
          </div>
        </Group>
        <Button
          variant={expanded ? 'default' : 'light'}
          h={44}
          onClick={onToggle}
          aria-expanded={children ? expanded : undefined}
          data-testid={actionTestId}
        >
          {expanded ? t('common.cancel') : action}
        </Button>
      </Group>
      {children && (
        <Collapse expanded={expanded ?? false}>
          <div style={{ paddingTop: 16 }}>{expanded && children}</div>
        </Collapse>
      )}
    </Paper>
  );
}

/**
 * Member centre "securityCenter" (the default page): bindings, passwords, the authenticator app,
 * sessions and devices, and recent logins.
 */
export function SecurityCenterPage({ onChangeLoginPassword }: { onChangeLoginPassword: () => void }) {
  const { t } = useTranslation('wallet');
  const security = useSecurity();
  const [open, setOpen] = useState<Open>(null);
  const toggle = (which: Open) => setOpen((now) => (now === which ? null : which));
  if (security.isPending) return <Skeleton height={320} radius="md" />;
  if (security.isError) return <FormErrorText error={security.error} />;
  const s = security.data;
  return (
    <Stack gap="md" data-testid="security-page">
      <Text c="dimmed">{t('security.intro', { account: s.account })}</Text>
      <Item
        icon={<IconDeviceMobile size={28} aria-hidden="true" />}
        title={t('security.mobile')}
        value={s.mobileMasked ?? t('security.none')}
        done={s.mobileMasked !== null}
        action={s.mobileMasked ? t('security.change') : t('security.bind')}
        actionTestId="security-mobile-open"
        expanded={open === 'mobile'}
        onToggle={() => toggle('mobile')}
      >
        <BindMobileForm onDone={() => setOpen(null)} />
      </Item>
      <Item
        icon={<IconMail size={28} aria-hidden="true" />}
        title={t('security.email')}
        value={s.emailMasked ?? t('security.none')}
        done={s.emailMasked !== null}
        action={s.emailMasked ? t('security.change') : t('security.bind')}
        actionTestId="security-email-open"
        expanded={open === 'email'}
        onToggle={() => toggle('email')}
      >
        <BindEmailForm onDone={() => setOpen(null)} />
      </Item>
      <Item
        icon={<IconKey size={28} aria-hidden="true" />}
        title={t('paymentPassword.label')}
        value={s.hasPaymentPassword ? '••••••' : t('security.none')}
        done={s.hasPaymentPassword}
        action={s.hasPaymentPassword ? t('paymentPassword.change') : t('paymentPassword.set')}
        actionTestId="security-payment-open"
        expanded={open === 'payment'}
        onToggle={() => toggle('payment')}
      >
        <PaymentPasswordForm hasPaymentPassword={s.hasPaymentPassword} onDone={() => setOpen(null)} />
      </Item>
      <Item
        icon={<IconLock size={28} aria-hidden="true" />}
        title={t('security.loginPassword')}
        value="••••••••"
        done
        action={t('security.changeLoginPassword')}
        actionTestId="member-change-password"
        onToggle={onChangeLoginPassword}
      />
      <TotpPanel />
      <LinkedAccountsPanel />
      <SessionsPanel />
      <RecentLogins logins={s.recentLogins} />
    </Stack>
  );
}
