import { sessionRoutes } from '@goldline/contract/api/session.routes';
import type { LoginRequest } from '@goldline/contract/session';
import { call } from '../../../lib/api-client';

/** Encrypted (spec section 7): the route says so, the client seals the body. */
export const login = (body: LoginRequest) => call(sessionRoutes.login, { body });

export const loginFreeplay = () => call(sessionRoutes.freeplay, { body: { os: 'web', platform: 'W' } });

export const logout = () => call(sessionRoutes.logout);
