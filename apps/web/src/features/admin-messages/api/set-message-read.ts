// PUT /api/admin/contact-messages/{id}/read { is_read } → { message }. On success the cached
// pages are patched with the answer (and the unread count with them); no re-read.
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ContactMessage } from '@clanhall/shared';
import { http } from '../../../lib/http';
import type { MessagesPage } from './get-contact-messages';
import { contactMessagesKey } from './keys';

export function setMessageRead({ id, is_read }: { id: number; is_read: boolean }): Promise<{ message: ContactMessage }> {
  return http.put(`/api/admin/contact-messages/${id}/read`, { is_read });
}

export function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageRead,
    onSuccess: ({ message }) => {
      queryClient.setQueryData<InfiniteData<MessagesPage>>(contactMessagesKey, (data) => {
        if (!data) return data;
        const before = data.pages.flatMap((p) => p.messages).find((m) => m.id === message.id);
        const delta = before && before.is_read !== message.is_read ? (message.is_read ? -1 : 1) : 0;
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread: Math.max(0, page.unread + delta),
            messages: page.messages.map((m) => (m.id === message.id ? message : m)),
          })),
        };
      });
    },
  });
}
