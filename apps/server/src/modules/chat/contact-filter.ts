import { createRequire } from 'node:module';
import { LinkifyIt } from 'linkify-it';

/**
 * What a member may not post in the chat room (issue 17: "no links or contact details from
 * members"; the rules are listed in docs/decisions/110-chat-room.md). Rooms are public to every
 * member, so a link or a contact is either spam or a way to take players off the site (fake
 * agents, "recharge" scams). Each rule answers a reason; the member is told only that links and
 * contact details are refused, never which pattern matched (that would teach the way round it).
 *
 * Link, domain and e-mail detection is linkify-it's, with the full IANA TLD list (`tlds`) so
 * `.bet`, `.casino` and `.xyz` count; the text is normalised first (NFKC folds full-width
 * letters and dots, and "dot" written out or a bracketed dot becomes a dot).
 */
export type ContactReason = 'LINK' | 'EMAIL' | 'PHONE' | 'HANDLE' | 'MESSENGER';

// `tlds` ships JSON only (no ES module), hence require.
const allTlds = createRequire(import.meta.url)('tlds') as string[];
const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(allTlds, true);

/** "example dot com", "example(.)com", "example [dot] com", "example 。com" -> "example.com". */
const WRITTEN_DOT = /\s*(?:[([{]\s*(?:\.|dot)\s*[)\]}]|\bdot\b|。|．)\s*/giu;
/** "name (at) mail", "name [at] mail" -> "name@mail" (a bare "at" is an ordinary word). */
const WRITTEN_AT = /\s*[([{]\s*at\s*[)\]}]\s*/giu;

/** @name handles (Telegram, Instagram, LINE...): two or more name characters after an @. */
const HANDLE = /(?:^|[^\p{L}\p{N}_])@[\p{L}\p{N}_.]{2,}/u;

/**
 * Messenger names, as words; the ones no ordinary word contains are also found with spaces or
 * punctuation inside ("whats app", "t e l e g r a m"). "we chat" alone is ordinary English, so
 * WeChat counts only written as one word.
 */
const MESSENGER_WORDS =
  /\b(?:wechat|weixin|viber|skype|kakao(?:talk)?|zalo|discord|snapchat|line\s*id|qq\s*[:：#]?\s*\d{5,})\b|微信|微訊|ไลน์ไอดี/iu;
const MESSENGER_SPELLED = ['telegram', 'whatsapp'];

/** Digit runs that may be phone numbers: digits with single spaces, dots, dashes, slashes or brackets. */
const DIGIT_RUN = /\+?\(?\d[\d\s().\-/]*\d/g;
const PHONE_MIN_DIGITS = 8;
const INTERNATIONAL_MIN_DIGITS = 7;

function isPhoneLike(run: string): boolean {
  const digits = run.replace(/\D/g, '');
  if (run.startsWith('+')) return digits.length >= INTERNATIONAL_MIN_DIGITS;
  if (digits.length < PHONE_MIN_DIGITS) return false;
  // Lottery picks ("05 12 23 34 45") are groups of one or two digits; a phone number has longer groups.
  const groups = run.split(/[\s().\-/]+/).filter(Boolean);
  return groups.some((g) => g.length >= 3);
}

export function normaliseForFilter(text: string): string {
  return text.normalize('NFKC').replace(WRITTEN_DOT, '.').replace(WRITTEN_AT, '@');
}

/** The first rule the text breaks, or null when it may be posted. */
export function contactReason(text: string): ContactReason | null {
  const normal = normaliseForFilter(text);
  const links = linkify.match(normal) ?? [];
  if (links.some((m) => m.schema === 'mailto:' || (m.schema === '' && m.raw.includes('@')))) return 'EMAIL';
  if (links.length > 0) return 'LINK';
  if (HANDLE.test(normal)) return 'HANDLE';
  const squeezed = normal.toLowerCase().replace(/[^\p{L}]/gu, '');
  if (MESSENGER_WORDS.test(normal) || MESSENGER_SPELLED.some((name) => squeezed.includes(name))) {
    return 'MESSENGER';
  }
  for (const run of normal.match(DIGIT_RUN) ?? []) if (isPhoneLike(run)) return 'PHONE';
  return null;
}
