import type { AppServices } from '../compose.ts';
import type { Db } from '../db/database.ts';

/** The demo accounts e2e and the README log in with, from this machine. */
const DEMO_ACCOUNTS = ['demo', 'agent', 'player01'];
/** Both loopback forms: a browser on localhost may reach the server over IPv4 or IPv6. */
const LOOPBACK = ['127.0.0.1', '::1'];
/** A documentation address (RFC 5737) standing for the demo member's phone on another network. */
const DEMO_OTHER_IP = '203.0.113.24';
const DEMO_OTHER_DEVICE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

/**
 * Two-step demo data (issue 17, decision 103), a fresh demo only: the demo accounts are known from
 * loopback, so a login on this machine (e2e, the README's URL) is one step, while a login from
 * anywhere else asks for the second step (codes on the dev outbox page). The demo member also logged
 * in once from another network, which left the new-IP message in their inbox and a second known IP
 * in the security centre. No account gets an authenticator: the demo login stays one step.
 */
export async function seedTwoStepDemo(
  db: Db,
  s: Pick<AppServices, 'memberRecords' | 'twoStep'>,
): Promise<void> {
  for (const username of DEMO_ACCOUNTS) {
    const member = await s.memberRecords.findByUsername(username);
    if (!member) continue;
    for (const ip of LOOPBACK) await s.twoStep.rememberIp(member.id, ip);
    if (username !== 'demo') continue;
    await db
      .transaction()
      .execute((trx) =>
        s.twoStep.loginCompleted(trx, member.id, { ip: DEMO_OTHER_IP, userAgent: DEMO_OTHER_DEVICE }),
      );
  }
}
