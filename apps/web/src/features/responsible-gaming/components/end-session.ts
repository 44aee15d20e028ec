import { sessionRoutes } from '@goldline/contract/api/session.routes';
import { call } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

/**
 * Ends the session here and reloads the home page: "stop playing" in the reality check, and after
 * a time-out or self-exclusion (the server has already ended every session of the member then).
 */
export async function endSession(): Promise<void> {
  try {
    await call(sessionRoutes.logout);
  } catch {
    // Already ended on the server (an exclusion revokes every session).
  }
  useSessionStore.getState().clear();
  window.location.assign('/');
}
