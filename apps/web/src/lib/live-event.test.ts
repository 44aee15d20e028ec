import { describe, expect, it } from 'vitest';
import { balanceOf, parseLiveMessage } from './live-event';

describe('parseLiveMessage', () => {
  it('reads the contract shape {type, seq, data}', () => {
    expect(parseLiveMessage({ type: 'balance', seq: 4, data: { balance: '10.00' } })).toEqual({
      type: 'balance',
      seq: 4,
      data: { balance: '10.00' },
    });
  });

  it('unwraps the relay shape {type:"event", event:{type,...}}', () => {
    const message = parseLiveMessage({
      type: 'event',
      seq: 9,
      event: { type: 'balance', balance: '1100.00', available: '1000.00', accountKind: 'cash' },
    });
    expect(message?.type).toBe('balance');
    expect(message?.seq).toBe(9);
    expect(balanceOf(message!)).toEqual({ balance: '1100.00', available: '1000.00' });
  });

  it('unwraps an event with a payload object', () => {
    const message = parseLiveMessage({
      type: 'event',
      seq: 1,
      event: { type: 'message', payload: { id: '3' } },
    });
    expect(message).toEqual({ type: 'message', seq: 1, data: { id: '3' } });
  });

  it('accepts the older {type, value} frames', () => {
    expect(parseLiveMessage({ type: 'balance', value: { balance: '1.5' } })?.data).toEqual({
      balance: '1.5',
    });
  });

  it('rejects frames without a type and balances that are not decimals', () => {
    expect(parseLiveMessage('x')).toBeNull();
    expect(parseLiveMessage({ seq: 1 })).toBeNull();
    expect(balanceOf({ type: 'balance', seq: 1, data: { balance: 12 } })).toBeNull();
    expect(balanceOf({ type: 'message', seq: 1, data: { balance: '12' } })).toBeNull();
  });
});
