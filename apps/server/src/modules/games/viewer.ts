import { TRIAL_TYPE } from '@goldline/contract/member';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { tokenOf } from '../../plugins/auth.ts';
import type { TokenService } from '../session/tokens.service.ts';

/** Who is reading a public call: a member (maybe trial), or null for a visitor. */
export interface Viewer {
  memberId: string;
  trial: boolean;
}
export type ViewerOf = (request: FastifyRequest) => Promise<Viewer | null>;

/**
 * For public reads that answer more with a token (FAV and RECENT selects, member popups): a missing,
 * expired or revoked token, or a disabled account, reads as a visitor instead of failing the call.
 */
export function createViewerOf(deps: {
  tokens: TokenService;
  memberStatus: (id: string) => Promise<{ type: number; status: string } | null>;
}): ViewerOf {
  return async (request) => {
    const token = tokenOf(request);
    if (!token) return null;
    try {
      const session = await deps.tokens.resolve(token, 'member');
      const member = await deps.memberStatus(session.subjectId);
      if (member?.status !== 'active') return null;
      return { memberId: session.subjectId, trial: member.type === TRIAL_TYPE };
    } catch (err) {
      if (err instanceof AppError) return null;
      throw err;
    }
  };
}

/** Language codes are the spec's two letters (EN, CN, MY...); anything else reads as EN. */
export function languageOf(language: string | undefined): string {
  const code = language?.trim().toUpperCase();
  return code && /^[A-Z]{2}$/.test(code) ? code : 'EN';
}
