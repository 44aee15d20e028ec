import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import {
  FreeplayRequest,
  LoginRequest,
  LoginResponse,
  SmsNoLoginRequest,
  SmsRegisterRequest,
  SmsSent,
} from '../session.ts';
import { sessionRoutes as r } from './session.routes.ts';

export const sessionEndpoints = {
  login: endpoint(r.login, { body: LoginRequest, response: LoginResponse }),
  logout: endpoint(r.logout, { response: Empty }),
  freeplay: endpoint(r.freeplay, { body: FreeplayRequest.nullish(), response: LoginResponse }),
  smsNoLogin: endpoint(r.smsNoLogin, { body: SmsNoLoginRequest, response: SmsSent }),
  smsRegister: endpoint(r.smsRegister, { body: SmsRegisterRequest, response: SmsSent }),
};
