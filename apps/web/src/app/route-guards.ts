import { hasSession } from '../lib/session-store';

/**
 * Routes that need a session redirect when there is no token (spec section 2): member pages and the
 * lottery pages go to /login, the agent centre to /agent. The server still checks every call.
 */
export const requireSession = () => (hasSession() ? null : '/login');
export const requireAgentSession = () => (hasSession() ? null : '/agent');
