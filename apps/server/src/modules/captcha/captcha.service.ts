import { randomUUID } from 'node:crypto';
import type { Captcha } from '@goldline/contract/system';
import type { Db } from '../../db/database.ts';
import { checkSaltedHash, saltedHash } from '../../lib/crypto.ts';
import { captchaRepository } from './captcha.repository.ts';
import { normaliseCaptchaAnswer } from './captcha-answer.ts';
import { renderCaptcha } from './captcha-image.ts';

/** Captchas live 5 minutes; each is good for one answer (docs/decisions/015-captcha.md). */
export const CAPTCHA_TTL_MS = 5 * 60_000;

export type CaptchaService = ReturnType<typeof createCaptchaService>;

export function createCaptchaService(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  return {
    async create(ip: string): Promise<Captcha> {
      const { text, png } = await renderCaptcha();
      const captchaId = randomUUID();
      const at = now();
      await captchaRepository.insert(deps.db, {
        id: captchaId,
        answerHash: saltedHash(normaliseCaptchaAnswer(text)),
        ip,
        expiresAt: new Date(at.getTime() + CAPTCHA_TTL_MS),
      });
      return { captchaId, image: png };
    },

    /** Cleanup job (decision 060): an expired captcha can never be answered, so it goes. */
    deleteExpired: (at: Date = now()) => captchaRepository.deleteExpired(deps.db, at),

    /** True when the answer matches; the captcha is used up either way. */
    async check(captchaId: string | undefined, answer: string | undefined): Promise<boolean> {
      if (!captchaId || !answer) return false;
      const hash = await captchaRepository.consume(deps.db, captchaId, now());
      return hash !== null && checkSaltedHash(hash, normaliseCaptchaAnswer(answer));
    },
  };
}
