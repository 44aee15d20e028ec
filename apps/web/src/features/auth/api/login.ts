import type { LoginRequest, LoginResponse } from '@goldline/contract/session';
import { api } from '../../../lib/api-client';

/** POST /wps/session/login, encrypted (spec section 7). */
export const login = (body: LoginRequest) =>
  api.post<LoginResponse>('/wps/session/login', body, { encrypted: true });

export const loginFreeplay = () =>
  api.post<LoginResponse>('/wps/session/login/freeplay', { os: 'web', platform: 'W' });

export const logout = () => api.delete<unknown>('/wps/session/logout');
