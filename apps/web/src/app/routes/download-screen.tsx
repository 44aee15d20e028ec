import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { DownloadPage } from '../../features/app-download/components/download-page';
import { useSystemStatus } from '../../features/system/api/get-system-status';
import { changeLanguage } from '../../lib/i18n';
import { isLanguageCode } from '../../lib/language-storage';

/**
 * /download: the app download page. Its QR links carry `lang` and `platform` (spec section 7): a
 * phone that opens one shows the page in that language, with that platform's steps first.
 */
export function DownloadScreen() {
  const [params] = useSearchParams();
  const { data: status } = useSystemStatus();
  const lang = params.get('lang')?.toUpperCase();
  useEffect(() => {
    if (isLanguageCode(lang)) void changeLanguage(lang);
  }, [lang]);
  const platform = params.get('platform');
  return (
    <DownloadPage
      brand={status?.brand.name ?? ''}
      first={platform === 'ios' || platform === 'android' ? platform : null}
    />
  );
}
