import type { AppServices } from '../compose.ts';

/**
 * Provider sign-in demo (issue 17, decision 111), with the dev tools only (the Demo ID provider):
 * the demo member has Demo ID linked as "Demo Player", the name the Demo ID page suggests, so the
 * security centre shows a linked account and "Continue with Demo ID" signs in to demo at once;
 * any other name there signs up a new member.
 */
export async function seedOidcDemo(s: Pick<AppServices, 'memberRecords' | 'oidc' | 'demoId'>): Promise<void> {
  if (!s.demoId) return;
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;
  await s.oidc.linkIdentity(demo.id, 'demo', {
    subject: 'demo-demo.player',
    email: 'demo.player@demo-id.test',
  });
}
