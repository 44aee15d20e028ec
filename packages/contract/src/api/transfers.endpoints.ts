import { endpoint } from '../endpoint.ts';
import { TransferDownlineRequest, TransferResult, TransferUplineRequest, UplineInfo } from '../transfers.ts';
import { transfersRoutes as r } from './transfers.routes.ts';

export const transfersEndpoints = {
  upline: endpoint(r.upline, { response: UplineInfo }),
  toUpline: endpoint(r.toUpline, { body: TransferUplineRequest, response: TransferResult }),
  toDownline: endpoint(r.toDownline, { body: TransferDownlineRequest, response: TransferResult }),
};
