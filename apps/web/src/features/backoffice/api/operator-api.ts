import type { AdminChangePasswordRequest, AdminLoginResponse } from '@goldline/contract/admin';
import { api } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useOperatorSession } from '../stores/operator-session-store';

/** Calls with the operator token; a dead operator session returns to the login form. */
async function withOperator<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = useOperatorSession.getState().token ?? '';
  try {
    return await call(token);
  } catch (error) {
    if (isApiError(error) && (error.code === 'UNAUTHORIZED' || error.code === 'SESSION_EXPIRED')) {
      useOperatorSession.getState().clear();
    }
    if (isApiError(error) && error.code === 'PASSWORD_CHANGE_REQUIRED') {
      useOperatorSession.getState().setMustChangePassword(true);
    }
    throw error;
  }
}

export const operatorApi = {
  get: <T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    withOperator((token) => api.get<T>(path, { query, signal, token })),
  post: <T>(path: string, body: unknown) => withOperator((token) => api.post<T>(path, body, { token })),
  put: <T>(path: string, body: unknown) => withOperator((token) => api.put<T>(path, body, { token })),
};

export const operatorLogin = (username: string, password: string) =>
  api.post<AdminLoginResponse>('/admin/session/login', { username, password }, { token: null });

export const changeOperatorPassword = (body: AdminChangePasswordRequest) =>
  withOperator((token) => api.put<Record<string, never>>('/admin/session/password', body, { token }));
