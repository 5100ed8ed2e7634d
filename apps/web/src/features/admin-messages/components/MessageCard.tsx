// One contact message: who, how to reach them, why, when, and the text as plain text with
// its line breaks. Unread messages carry a gold edge and a 'New' chip.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import MarkReadIcon from '@mui/icons-material/DraftsOutlined';
import MarkUnreadIcon from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReplyIcon from '@mui/icons-material/ReplyOutlined';
import { ADMIN_MESSAGES_TEXTS as T, type ContactMessage } from '@clanhall/shared';
import { formatShortDateTime } from '../../../lib/format';

/**
 * The sender's address as a mailto: link. Encoded: the address is what a visitor typed, and a
 * '?' or '&' in it would otherwise add headers or a body to the reply (cc=, bcc=, body=).
 */
function replyHref(email: string): string {
  return `mailto:${encodeURIComponent(email)}`;
}

export interface MessageCardProps {
  message: ContactMessage;
  busy: boolean;
  onToggleRead(message: ContactMessage): void;
  onDelete(message: ContactMessage): void;
}

export default function MessageCard({ message, busy, onToggleRead, onDelete }: MessageCardProps) {
  const unread = !message.is_read;
  const readLabel = unread ? T.markRead : T.markUnread;
  return (
    <Paper
      component="li"
      data-testid="contact-message"
      data-unread={unread ? 'true' : 'false'}
      aria-label={`${message.name}, ${message.reason}${unread ? `, ${T.unread}` : ''}`}
      sx={{
        p: { xs: 2, sm: 3 },
        position: 'relative',
        overflow: 'hidden',
        bgcolor: unread ? 'tint.gold.6' : 'background.paper',
        borderColor: unread ? 'tint.gold.40' : undefined,
        '&::before': unread
          ? { content: '""', position: 'absolute', left: 0, top: 0, bottom: 0, width: 4, bgcolor: 'primary.main' }
          : undefined,
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography component="h2" sx={{ fontWeight: unread ? 700 : 600, fontSize: '1.05rem' }}>
              {message.name}
            </Typography>
            {unread && <Chip label={T.newBadge} color="primary" size="small" />}
            <Chip label={message.reason} size="small" variant="outlined" color="secondary" />
          </Box>
          <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 0.5 }}>
            <Link
              href={replyHref(message.email)}
              color="primary.light"
              underline="hover"
              variant="body2"
              sx={{ overflowWrap: 'anywhere' }}
            >
              {message.email}
            </Link>
            {message.phone && (
              <Typography variant="body2" color="text.secondary">
                {message.phone}
              </Typography>
            )}
            <Typography component="time" dateTime={message.created_at} variant="body2" color="text.secondary">
              {formatShortDateTime(message.created_at)}
            </Typography>
          </Box>
        </Box>
        <Box sx={{ display: 'flex', gap: 0.5, ml: { xs: -1, sm: 0 } }}>
          <Tooltip title={T.reply}>
            <IconButton component="a" href={replyHref(message.email)} aria-label={T.reply} size="small" color="primary">
              <ReplyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title={readLabel}>
            <span>
              <IconButton
                aria-label={readLabel}
                onClick={() => onToggleRead(message)}
                disabled={busy}
                size="small"
                color="primary"
              >
                {unread ? <MarkReadIcon fontSize="small" /> : <MarkUnreadIcon fontSize="small" />}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={T.delete}>
            <IconButton aria-label={T.delete} onClick={() => onDelete(message)} size="small" color="error">
              <DeleteIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      </Box>
      <Typography
        data-testid="contact-message-text"
        sx={{ mt: 2, whiteSpace: 'pre-line', overflowWrap: 'anywhere', lineHeight: 1.7 }}
      >
        {message.message}
      </Typography>
    </Paper>
  );
}
