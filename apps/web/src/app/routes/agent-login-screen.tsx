import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/brand-logo';
import { LoginForm } from '../../features/auth/components/login-form';
import { LanguageSelect } from '../../features/settings/components/language-select';
import { ThemeToggle } from '../../features/settings/components/theme-toggle';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { useAuthFlow } from '../modals/use-auth-flow';
import classes from '../status/status-screen.module.css';

/**
 * /agent: the agent portal login alone, without member chrome (spec section 2). No remember
 * checkbox; the server admits agents only and answers NOT_AGENT otherwise (error_not_agent).
 */
export function AgentLoginScreen() {
  const { t } = useTranslation();
  const { data: status } = useSystemStatus();
  const flow = useAuthFlow();
  return (
    <main className={classes.page}>
      <Paper className={classes.card} style={{ textAlign: 'start' }}>
        <Stack gap="md">
          <Group justify="space-between">
            <BrandLogo name={status?.brand.name ?? t('brand')} />
            <Group gap={4}>
              <ThemeToggle />
              <LanguageSelect />
            </Group>
          </Group>
          <div>
            <Title order={1} fz="h2">
              {t('agent.loginTitle')}
            </Title>
            <Text c="dimmed">{t('agent.loginText')}</Text>
          </div>
          <LoginForm
            portal="agent"
            mobileLogin={false}
            freeplay={false}
            onLoggedIn={(response, type) => flow.loggedIn(response, type, 'agent')}
          />
          <Anchor component={Link} to="/" ta="center" fw={600}>
            {t('agent.backToSite')}
          </Anchor>
        </Stack>
      </Paper>
    </main>
  );
}
