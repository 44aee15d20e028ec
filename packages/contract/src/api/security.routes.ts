import { route } from '../route.ts';

/** Security centre (spec section 2 "securityCenter"). */
export const securityRoutes = {
  overview: route({ method: 'GET', path: '/wps/member/security', auth: 'notTrial' }),
  bindMobile: route({ method: 'POST', path: '/wps/member/mobile/bind', auth: 'notTrial', gate: true }),
  bindEmail: route({ method: 'POST', path: '/wps/member/email/bind', auth: 'notTrial', gate: true }),
  confirmEmail: route({
    method: 'POST',
    path: '/wps/member/email/bind/confirm',
    auth: 'notTrial',
    gate: true,
  }),
  /** Encrypted like POST /wps/member/password (spec section 7): the body carries secrets. */
  paymentPassword: route({
    method: 'POST',
    path: '/wps/member/payment-password',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
};
