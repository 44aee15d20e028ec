import { Text } from '@mantine/core';
import { IconDeviceMobileDown } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { appDownloadLink } from '../../../lib/app-download-link';
import classes from './side-menu.module.css';

// QR drawing code loads only when someone opens the panel (performance budget).
const AppDownloadQr = lazy(() => import('./app-download-qr').then((m) => ({ default: m.AppDownloadQr })));

interface Props {
  collapsed: boolean;
  itemClass: string;
  labelClass: string;
  iconClass: string;
}

/** App download with iOS and Android QR codes on hover or focus (spec section 2 "Side menu"). */
export function AppDownload({ itemClass, labelClass, iconClass }: Props) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const panelId = useId();
  // Spec section 7: the download link is built from the site origin with the language; the site
  // installs as a web app, so both codes open our download page at that phone's steps (decision 109).
  const urls = {
    ios: appDownloadLink('ios', i18n.language),
    android: appDownloadLink('android', i18n.language),
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover only mirrors the focus/click behaviour of the button
    <div
      className={classes.download}
      onMouseEnter={() => setOpened(true)}
      onMouseLeave={() => setOpened(false)}
      onFocus={() => setOpened(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node)) setOpened(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpened(false);
      }}
    >
      <button
        type="button"
        className={itemClass}
        aria-expanded={opened}
        aria-controls={opened ? panelId : undefined}
        onClick={() => setOpened((value) => !value)}
      >
        <span className={iconClass}>
          <IconDeviceMobileDown size={22} stroke={1.7} aria-hidden="true" />
        </span>
        <span className={labelClass}>{t('side.appDownload')}</span>
      </button>
      {opened && (
        <div id={panelId} className={classes.downloadPanel}>
          <Text fw={700} size="sm" mb={8}>
            {t('side.scanToInstall')}
          </Text>
          <Suspense fallback={<div style={{ width: 196, height: 118 }} />}>
            <AppDownloadQr iosUrl={urls.ios} androidUrl={urls.android} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
