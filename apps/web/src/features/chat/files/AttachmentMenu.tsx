// The attachment menu (docs/product/chat.md: Download, Delete), opened by the attachment's menu
// button or by a right click at the pointer. Delete only for whoever may (the uploader or an
// administrator, docs/product/chat.md); it asks first (MessageAttachments).
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { CHAT_MESSAGES, type Attachment } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';

/** Where the menu opens: under its button, or at the pointer of a right click. */
export type MenuAnchor = { element: HTMLElement } | { x: number; y: number };

export interface AttachmentMenuProps {
  attachment: Attachment | null;
  anchor: MenuAnchor | null;
  canDelete: boolean;
  onClose(): void;
  onDelete(attachment: Attachment): void;
}

export default function AttachmentMenu({ attachment, anchor, canDelete, onClose, onDelete }: AttachmentMenuProps) {
  const open = Boolean(attachment && anchor);
  const position = anchor && 'x' in anchor ? { top: anchor.y, left: anchor.x } : undefined;
  return (
    <Menu
      open={open}
      onClose={onClose}
      anchorReference={position ? 'anchorPosition' : 'anchorEl'}
      anchorPosition={position}
      anchorEl={anchor && 'element' in anchor ? anchor.element : null}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: position ? 'left' : 'right' }}
      slotProps={{ paper: { sx: { minWidth: 180 } } }}
    >
      {attachment && (
        <MenuItem component="a" href={assetUrl(attachment.url)} download={attachment.name} onClick={onClose}>
          <ListItemIcon>
            <DownloadIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{CHAT_MESSAGES.download}</ListItemText>
        </MenuItem>
      )}
      {attachment && canDelete && (
        <MenuItem
          onClick={() => {
            onClose();
            onDelete(attachment);
          }}
          sx={{ color: 'error.main' }}
        >
          <ListItemIcon sx={{ color: 'inherit' }}>
            <DeleteIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>{CHAT_MESSAGES.delete}</ListItemText>
        </MenuItem>
      )}
    </Menu>
  );
}
