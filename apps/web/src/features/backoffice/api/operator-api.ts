import type { AdminChangePasswordRequest } from '@goldline/contract/admin';
import { adminRoutes } from '@goldline/contract/api/admin.routes';
import type { EndpointOf } from '@goldline/contract/api/all-endpoints';
import type { RequestOf, ResponseOf } from '@goldline/contract/endpoint';
import type { Route } from '@goldline/contract/route';
import { api, call } from '../../../lib/api-client';
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

type OperatorInput<R extends Route> = RequestOf<EndpointOf<R>> & { signal?: AbortSignal };
/** The input may be left out when the call takes no params, query or body. */
type OperatorArgs<R extends Route> =
  Record<never, never> extends RequestOf<EndpointOf<R>>
    ? [input?: OperatorInput<R>]
    : [input: OperatorInput<R>];

/**
 * `call` (lib/api-client.ts) with the operator token: route and types from the contract, and a
 * dead operator session or a required password change handled as in `withOperator`.
 */
export function operatorCall<R extends Route>(
  route: R,
  ...[input]: OperatorArgs<R>
): Promise<ResponseOf<EndpointOf<R>>> {
  // `call`'s rest tuple can't be rebuilt for a generic route; the input is the same shape plus a token.
  const untyped = call as unknown as (route: R, input: object) => Promise<ResponseOf<EndpointOf<R>>>;
  return withOperator((token) => untyped(route, { ...input, token }));
}

export const operatorApi = {
  get: <T>(path: string, query?: Record<string, string | number | undefined>, signal?: AbortSignal) =>
    withOperator((token) => api.get<T>(path, { query, signal, token })),
  post: <T>(path: string, body: unknown) => withOperator((token) => api.post<T>(path, body, { token })),
  put: <T>(path: string, body: unknown) => withOperator((token) => api.put<T>(path, body, { token })),
};

/** Sent without any session token (not the member's either). */
export const operatorLogin = (username: string, password: string) =>
  call(adminRoutes.login, { body: { username, password }, token: null });

export const changeOperatorPassword = (body: AdminChangePasswordRequest) =>
  operatorCall(adminRoutes.changePassword, { body });
