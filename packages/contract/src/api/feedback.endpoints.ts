import { IdParam } from '../cashier.ts';
import { endpoint } from '../endpoint.ts';
import {
  AdminFeedback,
  AdminFeedbackPage,
  AdminFeedbackQuery,
  AnswerFeedbackRequest,
  FeedbackForm,
  FeedbackRequest,
  FeedbackSent,
} from '../feedback.ts';
import { feedbackRoutes as r } from './feedback.routes.ts';

export const feedbackEndpoints = {
  form: endpoint(r.form, { response: FeedbackForm }),
  send: endpoint(r.send, { body: FeedbackRequest, response: FeedbackSent }),
  adminList: endpoint(r.adminList, { query: AdminFeedbackQuery, response: AdminFeedbackPage }),
  adminAnswer: endpoint(r.adminAnswer, {
    params: IdParam,
    body: AnswerFeedbackRequest,
    response: AdminFeedback,
  }),
};
