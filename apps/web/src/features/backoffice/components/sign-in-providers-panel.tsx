import { TableSkeleton } from '../../../components/table-skeleton';
import '@mantine/core/styles/Switch.css';
import {
  type OidcProvider,
  OidcProviderSettingRequest,
  type OidcProviderSettings,
} from '@goldline/contract/oidc';
import { zodResolver } from '@hookform/resolvers/zod';
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Switch, Text, Title } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';
import { FormError } from '../../../components/form-error';
import { useErrorText } from '../../../lib/use-error-text';
import { useOidcProviderSettings, useSaveOidcProvider } from '../api/safety-admin';

/** Brand names, the same in every language. */
const providerNames: Record<OidcProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  demo: 'Demo ID',
};

type Row = OidcProviderSettings['rows'][number];

/**
 * Sign-in providers (decisions 111, 114): one card per provider the server lists, with the
 * operator's switch. Client id and secret live in the server's environment only, so the card says
 * whether they are set and never shows them.
 */
export function SignInProvidersPanel() {
  const { t } = useTranslation('boSafety');
  const errorText = useErrorText();
  const { data, isPending, error } = useOidcProviderSettings();
  if (error) return <FormError message={errorText(error)} />;
  if (isPending || !data) return <TableSkeleton label={t('loading')} rows={4} />;
  if (data.rows.length === 0) return <Text c="dimmed">{t('providers.none')}</Text>;
  return (
    <Stack gap="md">
      <Text c="dimmed" maw={720}>
        {t('providers.intro')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {data.rows.map((row) => (
          <ProviderCard key={row.provider} row={row} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

type Values = z.input<typeof OidcProviderSettingRequest>;

function ProviderCard({ row }: { row: Row }) {
  const { t } = useTranslation('boSafety');
  const errorText = useErrorText();
  const save = useSaveOidcProvider();
  const name = providerNames[row.provider];
  const titleId = `bo-provider-${row.provider}-title`;
  const { control, handleSubmit, formState, reset } = useForm<Values>({
    resolver: zodResolver(OidcProviderSettingRequest),
    defaultValues: { enabled: row.enabled },
  });
  const submit = handleSubmit(async (v) => {
    await save.mutateAsync({ provider: row.provider, enabled: v.enabled });
    // What the server now holds is the form's new starting point (Save waits for the next change).
    reset({ enabled: v.enabled });
  });
  const env = row.provider.toUpperCase();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby={titleId}
      data-testid={`bo-provider-${row.provider}`}
    >
      <form onSubmit={(event) => void submit(event).catch(() => undefined)} noValidate>
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Title order={2} fz="h4" id={titleId}>
              {name}
            </Title>
            <Badge
              variant="light"
              color={row.configured ? 'green' : 'gray'}
              style={{ textTransform: 'none' }}
              data-testid={`bo-provider-${row.provider}-credentials`}
            >
              {row.configured ? t('providers.credentialsSet') : t('providers.credentialsNotSet')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {t('providers.credentialsHelp', {
              id: `OIDC_${env}_CLIENT_ID`,
              secret: `OIDC_${env}_CLIENT_SECRET`,
            })}
          </Text>
          <Controller
            control={control}
            name="enabled"
            render={({ field }) => (
              <Switch
                size="md"
                label={t('providers.enabled', { name })}
                description={row.configured ? undefined : t('providers.hiddenUntilSet')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
                data-testid={`bo-provider-${row.provider}-enabled`}
              />
            )}
          />
          <FormError message={save.isError ? errorText(save.error) : null} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" role="status" data-testid={`bo-provider-${row.provider}-saved`}>
              {save.isSuccess && !formState.isDirty ? t('providers.saved', { name }) : ''}
            </Text>
            <Button
              type="submit"
              h={44}
              loading={formState.isSubmitting}
              disabled={!formState.isDirty}
              data-testid={`bo-provider-${row.provider}-save`}
            >
              {t('providers.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
