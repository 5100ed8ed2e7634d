// The large avatar with an edit control that opens the image picker (URL or upload).
import { useState } from 'react';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import PhotoCameraIcon from '@mui/icons-material/PhotoCameraOutlined';
import ImageInput from '../../../components/image-input/ImageInput';
import { initialOf } from '../../../lib/format';
import { assetUrl } from '../../../lib/http';

export interface AvatarEditorProps {
  username: string;
  value: string;
  onChange(value: string): void;
}

export default function AvatarEditor({ username, value, onChange }: AvatarEditorProps) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(value);

  return (
    <>
      <Badge
        overlap="circular"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        badgeContent={
          <IconButton
            aria-label="Change profile picture"
            onClick={() => {
              setDraft(value);
              setOpen(true);
            }}
            size="small"
            sx={{
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              border: 3,
              borderColor: 'background.paper',
              '&:hover': { bgcolor: 'primary.light' },
            }}
          >
            <PhotoCameraIcon fontSize="small" />
          </IconButton>
        }
      >
        <Avatar
          src={assetUrl(value)}
          alt={`${username}'s profile picture`}
          data-testid="profile-avatar"
          sx={{
            width: 120,
            height: 120,
            fontSize: 48,
            fontWeight: 700,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            border: 3,
            borderColor: 'primary.light',
          }}
        >
          {initialOf(username)}
        </Avatar>
      </Badge>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm" aria-labelledby="avatar-dialog-title">
        <DialogTitle id="avatar-dialog-title">Profile Picture</DialogTitle>
        <DialogContent>
          <ImageInput label="Profile picture" value={draft} onChange={setDraft} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button color="inherit" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => {
              onChange(draft);
              setOpen(false);
            }}
          >
            Use Picture
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
