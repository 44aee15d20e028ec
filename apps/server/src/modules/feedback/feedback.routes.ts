import { feedbackEndpoints as e } from '@goldline/contract/api/feedback.endpoints';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/client-meta.ts';
import type { ViewerOf } from '../../lib/viewer.ts';
import type { Guards } from '../../plugins/auth.ts';
import { fromEndpoint } from '../../plugins/endpoint-route.ts';
import { routeLimits } from '../../plugins/rate-limits.ts';
import type { FeedbackService } from './feedback.service.ts';

/** Feedback from visitors and members, and the operator's inbox (decision 108). */
export function feedbackRoutes(deps: {
  feedback: FeedbackService;
  viewerOf: ViewerOf;
  guards: Guards;
}): FastifyPluginAsyncZod {
  const { feedback, viewerOf, guards } = deps;
  return async (app) => {
    const tags = ['feedback'];
    app.route({ ...fromEndpoint(e.form, guards, { tags }), handler: async () => ok(await feedback.form()) });
    app.route({
      ...fromEndpoint(e.send, guards, { tags, rateLimit: routeLimits.feedback }),
      handler: async (request) => {
        const viewer = await viewerOf(request);
        return ok(await feedback.send(request.body, { ip: request.ip, memberId: viewer?.memberId ?? null }));
      },
    });
    const office = ['admin'];
    app.route({
      ...fromEndpoint(e.adminList, guards, { tags: office }),
      handler: async (request) => ok(await feedback.list(request.query)),
    });
    app.route({
      ...fromEndpoint(e.adminAnswer, guards, { tags: office }),
      handler: async (request) =>
        ok(
          await feedback.answer(
            request.operator!.subjectId,
            request.params.id,
            request.body.answer,
            request.ip,
          ),
        ),
    });
  };
}
