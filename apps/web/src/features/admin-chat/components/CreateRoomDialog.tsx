// The Create Room dialog (docs/product/back-office.md): 'Room Name' and 'Room Type' (Group by
// default, or Private). Create stays off until the name holds more than spaces.
import { useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { ADMIN_CHAT_MESSAGES as M, LIMITS, type RoomType } from '@clanhall/shared';
import FormDialog from '../../../components/FormDialog';
import type { RoomInput } from '../api/create-room';

export interface CreateRoomDialogProps {
  saving: boolean;
  /** After a failed create: that nothing was saved (the snackbar says 'Error creating chat room'). */
  error?: string;
  onSave(input: RoomInput): void;
  onClose(): void;
}

const ROOM_TYPES: RoomType[] = ['group', 'private'];

export default function CreateRoomDialog({ saving, error, onSave, onClose }: CreateRoomDialogProps) {
  const [name, setName] = useState('');
  const [type, setType] = useState<RoomType>('group');
  const blank = name.trim() === '';

  return (
    <FormDialog
      open
      title={M.createRoom}
      error={error}
      saving={saving}
      submitDisabled={blank}
      submitLabel={M.create}
      savingLabel={M.creating}
      cancelLabel={M.cancel}
      maxWidth="xs"
      onSubmit={() => onSave({ name: name.trim(), type })}
      onClose={onClose}
    >
      <TextField
        label={M.roomName}
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.roomNameMax } }}
        autoComplete="off"
        autoFocus
        required
      />
      <TextField
        select
        label={M.roomType}
        name="type"
        value={type}
        onChange={(e) => setType(e.target.value as RoomType)}
        helperText={M.typeHelp[type]}
      >
        {ROOM_TYPES.map((option) => (
          <MenuItem key={option} value={option}>
            {option === 'group' ? M.group : M.private}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
