// POST /api/admin/contact (public; docs/product/content.md): the contact form.
import { useMutation } from '@tanstack/react-query';
import type { ContactBody } from '@clanhall/shared';
import { http } from '../../../lib/http';

export function sendContactMessage(body: ContactBody): Promise<{ success: true; id: number }> {
  return http.post('/api/admin/contact', body, { anonymous: true });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
