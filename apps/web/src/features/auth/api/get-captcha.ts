import { systemRoutes } from '@goldline/contract/api/system.routes';
import { call } from '../../../lib/api-client';

export const getCaptcha = () => call(systemRoutes.captcha);
