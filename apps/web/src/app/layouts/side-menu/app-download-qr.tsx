import { Anchor } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './side-menu.module.css';

/** Size 78 as spec section 2 says; white quiet zone so phones scan it in dark mode too. */
export function AppDownloadQr({ iosUrl, androidUrl }: { iosUrl: string; androidUrl: string }) {
  const { t } = useTranslation();
  const { t: tDownload } = useTranslation('download');
  return (
    <>
      <div className={classes.qrCard}>
        {(
          [
            ['ios', iosUrl],
            ['android', androidUrl],
          ] as const
        ).map(([platform, url]) => (
          <a key={platform} className={classes.qr} href={url} target="_blank" rel="noopener noreferrer">
            <span className={classes.qrBox}>
              <QRCodeSVG value={url} size={78} title={t('side.qrFor', { platform: t(`side.${platform}`) })} />
            </span>
            <span>{t(`side.${platform}`)}</span>
          </a>
        ))}
      </div>
      <Anchor component={Link} to="/download" size="sm" fw={600} mt={8} display="inline-block">
        {tDownload('stepsLink')}
      </Anchor>
    </>
  );
}
