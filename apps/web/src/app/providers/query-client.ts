import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../../lib/api-error';

/** 4xx answers are final (retrying a rejected login or a validation error only repeats it). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
      refetchOnWindowFocus: false,
    },
    mutations: { retry: false },
  },
});
