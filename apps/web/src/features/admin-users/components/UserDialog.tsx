// 'Add User' / 'Edit User' (docs/product/back-office.md): username, email, password, first and last name,
// profile image (image input), role and status. No client-side required checks (docs/product/back-office.md): the
// server's message decides. On edit a blank password keeps the current one (docs/product/back-office.md).
import { useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  ROLE_LABELS,
  ADMIN_USER_STATUS_LABELS,
  ADMIN_USERS_TEXTS as T,
  ROLES,
  USER_STATUSES,
  type AdminUser,
  type Role,
  type UserStatus,
} from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import ImageInput from '../../../components/image-input/ImageInput';
import PasswordField from '../../../components/PasswordField';
import type { UserInput } from '../api/create-user';

export interface UserDialogProps {
  open: boolean;
  /** The account being edited; undefined for a new one. */
  user?: AdminUser;
  saving: boolean;
  /** After a failed save: that nothing was saved (the snackbar above the dialog says why, docs/product/back-office.md). */
  error?: string;
  onSave(input: UserInput): void;
  onClose(): void;
}

function initialForm(user?: AdminUser): UserInput {
  return {
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    profile_image_url: user?.profile_image_url ?? '',
    // The server's defaults for a new account.
    role: user?.role ?? 'member',
    status: user?.status ?? 'active',
  };
}

const twoColumns = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export default function UserDialog({ open, user, saving, error, onSave, onClose }: UserDialogProps) {
  const [form, setForm] = useState<UserInput>(() => initialForm(user));
  const set = <K extends keyof UserInput>(key: K, value: UserInput[K]) => setForm((f) => ({ ...f, [key]: value }));

  return (
    <FormDialog
      open={open}
      title={user ? T.editTitle : T.createTitle}
      error={error}
      saving={saving}
      submitLabel={user ? T.save : T.create}
      savingLabel={T.saving}
      cancelLabel={T.cancel}
      onSubmit={() => onSave(form)}
      onClose={onClose}
    >
      <Box sx={twoColumns}>
        <TextField
          label={T.fieldUsername}
          name="username"
          value={form.username}
          onChange={(e) => set('username', e.target.value)}
          autoComplete="off"
          autoFocus
        />
        <TextField
          label={T.fieldEmail}
          name="email"
          type="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          autoComplete="off"
        />
      </Box>
      <PasswordField
        label={T.fieldPassword}
        name="password"
        value={form.password}
        onChange={(e) => set('password', e.target.value)}
        // Never offer the administrator's own saved password for someone else's account.
        autoComplete="new-password"
        helperText={user ? T.keepPassword : undefined}
      />
      <Box sx={twoColumns}>
        <TextField
          label={T.fieldFirstName}
          name="first_name"
          value={form.first_name}
          onChange={(e) => set('first_name', e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={T.fieldLastName}
          name="last_name"
          value={form.last_name}
          onChange={(e) => set('last_name', e.target.value)}
          autoComplete="off"
        />
      </Box>
      <ImageInput label={T.fieldImage} value={form.profile_image_url} onChange={(value) => set('profile_image_url', value)} />
      <Box sx={twoColumns}>
        <TextField select label={T.fieldRole} name="role" value={form.role} onChange={(e) => set('role', e.target.value as Role)}>
          {ROLES.map((role) => (
            <MenuItem key={role} value={role}>
              {ROLE_LABELS[role]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label={T.fieldStatus}
          name="status"
          value={form.status}
          onChange={(e) => set('status', e.target.value as UserStatus)}
        >
          {USER_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {ADMIN_USER_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
      </Box>
    </FormDialog>
  );
}
