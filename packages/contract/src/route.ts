/**
 * Where a call lives and who may make it, without any schema: the web's first page imports these
 * (zod stays out of its bundle) and the server registers each call from the endpoint built on it
 * (`endpoint.ts`). Paths and names follow spec section 7.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Who may call: `none` (anyone), `member` (any member session, trial included), `notTrial`,
 * `agent`, `operator` (back office; a one-time password must be changed first), `operatorSession`
 * (any operator session, for that change and logout), `vendor` (signed by a game vendor's secret).
 */
export type Auth = 'none' | 'member' | 'notTrial' | 'agent' | 'operator' | 'operatorSession' | 'vendor';

export interface Route {
  method: Method;
  /** Fastify syntax: `:name` for a path parameter. */
  path: string;
  auth: Auth;
  /** The body must arrive as a JWE (spec section 7 "encrypted"). */
  encrypted?: boolean;
  /** A member-facing change that stops during maintenance or for blocked regions. */
  gate?: boolean;
  /** Places a bet or opens a game: refused with BETTING_LOCKED while the member's agent has locked
   * their betting (issue 13, decision 077). */
  bet?: boolean;
}

/** Keeps the literal method and path, which the web client uses to find the call's types. */
export function route<const R extends Route>(r: R): R {
  return r;
}

/** `/wps/x/:id` with `{ id: 7 }` -> `/wps/x/7` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
