import { Contract, ContractIdParam, OfferContractRequest } from '../contracts.ts';
import {
  HouseContractActionRequest,
  HouseContractDetail,
  HouseContracts,
  HouseContractsQuery,
  OfficeStatementPage,
  OfficeStatementQuery,
} from '../contracts-office.ts';
import { endpoint } from '../endpoint.ts';
import { contractsOfficeRoutes as r } from './contracts-office.routes.ts';

export const contractsOfficeEndpoints = {
  list: endpoint(r.list, { query: HouseContractsQuery, response: HouseContracts }),
  offer: endpoint(r.offer, { body: OfferContractRequest, response: Contract }),
  statements: endpoint(r.statements, { query: OfficeStatementQuery, response: OfficeStatementPage }),
  detail: endpoint(r.detail, { params: ContractIdParam, response: HouseContractDetail }),
  act: endpoint(r.act, { params: ContractIdParam, body: HouseContractActionRequest, response: Contract }),
};
