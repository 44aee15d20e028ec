import {
  Consolidated,
  Contract,
  ContractActionRequest,
  ContractDetail,
  ContractIdParam,
  ContractList,
  ContractListQuery,
  ContractPreview,
  OfferContractRequest,
  PreviewContractRequest,
  ProcessContractRequest,
  StatementDetail,
  StatementPage,
  StatementQuery,
} from '../contracts.ts';
import { endpoint } from '../endpoint.ts';
import { contractsRoutes as r } from './contracts.routes.ts';

export const contractsEndpoints = {
  consolidated: endpoint(r.consolidated, { response: Consolidated }),
  processDividend: endpoint(r.processDividend, { body: ProcessContractRequest, response: Contract }),
  processDailySalary: endpoint(r.processDailySalary, { body: ProcessContractRequest, response: Contract }),
  processHourSalary: endpoint(r.processHourSalary, { body: ProcessContractRequest, response: Contract }),
  processRealtimeSalary: endpoint(r.processRealtimeSalary, {
    body: ProcessContractRequest,
    response: Contract,
  }),
  list: endpoint(r.list, { query: ContractListQuery, response: ContractList }),
  offer: endpoint(r.offer, { body: OfferContractRequest, response: Contract }),
  preview: endpoint(r.preview, { body: PreviewContractRequest, response: ContractPreview }),
  statements: endpoint(r.statements, { query: StatementQuery, response: StatementPage }),
  statement: endpoint(r.statement, { params: ContractIdParam, response: StatementDetail }),
  detail: endpoint(r.detail, { params: ContractIdParam, response: ContractDetail }),
  previewOf: endpoint(r.previewOf, { params: ContractIdParam, response: ContractPreview }),
  act: endpoint(r.act, { params: ContractIdParam, body: ContractActionRequest, response: Contract }),
};
