import type { FastifyInstance } from 'fastify';

/** `POST form /wps/member/password/email` (spec section 7) arrives as a form; flat fields only. */
export function registerFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
}
