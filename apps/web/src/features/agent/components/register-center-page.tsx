import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormErrorText } from '../../../components/form-error-text';
import { SectionPanel } from '../../../components/section-panel';
import { useAgentMe } from '../api/get-agent-me';
import { AffiliateLinksPanel } from './affiliate-links-panel';
import { RegisterDownlineForm } from './register-downline-form';

/** registerCenter (spec section 2): register a downline directly, or hand out an affiliate link. */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  const me = useAgentMe();
  return (
    <Stack gap="lg">
      <SectionPanel title={t('register.title')} testId="agent-register">
        {me.isPending && <Skeleton height={280} />}
        {me.isError && <FormErrorText error={me.error} />}
        {me.data && <RegisterDownlineForm capabilities={me.data.capabilities} />}
      </SectionPanel>
      <SectionPanel title={t('links.title')}>
        <AffiliateLinksPanel />
      </SectionPanel>
    </Stack>
  );
}
