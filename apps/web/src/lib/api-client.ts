import type { EndpointOf } from '@goldline/contract/api/all-endpoints';
import { JWE_CONTENT_TYPE, TOKEN_HEADER } from '@goldline/contract/encryption';
import type { RequestOf, ResponseOf } from '@goldline/contract/endpoint';
import type { ErrorCode, ErrorDetails } from '@goldline/contract/errors';
import { fillPath, type Route } from '@goldline/contract/route';
import type { EncryptionKey } from '@goldline/contract/system';
import { ApiError } from './api-error';
import { encryptBody } from './encrypt-body';
import { getToken, useSessionStore } from './session-store';

/**
 * The one HTTP client (docs/conventions.md): unwraps the `{success, value}` envelope, turns failures
 * into a typed ApiError, sends the session token, encrypts bodies of encrypted calls and reports an
 * expired session so the app can open the login popup.
 */
type Query = Record<string, string | number | boolean | undefined | null>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  /** Body sealed as JWE to the key from /wps/system/status (spec section 7 "encrypted"). */
  encrypted?: boolean;
  signal?: AbortSignal;
  /**
   * Another session's token (the back office keeps its operator token apart from the member's).
   * Its 401s are the caller's business: they never end the member session.
   */
  token?: string | null;
}

/** A success together with the server's own message (e.g. forgot-by-e-mail, spec section 4). */
export interface WithMessage<T> {
  value: T;
  message: string | null;
}

interface ClientHooks {
  getEncryptionKey: () => Promise<EncryptionKey>;
  onSessionExpired: () => void;
}

let hooks: ClientHooks | null = null;

/** Wired once by the app, which knows where the key and the login popup live. */
export function configureApiClient(next: ClientHooks) {
  hooks = next;
}

function buildUrl(path: string, query?: Query) {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

interface Envelope {
  success: boolean;
  value?: unknown;
  code?: ErrorCode;
  message?: string;
}

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { value } = await requestWithMessage<T>(method, path, options);
  return value;
}

async function requestWithMessage<T>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<WithMessage<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const own = options.token === undefined;
  const token = own ? getToken() : options.token;
  if (token) headers[TOKEN_HEADER] = token;

  let body: string | undefined;
  if (options.body !== undefined) {
    if (options.encrypted) {
      if (!hooks) throw new ApiError('UNKNOWN_ERROR', 'api client not configured', 0);
      body = await encryptBody(options.body, await hooks.getEncryptionKey());
      headers['Content-Type'] = JWE_CONTENT_TYPE;
    } else {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError('NETWORK_ERROR', 'Network link is abnormal, please try again', 0);
  }

  let envelope: Envelope | null = null;
  try {
    envelope = (await response.json()) as Envelope;
  } catch {
    envelope = null;
  }

  if (envelope?.success === true) return { value: envelope.value as T, message: envelope.message ?? null };

  const code = envelope?.code ?? (response.status === 401 ? 'UNAUTHORIZED' : 'UNKNOWN_ERROR');
  const details = (envelope?.value ?? {}) as ErrorDetails;
  const error = new ApiError(code, envelope?.message ?? response.statusText, response.status, details);
  // A rejected login also answers 401 (INVALID_CREDENTIALS); only a dead session opens the popup.
  if (own && token && (code === 'UNAUTHORIZED' || code === 'SESSION_EXPIRED')) {
    useSessionStore.getState().clear();
    hooks?.onSessionExpired();
  }
  throw error;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('DELETE', path, options),
  postWithMessage: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    requestWithMessage<T>('POST', path, { ...options, body }),
};

/** How a call is made: another session's token (back office) or an abort signal. */
type CallOptions = Pick<RequestOptions, 'signal' | 'token'>;
type CallInput<R extends Route> = RequestOf<EndpointOf<R>> & CallOptions;
/** The input may be left out when the call takes no params, query or body. */
type CallArgs<R extends Route> =
  Record<never, never> extends RequestOf<EndpointOf<R>> ? [input?: CallInput<R>] : [input: CallInput<R>];

function optionsOf(
  route: Route,
  input: Partial<{ params: unknown; query: unknown; body: unknown }> & CallOptions,
) {
  return {
    path: fillPath(route.path, input.params as Record<string, string | number> | undefined),
    options: {
      query: input.query as Query | undefined,
      body: input.body,
      encrypted: route.encrypted,
      signal: input.signal,
      token: input.token,
    } satisfies RequestOptions,
  };
}

/**
 * Calls a contract route (docs/decisions/062-contract-endpoints.md): its method, path and
 * encryption come from the route, its input and answer types from the endpoint behind it, so a
 * field changed in the contract is a type error here. Only the route (no zod) is imported at run time.
 */
export function call<R extends Route>(route: R, ...[input]: CallArgs<R>): Promise<ResponseOf<EndpointOf<R>>> {
  const { path, options } = optionsOf(route, input ?? {});
  return request(route.method, path, options);
}

/** `call` that also returns the server's message (e.g. forgot-by-e-mail, spec section 4). */
export function callWithMessage<R extends Route>(
  route: R,
  ...[input]: CallArgs<R>
): Promise<WithMessage<ResponseOf<EndpointOf<R>>>> {
  const { path, options } = optionsOf(route, input ?? {});
  return requestWithMessage(route.method, path, options);
}
