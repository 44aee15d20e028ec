import type { Resource } from '@goldline/contract/system';
import { Popover, Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// QR drawing code loads only when someone opens the popover (performance budget).
const AppDownloadQr = lazy(() => import('./app-download-qr').then((m) => ({ default: m.AppDownloadQr })));

interface Props {
  collapsed: boolean;
  resources: Resource[];
  itemClass: string;
  labelClass: string;
  iconClass: string;
}

/** App download with iOS and Android QR codes on hover or focus (spec section 2 "Side menu"). */
export function AppDownload({ collapsed, resources, itemClass, labelClass, iconClass }: Props) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  // Spec section 7: the download link is built from the site origin with the language.
  const fallback = (platform: string) =>
    `${location.origin}/download?platform=${platform}&lang=${i18n.language}`;
  const urls = {
    ios: resources.find((item) => item.resourceType === 'IOS')?.url ?? fallback('ios'),
    android: resources.find((item) => item.resourceType === 'ANDROID')?.url ?? fallback('android'),
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="right-start" withArrow shadow="md" width={240}>
      <Popover.Target>
        <button
          type="button"
          className={itemClass}
          aria-expanded={opened}
          onMouseEnter={() => setOpened(true)}
          onMouseLeave={() => setOpened(false)}
          onFocus={() => setOpened(true)}
          onBlur={() => setOpened(false)}
          onClick={() => setOpened((value) => !value)}
        >
          <span className={iconClass}>
            <IconDeviceMobileDown size={22} stroke={1.7} aria-hidden="true" />
          </span>
          <span className={labelClass}>{t('side.appDownload')}</span>
          {collapsed && null}
        </button>
      </Popover.Target>
      <Popover.Dropdown onMouseEnter={() => setOpened(true)} onMouseLeave={() => setOpened(false)}>
        <Text fw={700} size="sm" mb={8}>
          {t('side.scanToInstall')}
        </Text>
        <Suspense fallback={<div style={{ height: 120 }} />}>
          <AppDownloadQr iosUrl={urls.ios} androidUrl={urls.android} />
        </Suspense>
      </Popover.Dropdown>
    </Popover>
  );
}
