import { route } from '../route.ts';

/** Feedback (spec section 7 "POST /wps/feedback") and its back-office inbox. */
export const feedbackRoutes = {
  form: route({ method: 'GET', path: '/wps/feedback/form', auth: 'none' }),
  send: route({ method: 'POST', path: '/wps/feedback', auth: 'none', gate: true }),
  adminList: route({ method: 'GET', path: '/admin/feedback', auth: 'operator' }),
  adminAnswer: route({ method: 'POST', path: '/admin/feedback/:id/answer', auth: 'operator' }),
};
