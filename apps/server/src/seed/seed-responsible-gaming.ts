import type { AppServices } from '../compose.ts';

/**
 * Responsible-gaming demo (issue 17, decision 107), a fresh demo only: the demo member has a
 * monthly deposit limit with a raise waiting for its 24-hour cool-off and a weekly loss limit, so
 * the member centre's page shows limits, what they have used and the pending raise. The limits are
 * far above what the end-to-end specs deposit or stake, and there is no exclusion: demo logs in.
 */
export async function seedResponsibleGamingDemo(
  s: Pick<AppServices, 'memberRecords' | 'responsibleGaming'>,
): Promise<void> {
  const demo = await s.memberRecords.findByUsername('demo');
  if (!demo) return;
  const rg = s.responsibleGaming;
  await rg.setLimit(demo.id, { kind: 'DEPOSIT', period: 'MONTH', amount: '5000.00' });
  await rg.setLimit(demo.id, { kind: 'DEPOSIT', period: 'MONTH', amount: '8000.00' });
  await rg.setLimit(demo.id, { kind: 'LOSS', period: 'WEEK', amount: '2000.00' });
}
