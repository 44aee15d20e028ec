import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import {
  AffiliateCheck,
  AffiliateQuery,
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  MemberIcon,
  MemberInfo,
  RegisterRequest,
  RegisterResponse,
} from '../member.ts';
import { LanguageQuery } from '../missions.ts';
import { LoginResponse } from '../session.ts';
import { memberRoutes as r } from './member.routes.ts';

export const memberEndpoints = {
  register: endpoint(r.register, { body: RegisterRequest, response: RegisterResponse }),
  registerMobile: endpoint(r.registerMobile, { body: RegisterRequest, response: RegisterResponse }),
  affiliate: endpoint(r.affiliate, { query: AffiliateQuery, response: AffiliateCheck }),
  // The language names the VIP level (vipLabelName) in the member's language.
  info: endpoint(r.info, { query: LanguageQuery, response: MemberInfo }),
  icon: endpoint(r.icon, { response: MemberIcon }),
  changePassword: endpoint(r.changePassword, { body: ChangePasswordRequest, response: Empty }),
  forgotByPhone: endpoint(r.forgotByPhone, { body: ForgotByPhoneRequest, response: LoginResponse }),
  forgotByEmail: endpoint(r.forgotByEmail, { body: ForgotByEmailRequest, response: Empty }),
};
