// DELETE /api/admin/contact-messages/{id} → { success }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { contactMessagesKey } from './keys';

export function deleteMessage(id: number): Promise<{ success: true }> {
  return http.delete(`/api/admin/contact-messages/${id}`);
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey }),
  });
}
