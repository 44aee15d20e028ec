import type { Captcha } from '@goldline/contract/system';
import { api } from '../../../lib/api-client';

export const getCaptcha = () => api.get<Captcha>('/wps/captcha');
