import { randomUUID } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { MAX_PENDING_PROOF_DEPOSITS } from '@goldline/contract/cashier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletKit, JPEG_BYTES, PNG, PNG_BYTES, type WalletKit } from '../../../test/wallet-kit.ts';

/**
 * Deposit (and receipt) proofs are checked by their bytes, not by the type the data URL claims, and
 * a member can have only MAX_PENDING_PROOF_DEPOSITS deposits with proofs waiting for review at once.
 */
let k: WalletKit;
let bankId: string;

const dataUrl = (claimed: string, bytes: Buffer) =>
  `data:image/${claimed};base64,${bytes.toString('base64')}`;
/** The 1x1 PNG with its IHDR width, height (and other bytes) replaced and the chunk's CRC made right again. */
function pngSized(width: number, height: number, bytes: Record<number, number> = {}): Buffer {
  const b = Buffer.from(PNG_BYTES);
  b.writeUInt32BE(width, 16);
  b.writeUInt32BE(height, 20);
  for (const [at, value] of Object.entries(bytes)) b[Number(at)] = value;
  b.writeUInt32BE(crc32(b.subarray(12, 29)), 29);
  return b;
}
/** The 1x1 PNG with one byte flipped. */
function pngFlipped(at: number): Buffer {
  const b = Buffer.from(PNG_BYTES);
  b[at]! ^= 0xff;
  return b;
}
const deposit = (token: string, proofImage: string, idempotencyKey: string = randomUUID()) =>
  k.call('POST', '/wps/cashier/deposits', token, {
    channelId: bankId,
    amount: '10.00',
    payerName: 'Payer',
    proofImage,
    idempotencyKey,
  });

beforeAll(async () => {
  k = await createWalletKit();
  const channels = (await k.call('GET', '/wps/cashier/deposit/channels', k.tokens.demo)).json().value
    .channels;
  bankId = channels.find((c: { type: string }) => c.type === 'BANK').id;
});
afterAll(() => k.close());

describe('deposit proof bytes', () => {
  it('a JPEG declared as PNG is accepted and stored and served as JPEG', async () => {
    const res = await deposit(k.tokens.demo, dataUrl('png', JPEG_BYTES));
    expect(res.statusCode).toBe(200);
    const id = res.json().value.deposit.id;
    const proof = await k.call('GET', `/wps/cashier/deposits/${id}/proof`, k.tokens.demo);
    expect(proof.headers['content-type']).toBe('image/jpeg');
    expect(proof.rawPayload.equals(JPEG_BYTES)).toBe(true);
    const row = await k.t.db
      .selectFrom('deposits')
      .select('proof_mime')
      .where('id', '=', id)
      .executeTakeFirst();
    expect(row?.proof_mime).toBe('image/jpeg');
    await k.call('POST', `/admin/wallet/deposits/${id}/reject`, k.tokens.op, { reason: 'test' });
  });

  it.each([
    ['text bytes declared as PNG', dataUrl('png', Buffer.from('this is not an image at all'))],
    ['text bytes declared as JPEG', dataUrl('jpeg', Buffer.from('this is not an image at all'))],
    ['a PNG whose header does not match its CRC', dataUrl('png', pngFlipped(19))],
    ['a PNG with a damaged signature', dataUrl('png', pngFlipped(1))],
    ['a PNG with an unknown colour type', dataUrl('png', pngSized(1, 1, { 25: 7 }))],
    ['a PNG cut off inside its header', dataUrl('png', PNG_BYTES.subarray(0, 20))],
    ['a PNG of zero width', dataUrl('png', pngSized(0, 1))],
    ['a PNG 20,000 px wide', dataUrl('png', pngSized(20_000, 1))],
    ['a JPEG with no frame header', dataUrl('jpeg', JPEG_BYTES.subarray(0, 20))],
  ])('refuses %s with VALIDATION_FAILED on proofImage', async (_name, proofImage) => {
    const before = await k.count('deposits');
    const res = await deposit(k.tokens.demo, proofImage);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { proofImage: 'invalid' } },
    });
    expect(await k.count('deposits')).toBe(before);
  });
});

describe('withdrawal receipt proofs', () => {
  it('are checked the same way, each by its index', async () => {
    const res = await k.call('POST', '/wps/cashier/withdrawals/1/receipt', k.tokens.demo, {
      result: 'NONE',
      proofImages: [PNG, dataUrl('jpeg', Buffer.from('not a photo'))],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      value: { fields: { 'proofImages.1': 'invalid' } },
    });
  });
});

describe('pending proof deposits per member', () => {
  it(`the ${MAX_PENDING_PROOF_DEPOSITS + 1}th waits until one of the pending is decided`, async () => {
    const { player01, op } = k.tokens;
    const ids: string[] = [];
    const keys: string[] = [];
    for (let i = 0; i < MAX_PENDING_PROOF_DEPOSITS; i++) {
      keys.push(randomUUID());
      const res = await deposit(player01, PNG, keys[i]);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().value.deposit.id);
    }
    const refused = await deposit(player01, PNG);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PENDING_DEPOSITS_LIMIT');
    expect(refused.json().message).toContain(String(MAX_PENDING_PROOF_DEPOSITS));
    // A replay of one already made is still answered with it, limit or not.
    const replay = await deposit(player01, PNG, keys[0]);
    expect(replay.statusCode).toBe(200);
    expect(replay.json().value.deposit.id).toBe(ids[0]);
    // Another member's budget is their own.
    const other = await deposit(k.tokens.agent, PNG);
    expect(other.statusCode).toBe(200);

    expect((await k.call('POST', `/admin/wallet/deposits/${ids[0]}/approve`, op, {})).statusCode).toBe(200);
    const afterApprove = await deposit(player01, PNG);
    expect(afterApprove.statusCode).toBe(200);
    expect((await deposit(player01, PNG)).json().code).toBe('PENDING_DEPOSITS_LIMIT');

    const reject = await k.call('POST', `/admin/wallet/deposits/${ids[1]}/reject`, op, { reason: 'No slip' });
    expect(reject.statusCode).toBe(200);
    expect((await deposit(player01, PNG)).statusCode).toBe(200);
  });

  it('two at once at the limit: only one gets in', async () => {
    const { agent } = k.tokens;
    // agent has one pending from the test above; fill up to one below the limit.
    const pending = async () =>
      (
        await k.t.db
          .selectFrom('deposits')
          .select((eb) => eb.fn.countAll<string>().as('n'))
          .where('member_id', '=', k.ids.agent)
          .where('status', '=', 'PENDING')
          .executeTakeFirstOrThrow()
      ).n;
    while (Number(await pending()) < MAX_PENDING_PROOF_DEPOSITS - 1)
      expect((await deposit(agent, PNG)).statusCode).toBe(200);
    const both = await Promise.all([deposit(agent, PNG), deposit(agent, PNG)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(Number(await pending())).toBe(MAX_PENDING_PROOF_DEPOSITS);
  });
});
