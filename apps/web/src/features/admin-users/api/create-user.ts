// POST /api/admin/users → 201 { user }.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, Role, UserStatus } from '@clanhall/shared';
import { http } from '../../../lib/http';
import { refreshUsers } from './keys';

/** The dialog's fields as sent (docs/product/back-office.md); the server validates every one (docs/product/back-office.md). */
export interface UserInput {
  username: string;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  profile_image_url: string;
  role: Role;
  status: UserStatus;
}

export function createUser(body: UserInput): Promise<{ user: AdminUser }> {
  return http.post('/api/admin/users', body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createUser, onSuccess: () => refreshUsers(queryClient) });
}
