import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import {
  OidcExchangeRequest,
  OidcLinkStart,
  OidcLinks,
  OidcProviderParams,
  OidcProviderSettingRequest,
  OidcProviderSettings,
  OidcProviders,
} from '../oidc.ts';
import { LoginResponse } from '../session.ts';
import { oidcRoutes as r } from './oidc.routes.ts';

/** The JSON calls of provider sign-in; `start` and `callback` are redirects (oidc.routes.ts). */
export const oidcEndpoints = {
  providers: endpoint(r.providers, { response: OidcProviders }),
  exchange: endpoint(r.exchange, { body: OidcExchangeRequest, response: LoginResponse }),
  links: endpoint(r.links, { response: OidcLinks }),
  link: endpoint(r.link, { params: OidcProviderParams, response: OidcLinkStart }),
  unlink: endpoint(r.unlink, { params: OidcProviderParams, response: Empty }),
  settings: endpoint(r.settings, { response: OidcProviderSettings }),
  updateSetting: endpoint(r.updateSetting, {
    params: OidcProviderParams,
    body: OidcProviderSettingRequest,
    response: OidcProviderSettings,
  }),
};
