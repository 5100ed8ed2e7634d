// The open chat's header: who or which room, what they are (Administrator or Member; group
// or private room) or who is typing now, and the chat's actions. 'Clear All Messages' is a
// button of its own, in sight (docs/product/chat.md Messages names its confirmation), shown only to
// whoever may clear; the rest (Block, Unblock) wait in the 'Conversation actions' menu. On
// phones it also opens the conversation drawer.
import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import BackIcon from '@mui/icons-material/ArrowBackIosNew';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweepOutlined';
import MoreIcon from '@mui/icons-material/MoreVert';
import { CHAT_MESSAGES, CHAT_SCREEN } from '@clanhall/shared';

export interface HeaderAction {
  label: string;
  icon: ReactNode;
  danger?: boolean;
  onClick(): void;
}

interface Props {
  picture: ReactNode;
  title: string;
  subtitle: string;
  typing: string | null;
  /** The connection dropped: the header says it is reconnecting. */
  offline: boolean;
  /** The menu's actions; none, no menu. */
  actions: HeaderAction[];
  /** Opens the 'Clear All Messages' confirmation; absent when the member may not clear. */
  onClear?: () => void;
  onOpenList?: () => void;
}

export default function ChatHeader({ picture, title, subtitle, typing, offline, actions, onClear, onOpenList }: Props) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: { xs: 1, sm: 1.5 },
        px: { xs: 1, md: 2.5 },
        py: 1.25,
        minHeight: 64,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'tint.abyss.35',
      }}
    >
      {onOpenList && (
        <IconButton aria-label={CHAT_SCREEN.openList} onClick={onOpenList} edge="start" sx={{ color: 'primary.light' }}>
          <BackIcon fontSize="small" />
        </IconButton>
      )}
      {picture}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography component="h2" noWrap fontWeight={700} sx={{ fontSize: '1.05rem' }} data-testid="chat-title">
          {title}
        </Typography>
        <Typography
          variant="body2"
          noWrap
          color={offline ? 'warning.main' : typing ? 'primary.light' : 'text.secondary'}
          data-testid="chat-subtitle"
          aria-live="polite"
        >
          {offline ? CHAT_SCREEN.reconnecting : (typing ?? subtitle)}
        </Typography>
      </Box>
      {onClear && (
        <Tooltip title={CHAT_MESSAGES.clearAll}>
          <IconButton
            aria-label={CHAT_MESSAGES.clearAll}
            onClick={onClear}
            sx={{ color: 'text.secondary', '&:hover': { color: 'error.main' } }}
          >
            <DeleteSweepIcon />
          </IconButton>
        </Tooltip>
      )}
      {actions.length > 0 && (
        <>
          <IconButton aria-label={CHAT_SCREEN.moreActions} aria-haspopup="menu" onClick={(event) => setMenu(event.currentTarget)}>
            <MoreIcon />
          </IconButton>
          <Menu
            anchorEl={menu}
            open={Boolean(menu)}
            onClose={() => setMenu(null)}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            transformOrigin={{ vertical: 'top', horizontal: 'right' }}
          >
            {actions.map((action) => (
              <MenuItem
                key={action.label}
                onClick={() => {
                  setMenu(null);
                  action.onClick();
                }}
                sx={action.danger ? { color: 'error.main' } : undefined}
              >
                <ListItemIcon sx={action.danger ? { color: 'error.main' } : undefined}>{action.icon}</ListItemIcon>
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Box>
  );
}
