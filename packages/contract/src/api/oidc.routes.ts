import { route } from '../route.ts';

/**
 * Sign-in with an identity provider (issue 17, decision 111). `start` and `callback` are browser
 * navigations answered by redirects, not JSON calls: the web links to them, it never `call`s them.
 */
export const oidcRoutes = {
  start: route({ method: 'GET', path: '/wps/auth/oidc/:provider/start', auth: 'none', gate: true }),
  callback: route({ method: 'GET', path: '/wps/auth/oidc/:provider/callback', auth: 'none' }),
  providers: route({ method: 'GET', path: '/wps/auth/oidc/providers', auth: 'none' }),
  /** Encrypted like the login: the body carries a code that opens a session. */
  exchange: route({
    method: 'POST',
    path: '/wps/auth/oidc/exchange',
    auth: 'none',
    encrypted: true,
    gate: true,
  }),
  links: route({ method: 'GET', path: '/wps/member/security/oidc', auth: 'notTrial' }),
  link: route({
    method: 'POST',
    path: '/wps/member/security/oidc/:provider/link',
    auth: 'notTrial',
    gate: true,
  }),
  unlink: route({
    method: 'DELETE',
    path: '/wps/member/security/oidc/:provider',
    auth: 'notTrial',
    gate: true,
  }),
  settings: route({ method: 'GET', path: '/admin/oidc/providers', auth: 'operator' }),
  updateSetting: route({ method: 'PUT', path: '/admin/oidc/providers/:provider', auth: 'operator' }),
};
