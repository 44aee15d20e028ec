import { TRIAL_TYPE } from '@goldline/contract/member';
import { AppError } from '../../lib/app-error.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import { tokenOf } from '../../plugins/auth.ts';
import type { TokenService } from '../session/tokens.service.ts';

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
