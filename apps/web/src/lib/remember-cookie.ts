/**
 * "Remember password" (spec sections 3 and 9): the spec keeps the last user and the password in
 * cookies for one day. We keep only the remember flag and the user name: a password in a cookie is
 * readable by any script and sent with every request, so we leave saving it to the browser's
 * password manager (autocomplete="current-password").
 */
const ONE_DAY_MS = 86_400_000;
const REMEMBER = 'remember';
const LAST_USER = 'lastUser';

function setCookie(name: string, value: string, maxAgeMs: number) {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older WebViews we support
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.floor(maxAgeMs / 1000)}; Path=/; SameSite=Strict${secure}`;
}

function getCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

export function rememberUser(username: string) {
  setCookie(REMEMBER, '1', ONE_DAY_MS);
  setCookie(LAST_USER, username, ONE_DAY_MS);
}

export function forgetUser() {
  setCookie(REMEMBER, '', 0);
  setCookie(LAST_USER, '', 0);
}

export function rememberedUser(): string | null {
  return getCookie(REMEMBER) === '1' ? getCookie(LAST_USER) : null;
}
