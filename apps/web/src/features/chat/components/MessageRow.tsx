// One message (docs/product/chat.md): the author's picture and name when the author changes,
// the text exactly as written (as text, never HTML; the encrypted-body rule of
// message-display.ts), its attachments, the time, and for the member's own sends their state
// (sending, or not sent with Retry). Others' messages can be reported (docs/product/chat.md).
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import MoreIcon from '@mui/icons-material/MoreHoriz';
import { CHAT_SCREEN } from '@clanhall/shared';
import { fullDateTime, messageTime } from '../chat-dates';
import type { ChatTarget } from '../chat-target';
import MessageAttachments from '../files/MessageAttachments';
import { displayText } from '../message-display';
import { messageText, type ShownMessage } from '../thread/thread-data';
import ChatAvatar from './ChatAvatar';

export interface MessageRowProps {
  message: ShownMessage;
  target: ChatTarget;
  /** First of a run by the same author: shows their picture and name. */
  leads: boolean;
  showNames: boolean;
  canDeleteFiles: boolean;
  onReport(message: ShownMessage): void;
  onRetry(message: ShownMessage): void;
  onAttachmentDeleted(messageId: number, attachmentId: number): void;
}

const AVATAR = 32;

export default function MessageRow({
  message,
  target,
  leads,
  showNames,
  canDeleteFiles,
  onReport,
  onRetry,
  onAttachmentDeleted,
}: MessageRowProps) {
  const own = message.is_own;
  const raw = messageText(message);
  const shown = raw ? displayText(raw) : null;
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const reportable = !own && !message.pending;

  return (
    <Box
      data-testid="chat-message"
      data-message-id={message.pending ? undefined : message.id}
      data-own={own ? 'true' : 'false'}
      sx={{
        display: 'flex',
        flexDirection: own ? 'row-reverse' : 'row',
        alignItems: 'flex-end',
        gap: 1,
        mt: leads ? 1.5 : 0.375,
        '&:hover .message-actions, &:focus-within .message-actions': { opacity: 1 },
      }}
    >
      {!own && (
        <Box sx={{ width: AVATAR, flexShrink: 0, alignSelf: 'flex-start', mt: showNames && leads ? 2.5 : 0 }}>
          {leads && <ChatAvatar username={message.username} avatarUrl={message.avatar_url} size={AVATAR} />}
        </Box>
      )}
      <Box
        sx={{
          maxWidth: { xs: '82%', md: '68%' },
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
          alignItems: own ? 'flex-end' : 'flex-start',
        }}
      >
        {!own && showNames && leads && (
          <Typography variant="caption" fontWeight={700} color="primary.light" sx={{ mb: 0.25, ml: 1.5 }}>
            {message.username}
          </Typography>
        )}
        <Box
          sx={{
            px: 1.75,
            py: 1,
            borderRadius: 3,
            borderTopLeftRadius: !own && leads ? 6 : undefined,
            borderTopRightRadius: own && leads ? 6 : undefined,
            bgcolor: own ? 'tint.gold.16' : 'tint.white.5',
            border: 1,
            borderColor: own ? 'tint.gold.35' : 'divider',
            opacity: message.pending === 'sending' ? 0.7 : 1,
            minWidth: 0,
            maxWidth: '100%',
          }}
        >
          {shown && (
            <Typography
              data-testid="message-text"
              sx={{
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
                fontSize: '0.95rem',
                lineHeight: 1.45,
                ...(shown.encrypted ? { fontStyle: 'italic', color: 'text.secondary' } : null),
              }}
            >
              {shown.text}
            </Typography>
          )}
          {message.attachments.length > 0 && (
            <Box sx={{ mt: shown ? 1 : 0 }}>
              <MessageAttachments
                message={message}
                target={target}
                canDelete={canDeleteFiles}
                onDeleted={(attachmentId) => onAttachmentDeleted(message.id, attachmentId)}
              />
            </Box>
          )}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.25, px: 1 }}>
          {message.pending === 'failed' ? (
            <>
              <Typography variant="caption" color="error.main" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <ErrorIcon sx={{ fontSize: 14 }} />
                {CHAT_SCREEN.notSent}
              </Typography>
              <Button size="small" onClick={() => onRetry(message)} sx={{ minWidth: 0, py: 0, px: 1, fontSize: 12 }}>
                {CHAT_SCREEN.retry}
              </Button>
            </>
          ) : (
            <Typography variant="caption" color="text.secondary" title={fullDateTime(message.created_at)}>
              {message.pending === 'sending' ? CHAT_SCREEN.sending : messageTime(message.created_at)}
            </Typography>
          )}
        </Box>
      </Box>
      {reportable && (
        <>
          <IconButton
            className="message-actions"
            size="small"
            aria-label={CHAT_SCREEN.messageActions}
            aria-haspopup="menu"
            onClick={(event) => setMenu(event.currentTarget)}
            sx={{ alignSelf: 'center', opacity: 0, transition: 'opacity 120ms', '@media (hover: none)': { opacity: 0.7 } }}
          >
            <MoreIcon fontSize="small" />
          </IconButton>
          <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                onReport(message);
              }}
            >
              <ListItemIcon>
                <FlagIcon fontSize="small" />
              </ListItemIcon>
              {CHAT_SCREEN.report}
            </MenuItem>
          </Menu>
        </>
      )}
    </Box>
  );
}
