import { blogRoutes } from '@goldline/contract/api/blog.routes';
import { feedbackRoutes } from '@goldline/contract/api/feedback.routes';
import { helpRoutes } from '@goldline/contract/api/help.routes';
import type { SaveBlogPostRequest } from '@goldline/contract/blog';
import type { FeedbackStatus, FeedbackType } from '@goldline/contract/feedback';
import type { HelpSectionKey, SaveHelpSectionRequest } from '@goldline/contract/help';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-api';

/** Back office for feedback, the help centre and blog/news (decision 108); every change is audited. */
export const useAdminFeedback = (filter: { status?: FeedbackStatus; type?: FeedbackType }, page: number) =>
  useQuery({
    queryKey: ['backoffice', 'feedback', filter, page],
    queryFn: ({ signal }) =>
      operatorCall(feedbackRoutes.adminList, { query: { ...filter, page, pageSize: 20 }, signal }),
    placeholderData: keepPreviousData,
  });

export function useAnswerFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: string }) =>
      operatorCall(feedbackRoutes.adminAnswer, { params: { id }, body: { answer } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'feedback'] }),
  });
}

export const useAdminHelp = () =>
  useQuery({
    queryKey: ['backoffice', 'help'],
    queryFn: ({ signal }) => operatorCall(helpRoutes.adminList, { signal }),
  });

export function useSaveHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: HelpSectionKey; body: SaveHelpSectionRequest }) =>
      operatorCall(helpRoutes.adminSave, { params: key, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'help'] }),
  });
}

export function useDeleteHelp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: HelpSectionKey) => operatorCall(helpRoutes.adminDelete, { params: key }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'help'] }),
  });
}

export const useAdminBlog = () =>
  useQuery({
    queryKey: ['backoffice', 'blog'],
    queryFn: ({ signal }) => operatorCall(blogRoutes.adminList, { signal }),
  });

export function useSaveBlogPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: SaveBlogPostRequest }) =>
      id
        ? operatorCall(blogRoutes.adminUpdate, { params: { id }, body })
        : operatorCall(blogRoutes.adminCreate, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['backoffice', 'blog'] }),
  });
}
