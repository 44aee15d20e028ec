import { endpoint } from '../endpoint.ts';
import { Empty } from '../envelope.ts';
import { LoginResponse } from '../session.ts';
import {
  CodeSent,
  LoggedOutOthers,
  MemberSessions,
  RecoveryCodes,
  StepUpGranted,
  StepUpRequest,
  TotpCodeRequest,
  TotpSetup,
  TwoStepSendRequest,
  TwoStepStatus,
  TwoStepVerifyRequest,
} from '../two-step.ts';
import { twoStepRoutes as r } from './two-step.routes.ts';

export const twoStepEndpoints = {
  sendCode: endpoint(r.sendCode, { body: TwoStepSendRequest, response: CodeSent }),
  verify: endpoint(r.verify, { body: TwoStepVerifyRequest, response: LoginResponse }),
  status: endpoint(r.status, { response: TwoStepStatus }),
  totpSetup: endpoint(r.totpSetup, { response: TotpSetup }),
  totpConfirm: endpoint(r.totpConfirm, { body: TotpCodeRequest, response: RecoveryCodes }),
  totpDisable: endpoint(r.totpDisable, { body: TotpCodeRequest, response: Empty }),
  stepUpSms: endpoint(r.stepUpSms, { response: CodeSent }),
  stepUp: endpoint(r.stepUp, { body: StepUpRequest, response: StepUpGranted }),
  sessions: endpoint(r.sessions, { response: MemberSessions }),
  logoutOthers: endpoint(r.logoutOthers, { response: LoggedOutOthers }),
};
