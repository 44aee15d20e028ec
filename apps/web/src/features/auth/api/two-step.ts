import { twoStepRoutes } from '@goldline/contract/api/two-step.routes';
import type { TwoStepSendRequest, TwoStepVerifyRequest } from '@goldline/contract/two-step';
import { call } from '../../../lib/api-client';

/** An SMS or e-mail code for a login waiting on its second step (decision 103). */
export const sendTwoStepCode = (body: TwoStepSendRequest) => call(twoStepRoutes.sendCode, { body });

/** Encrypted like the login: the route says so, the client seals the body. */
export const verifyTwoStep = (body: TwoStepVerifyRequest) => call(twoStepRoutes.verify, { body });
