import { Button, Divider, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { providerStartUrl, useSignInProviders } from '../api/provider-sign-in';

/**
 * One-click sign-in (spec section 2, issue 17): a button per provider the operator offers, nothing
 * while none is (or while the list loads). Plain links: the browser goes to the provider and comes
 * back signed in. Words only, no provider logos (ui-direction: no third-party trademarks as art).
 */
export function ProviderButtons({ signUp = false }: { signUp?: boolean }) {
  const { t } = useTranslation('oidc');
  const providers = useSignInProviders().data?.providers ?? [];
  if (providers.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="provider-buttons">
      <Divider label={t('or')} labelPosition="center" />
      {providers.map((provider) => (
        <Button
          key={provider}
          component="a"
          href={providerStartUrl(provider)}
          variant="default"
          size="md"
          fullWidth
          rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          data-testid={`provider-${provider}`}
        >
          {t('continueWith', { provider: t(`providers.${provider}`) })}
        </Button>
      ))}
      {signUp && (
        <Text size="xs" c="dimmed" ta="center">
          {t('signUpNote')}
        </Text>
      )}
    </Stack>
  );
}
