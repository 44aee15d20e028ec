export type AppPlatform = 'ios' | 'android';

/**
 * Spec section 7: "App-download link is built from the site origin with language". It opens the
 * download page on the phone in the same language, at that phone's install steps. The session token
 * the spec's platform adds is left out on purpose: a QR code on screen would hand the session to
 * whoever photographs it (decision 109).
 */
export const appDownloadLink = (platform: AppPlatform, language: string): string =>
  `${location.origin}/download?${new URLSearchParams({ platform, lang: language })}`;
