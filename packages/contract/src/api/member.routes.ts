import { route } from '../route.ts';

/** Registration, member info and passwords (spec section 7, "member"). */
export const memberRoutes = {
  register: route({ method: 'PUT', path: '/wps/member/register', auth: 'none', encrypted: true, gate: true }),
  registerMobile: route({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    auth: 'none',
    encrypted: true,
    gate: true,
  }),
  /** "success = valid"; an unknown code is the INVALID_AFFILIATE_CODE error envelope. */
  affiliate: route({ method: 'GET', path: '/wps/agent/affiliate', auth: 'none' }),
  info: route({ method: 'GET', path: '/wps/member/info', auth: 'member' }),
  icon: route({ method: 'GET', path: '/wps/member/info/icon', auth: 'member' }),
  changePassword: route({
    method: 'POST',
    path: '/wps/member/password',
    auth: 'notTrial',
    encrypted: true,
    gate: true,
  }),
  forgotByPhone: route({
    method: 'POST',
    path: '/wps/member/password/verification',
    auth: 'none',
    encrypted: true,
    gate: true,
  }),
  forgotByEmail: route({ method: 'POST', path: '/wps/member/password/email', auth: 'none', gate: true }),
};
