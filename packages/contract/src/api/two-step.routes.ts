import { route } from '../route.ts';

/** Two-step login, the authenticator app, step-up and the member's sessions (issue 17). */
export const twoStepRoutes = {
  sendCode: route({ method: 'POST', path: '/wps/session/login/two-step/send', auth: 'none', gate: true }),
  /** Encrypted like the login itself: the body carries a code that opens a session. */
  verify: route({
    method: 'POST',
    path: '/wps/session/login/two-step',
    auth: 'none',
    encrypted: true,
    gate: true,
  }),
  status: route({ method: 'GET', path: '/wps/member/security/two-step', auth: 'notTrial' }),
  totpSetup: route({ method: 'POST', path: '/wps/member/security/totp/setup', auth: 'notTrial', gate: true }),
  totpConfirm: route({
    method: 'POST',
    path: '/wps/member/security/totp/confirm',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
  totpDisable: route({
    method: 'POST',
    path: '/wps/member/security/totp/disable',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
  stepUpSms: route({
    method: 'POST',
    path: '/wps/member/security/step-up/sms',
    auth: 'notTrial',
    gate: true,
  }),
  stepUp: route({
    method: 'POST',
    path: '/wps/member/security/step-up',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
  sessions: route({ method: 'GET', path: '/wps/member/sessions', auth: 'member' }),
  logoutOthers: route({ method: 'POST', path: '/wps/member/sessions/logout-others', auth: 'member' }),
};
