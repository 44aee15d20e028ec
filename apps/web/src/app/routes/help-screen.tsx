import { Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormErrorText } from '../../components/form-error-text';
import { PageTitle } from '../../components/page-title';
import { useHelpCenter } from '../../features/help/api/get-help-center';
import { helpParagraphs } from '../../features/help/utils/help-paragraphs';

/**
 * Help page on the home layout (spec section 2); /help#term jumps to the terms. Content is shown
 * as text, not HTML, so operator content can never inject script.
 */
export function HelpScreen() {
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const help = useHelpCenter(i18n.language);

  useEffect(() => {
    if (!hash || !help.data) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView({ block: 'start' });
  }, [hash, help.data]);

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
      <Stack gap="md">
        {help.data?.sections.map((section) => (
          <Paper
            key={section.id}
            id={section.id}
            component="section"
            p="lg"
            radius="md"
            withBorder
            style={{ background: 'var(--gl-surface)', scrollMarginTop: 80 }}
            aria-labelledby={`help-${section.id}`}
          >
            <Title order={2} fz="h4" mb="xs" id={`help-${section.id}`}>
              {section.title}
            </Title>
            <Stack gap="sm">
              {helpParagraphs(section.content).map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no id and never reorder
                <Text key={index} data-testid="help-paragraph">
                  {paragraph}
                </Text>
              ))}
            </Stack>
          </Paper>
        ))}
      </Stack>
    </>
  );
}
