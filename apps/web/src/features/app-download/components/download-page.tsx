import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck, IconDeviceMobileDown } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyValue } from '../../../components/copy-value';
import { PageTitle } from '../../../components/page-title';
import { type AppPlatform, appDownloadLink } from '../../../lib/app-download-link';
import { installPrompt } from '../../../lib/install-prompt';
import { useInstallState } from '../hooks/use-install-prompt';
import classes from './download-page.module.css';
import { type StepGlyph, StepIllustration } from './step-illustration';

type Step = { glyph: StepGlyph; spot: 'top' | 'bottom' | 'middle' };

/** Where each browser puts its controls: Safari's share button in the bottom bar, Chrome's menu up top. */
const guides: Record<AppPlatform, Step[]> = {
  ios: [
    { glyph: 'browser', spot: 'middle' },
    { glyph: 'share', spot: 'bottom' },
    { glyph: 'addHome', spot: 'middle' },
    { glyph: 'homeScreen', spot: 'middle' },
  ],
  android: [
    { glyph: 'browser', spot: 'middle' },
    { glyph: 'menu', spot: 'top' },
    { glyph: 'install', spot: 'middle' },
    { glyph: 'homeScreen', spot: 'middle' },
  ],
};

/**
 * The app download page (spec section 1 "app download page (iOS and Android install guides)"):
 * the site installs as a web app (decision 109), so "download" is the browser's install: a button
 * where the browser offers it, and each phone's steps with a QR code that opens this page there.
 * `first` puts the platform a QR link was made for first.
 */
export function DownloadPage({ brand, first }: { brand: string; first: AppPlatform | null }) {
  const { t, i18n } = useTranslation('download');
  const platforms: AppPlatform[] = first === 'android' ? ['android', 'ios'] : ['ios', 'android'];
  return (
    <>
      <PageTitle icon={<IconDeviceMobileDown size={24} />}>{t('title')}</PageTitle>
      <Stack gap="lg">
        <Text maw={720}>{t('intro', { brand })}</Text>
        <InstallCard />
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {platforms.map((platform) => (
            <PlatformGuide
              key={platform}
              platform={platform}
              link={appDownloadLink(platform, i18n.language)}
            />
          ))}
        </SimpleGrid>
      </Stack>
    </>
  );
}

function InstallCard() {
  const { t } = useTranslation('download');
  const state = useInstallState();
  const [declined, setDeclined] = useState(false);
  if (state === 'installed')
    return (
      <Alert color="green" icon={<IconCircleCheck aria-hidden="true" />} data-testid="app-installed">
        {t('installed')}
      </Alert>
    );
  if (state === 'manual') return null;
  return (
    <Paper p="md" radius="md" withBorder className={classes.platform}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text>{declined ? t('declined') : t('installHint')}</Text>
        <Button
          h={44}
          leftSection={<IconDeviceMobileDown size={20} aria-hidden="true" />}
          onClick={async () => setDeclined(!(await installPrompt.show()))}
          data-testid="app-install"
        >
          {t('install')}
        </Button>
      </Group>
    </Paper>
  );
}

function PlatformGuide({ platform, link }: { platform: AppPlatform; link: string }) {
  const { t } = useTranslation('download');
  return (
    <Paper
      component="section"
      p="lg"
      radius="md"
      withBorder
      className={classes.platform}
      aria-labelledby={`guide-${platform}`}
      data-testid={`guide-${platform}`}
    >
      <Title order={2} fz="h3" id={`guide-${platform}`} mb="md">
        {t(`${platform}.title`)}
      </Title>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap={6} align="center">
          <div className={classes.qrBox}>
            <QRCodeSVG value={link} size={132} title={t('qrFor', { platform: t(`${platform}.title`) })} />
          </div>
          <Text size="sm" c="dimmed" maw={152} ta="center">
            {t('scan')}
          </Text>
        </Stack>
        <ol className={classes.steps} style={{ flex: '1 1 240px' }}>
          {guides[platform].map((step, index) => (
            <li key={step.glyph} className={classes.step}>
              <StepIllustration glyph={step.glyph} spot={step.spot} />
              <Text>{t(`${platform}.step${index + 1}`)}</Text>
            </li>
          ))}
        </ol>
      </Group>
      <Stack mt="md" gap={0}>
        <CopyValue label={t('openLink')} value={link} testId={`copy-${platform}`} />
      </Stack>
    </Paper>
  );
}
