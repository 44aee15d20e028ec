import { feedbackRoutes } from '@goldline/contract/api/feedback.routes';
import type { FeedbackRequest } from '@goldline/contract/feedback';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';

/** Whether the form asks the image captcha (the operator's site-wide captcha switch). */
export const feedbackFormQueryOptions = () =>
  queryOptions({
    queryKey: ['feedback', 'form'],
    queryFn: ({ signal }) => call(feedbackRoutes.form, { signal }),
    staleTime: 5 * 60_000,
  });
export const useFeedbackForm = () => useQuery(feedbackFormQueryOptions());

/** POST /wps/feedback; the member's session token goes with it when there is one (sender). */
export const useSendFeedback = () =>
  useMutation({ mutationFn: (body: FeedbackRequest) => call(feedbackRoutes.send, { body }) });
