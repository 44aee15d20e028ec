import { route } from '../route.ts';

/** Login, logout, free play and the verification codes (spec section 7, "session"). */
export const sessionRoutes = {
  login: route({ method: 'POST', path: '/wps/session/login', auth: 'none', encrypted: true, gate: true }),
  logout: route({ method: 'DELETE', path: '/wps/session/logout', auth: 'member' }),
  freeplay: route({ method: 'POST', path: '/wps/session/login/freeplay', auth: 'none', gate: true }),
  smsNoLogin: route({ method: 'POST', path: '/wps/verification/sms/noLogin', auth: 'none', gate: true }),
  smsRegister: route({ method: 'POST', path: '/wps/verification/sms/register', auth: 'none', gate: true }),
};
