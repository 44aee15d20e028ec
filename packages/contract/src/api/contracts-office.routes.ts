import { route } from '../route.ts';

/** Back-office house contracts (issue 14; docs/decisions/096): operator session only, each change audited. */
export const contractsOfficeRoutes = {
  list: route({ method: 'GET', path: '/admin/contracts', auth: 'operator' }),
  offer: route({ method: 'POST', path: '/admin/contracts', auth: 'operator' }),
  statements: route({ method: 'GET', path: '/admin/contracts/statements', auth: 'operator' }),
  detail: route({ method: 'GET', path: '/admin/contracts/:id', auth: 'operator' }),
  act: route({ method: 'POST', path: '/admin/contracts/:id/action', auth: 'operator' }),
};
