import type { RoundRecall } from '@goldline/contract/originals';
import type { PlinkoRisk } from '@goldline/games/plinko';

/** Everything the verifier form holds; each game reads the fields it needs. */
export interface VerifierInput {
  game: 'dice' | 'limbo' | 'plinko' | 'mines' | 'slot' | 'crash';
  serverSeed: string;
  clientSeed: string;
  nonce: number | string;
  diceTarget: number | string;
  diceDirection: 'under' | 'over';
  limboTarget: string;
  plinkoRows: string;
  plinkoRisk: PlinkoRisk;
  mines: string;
  gameHash: string;
  salt: string;
  previousHash: string;
  gameNumber: string;
  terminalHash: string;
}

export const emptyInput: VerifierInput = {
  game: 'dice',
  serverSeed: '',
  clientSeed: '',
  nonce: 0,
  diceTarget: 50,
  diceDirection: 'under',
  limboTarget: '2.00',
  plinkoRows: '12',
  plinkoRisk: 'medium',
  mines: '3',
  gameHash: '',
  salt: '',
  previousHash: '',
  gameNumber: '',
  terminalHash: '',
};

const text = (value: unknown, fallback: string) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : fallback;

/** The form filled from a round recall (GET /wps/originals/rounds/:id). */
export function inputFromRecall(recall: RoundRecall): VerifierInput {
  const { params, result } = recall;
  if (recall.game === 'crash')
    return {
      ...emptyInput,
      game: 'crash',
      gameHash: text(result.gameHash, ''),
      salt: text(result.salt, ''),
      gameNumber: text(result.gameNumber, ''),
      terminalHash: text(result.terminalHash, ''),
    };
  return {
    ...emptyInput,
    game: recall.game,
    serverSeed: recall.serverSeed ?? '',
    clientSeed: recall.clientSeed ?? '',
    nonce: recall.nonce ?? 0,
    diceTarget: Number(text(params.target, '50')),
    diceDirection: params.direction === 'over' ? 'over' : 'under',
    limboTarget: text(params.target, '2.00'),
    plinkoRows: text(params.rows, '12'),
    plinkoRisk: params.risk === 'low' || params.risk === 'high' ? params.risk : 'medium',
    mines: text(params.mines, '3'),
  };
}

/** The form filled from /fairness?game=crash&hash=…&salt=…&number=…&terminal=…&previous=… */
export function inputFromCrashLink(params: URLSearchParams): VerifierInput | null {
  if (params.get('game') !== 'crash' || !params.get('hash')) return null;
  return {
    ...emptyInput,
    game: 'crash',
    gameHash: params.get('hash') ?? '',
    salt: params.get('salt') ?? '',
    previousHash: params.get('previous') ?? '',
    gameNumber: params.get('number') ?? '',
    terminalHash: params.get('terminal') ?? '',
  };
}
