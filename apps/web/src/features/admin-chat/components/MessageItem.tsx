// One message in the messages dialog (docs/product/back-office.md): sender, time, text and files, with a
// delete button. The text is shown exactly as sent, as text (docs/product/chat.md).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ADMIN_CHAT_MESSAGES as M, type AdminChatMessage } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';
import AccountAvatar from '../../../components/admin/AccountAvatar';
import { formatShortDateTime } from './chat-display';

export default function MessageItem({
  message,
  onDelete,
}: {
  message: AdminChatMessage;
  onDelete(message: AdminChatMessage): void;
}) {
  return (
    <Box
      component="li"
      data-testid="admin-chat-message"
      sx={{ display: 'flex', gap: 1.5, py: 1.75, '& + &': { borderTop: 1, borderColor: 'divider' } }}
    >
      <AccountAvatar name={message.username} size={36} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{message.username}</Typography>
          <Typography component="time" dateTime={message.created_at} variant="caption" color="text.secondary">
            {formatShortDateTime(message.created_at)}
          </Typography>
        </Box>
        {message.message && (
          <Typography variant="body2" sx={{ mt: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.message}
          </Typography>
        )}
        {message.attachments.length > 0 && (
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 0.75 }}>
            {message.attachments.map((file) => (
              <Chip
                key={file.id}
                component="a"
                href={assetUrl(file.url)}
                target="_blank"
                rel="noopener noreferrer"
                clickable
                size="small"
                variant="outlined"
                icon={<AttachFileIcon aria-hidden />}
                label={file.name}
                aria-label={`${M.attachment}: ${file.name}`}
                sx={{ maxWidth: '100%' }}
              />
            ))}
          </Box>
        )}
      </Box>
      <Tooltip title={M.deleteMessage}>
        <IconButton
          aria-label={M.deleteMessage}
          onClick={() => onDelete(message)}
          size="small"
          color="error"
          sx={{ alignSelf: 'flex-start' }}
        >
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}
