import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import {
  BindEmailRequest,
  BindEmailSent,
  BindMobileRequest,
  ConfirmEmailRequest,
  PaymentPasswordRequest,
  SecurityOverview,
} from '../security.ts';
import { securityRoutes as r } from './security.routes.ts';

export const securityEndpoints = {
  overview: endpoint(r.overview, { response: SecurityOverview }),
  bindMobile: endpoint(r.bindMobile, { body: BindMobileRequest, response: Empty }),
  bindEmail: endpoint(r.bindEmail, { body: BindEmailRequest, response: BindEmailSent }),
  confirmEmail: endpoint(r.confirmEmail, { body: ConfirmEmailRequest, response: Empty }),
  paymentPassword: endpoint(r.paymentPassword, { body: PaymentPasswordRequest, response: Empty }),
};
