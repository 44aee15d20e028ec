import type { OidcProvider } from '@goldline/contract/oidc';
import { OIDC_QUERY } from '@goldline/contract/oidc-query';
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormError } from '../../../components/form-error';
import { SectionPanel } from '../../../components/section-panel';
import { formatDateTime } from '../../../lib/format-date';
import { languageInfo } from '../../../lib/language-storage';
import { useErrorText } from '../../../lib/use-error-text';
import { LINKED_ACCOUNTS_KEY, startLinking, unlinkProvider, useLinkedAccounts } from '../api/linked-accounts';

/**
 * The providers a member signs in with (decision 111): link one (through the provider's own page and
 * back here), unlink one. Hidden when the operator offers none and none is linked.
 */
export function LinkedAccountsPanel() {
  const { t, i18n } = useTranslation('oidc');
  const errorText = useErrorText();
  const locale = languageInfo(i18n.language).locale;
  const queryClient = useQueryClient();
  const links = useLinkedAccounts();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState<OidcProvider | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!links.data) return null;
  const { rows, available, hasPassword } = links.data;
  const providers = [...new Set([...rows.map((r) => r.provider), ...available])];
  if (providers.length === 0) return null;
  const justLinked = params.get(OIDC_QUERY.linked);
  const name = (provider: string) => t(`providers.${provider}`);

  const link = async (provider: OidcProvider) => {
    setBusy(provider);
    setError(null);
    try {
      window.location.assign((await startLinking(provider)).url);
    } catch (err) {
      setError(errorText(err));
      setBusy(null);
    }
  };
  const unlink = async (provider: OidcProvider) => {
    setBusy(provider);
    setError(null);
    try {
      await unlinkProvider(provider);
      setNotice(t('linked.unlinked', { provider: name(provider) }));
      await queryClient.invalidateQueries({ queryKey: LINKED_ACCOUNTS_KEY });
    } catch (err) {
      setError(errorText(err));
    } finally {
      setBusy(null);
    }
  };

  return (
    <SectionPanel title={t('linked.title')} testId="linked-accounts-panel">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('linked.intro')}
        </Text>
        {justLinked && !notice && (
          <Alert color="green" role="status">
            {t('linked.done', { provider: name(justLinked) })}
          </Alert>
        )}
        {notice && (
          <Alert color="green" role="status">
            {notice}
          </Alert>
        )}
        {!hasPassword && <Text size="sm">{t('linked.noPassword')}</Text>}
        {providers.map((provider) => {
          const row = rows.find((r) => r.provider === provider);
          return (
            <Group
              key={provider}
              justify="space-between"
              wrap="wrap"
              gap="sm"
              data-testid={`linked-${provider}`}
            >
              <div style={{ minWidth: 0 }}>
                <Text fw={600}>{name(provider)}</Text>
                <Group gap={6} wrap="wrap">
                  <Badge
                    size="sm"
                    variant="light"
                    color={row ? 'green' : 'gray'}
                    style={{ textTransform: 'none' }}
                  >
                    {row ? t('linked.linked') : t('linked.notLinked')}
                  </Badge>
                  {row && (
                    <Text size="sm" c="dimmed">
                      {row.email ? <bdi dir="ltr">{row.email}</bdi> : null}{' '}
                      {t('linked.since', { date: formatDateTime(row.linkedAt, locale) })}
                    </Text>
                  )}
                </Group>
              </div>
              {row ? (
                <Button
                  variant="default"
                  h={44}
                  loading={busy === provider}
                  onClick={() => void unlink(provider)}
                  aria-label={t('linked.unlinkProvider', { provider: name(provider) })}
                >
                  {t('linked.unlink')}
                </Button>
              ) : (
                available.includes(provider) && (
                  <Button
                    variant="light"
                    h={44}
                    loading={busy === provider}
                    onClick={() => void link(provider)}
                    aria-label={t('linked.linkProvider', { provider: name(provider) })}
                    data-testid={`link-${provider}`}
                  >
                    {t('linked.link')}
                  </Button>
                )
              )}
            </Group>
          );
        })}
        <FormError message={error} />
      </Stack>
    </SectionPanel>
  );
}
