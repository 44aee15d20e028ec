const KEY = 'goldline-device-id';
const VALID = /^[A-Za-z0-9-]{8,64}$/;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * This browser's stable random id (decision 102): sent with a sign-up and when a member opens the
 * referral page, so a referee signing up on the referrer's own device is refused. Not a fingerprint:
 * clearing site data makes a new one, which only costs the check, never a member's access.
 */
export function deviceId(): string {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && VALID.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    return randomId();
  }
}
