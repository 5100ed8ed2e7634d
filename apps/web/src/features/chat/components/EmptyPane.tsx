// The main pane's full-size states: 'Select a Conversation' (docs/product/chat.md) and 'Please
// Log In' (docs/product/chat.md, docs/product/screens.md: the session ended while the page was open).
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { CHAT_MESSAGES, CHAT_SCREEN } from '@clanhall/shared';

function Pane({ icon, title, text, action }: { icon: ReactNode; title: string; text: string; action?: ReactNode }) {
  return (
    <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 4, textAlign: 'center' }}>
      <Box sx={{ maxWidth: 360 }}>
        <Box
          sx={{
            width: 84,
            height: 84,
            mx: 'auto',
            mb: 2.5,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: 'primary.main',
            bgcolor: 'tint.gold.8',
            border: 1,
            borderColor: 'tint.gold.25',
            '& svg': { fontSize: 40 },
          }}
        >
          {icon}
        </Box>
        <Typography variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{text}</Typography>
        {action && <Box sx={{ mt: 3 }}>{action}</Box>}
      </Box>
    </Box>
  );
}

export function SelectConversation({ onOpenList }: { onOpenList?: () => void }) {
  return (
    <Pane
      icon={<ForumIcon />}
      title={CHAT_MESSAGES.selectConversation}
      text={CHAT_SCREEN.selectConversationText}
      action={
        onOpenList && (
          <Button variant="contained" onClick={onOpenList}>
            {CHAT_SCREEN.openList}
          </Button>
        )
      }
    />
  );
}

export function PleaseLogIn() {
  return (
    <Pane
      icon={<LockIcon />}
      title={CHAT_MESSAGES.pleaseLogIn}
      text={CHAT_MESSAGES.pleaseLogInText}
      action={
        <Button variant="contained" component={RouterLink} to="/login">
          Login
        </Button>
      }
    />
  );
}
