import { Skeleton, Stack } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormErrorText } from '../../components/form-error-text';
import { PageTitle } from '../../components/page-title';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import { anchorOf, HelpSections } from '../../features/help/components/help-sections';

/**
 * Help page on the home layout (spec section 2): the help centre's sections as an accordion;
 * /help#term opens the terms and scrolls to them, /help#<section> any other section.
 */
export function HelpScreen() {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const help = useHelpCenter(i18n.language);
  const anchor = decodeURIComponent(hash.slice(1));
  const initialOpen = help.data?.sections.find((section) => anchorOf(section.id) === anchor)?.id;

  useEffect(() => {
    if (!anchor || !help.data) return;
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
  }, [anchor, help.data]);

  return (
    <>
      <PageTitle icon={<IconHelpCircle size={24} />}>{t('help.title')}</PageTitle>
      {help.isPending && (
        <Stack>
          <Skeleton height={120} radius="md" />
          <Skeleton height={120} radius="md" />
        </Stack>
      )}
      {help.isError && <FormErrorText error={help.error} />}
      {help.data && help.data.sections.length === 0 && (
        <EmptyState icon={<IconHelpCircle size={34} />} title={t('help.title')} text={t('help.empty')} />
      )}
      {help.data && help.data.sections.length > 0 && (
        // Keyed by the hash: following /help#term from the page itself opens the terms too.
        <HelpSections key={anchor} sections={help.data.sections} initialOpen={initialOpen} />
      )}
    </>
  );
}
