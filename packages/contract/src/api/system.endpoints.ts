import { endpoint } from '../endpoint.ts';
import { RegistrationRules } from '../registration-rules.ts';
import {
  Captcha,
  DomainRoutes,
  HelpCenter,
  HelpCenterQuery,
  SystemStatus,
  WhitelabelFlags,
} from '../system.ts';
import { systemRoutes as r } from './system.routes.ts';

export const systemEndpoints = {
  status: endpoint(r.status, { response: SystemStatus }),
  whitelabel: endpoint(r.whitelabel, { response: WhitelabelFlags }),
  domainRoute: endpoint(r.domainRoute, { response: DomainRoutes }),
  helpCenter: endpoint(r.helpCenter, { query: HelpCenterQuery, response: HelpCenter }),
  registrationRules: endpoint(r.registrationRules, { response: RegistrationRules }),
  captcha: endpoint(r.captcha, { response: Captcha }),
};
