import type * as z from 'zod';
import type { Route } from './route.ts';

/**
 * One call, whole (docs/decisions/062-contract-endpoints.md): its route plus the zod schemas of
 * what goes in and what comes back inside the envelope. The server registers its route from this;
 * the web client takes its types from it, so a changed field is a type error on both sides.
 */
export interface Endpoint<R extends Route = Route> {
  route: R;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The envelope's `value` on success. */
  response: z.ZodType;
}

export function endpoint<const R extends Route, const E extends Omit<Endpoint<R>, 'route'>>(
  route: R,
  schemas: E,
): E & { route: R } {
  return { ...schemas, route };
}

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a caller sends: only the parts the endpoint has. */
export type RequestOf<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: Input<E['params']> }
  : object) &
  (E['query'] extends z.ZodType ? { query: Input<E['query']> } : object) &
  (E['body'] extends z.ZodType ? { body: Input<E['body']> } : object);

/** What the caller gets back: the envelope's `value` after the server's serialisation. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;
