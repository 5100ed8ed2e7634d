// The notification prompt dialog (docs/product/chat.md): on the Messages screen, shown only when
// the browser supports notifications and the permission is undecided. 'Enable Notifications'
// asks the browser; 'Not Now' only closes (the permission stays undecided, so the prompt comes
// back on the next page load). Mounted by app/realtime/SignedInRealtime.tsx.
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { CHAT_MESSAGES, CHAT_NOTIFY_TEXTS } from '@clanhall/shared';
import { notificationPermission, notificationsSupported } from './notification-support';

const onMessagesScreen = (path: string) => path === '/messages' || path.startsWith('/messages/');

export default function NotificationPrompt() {
  const { pathname } = useLocation();
  // 'waiting' until the member first reaches the Messages screen with the permission undecided;
  // then open until a button is pressed, and closed for as long as this tab stays signed in.
  const [state, setState] = useState<'waiting' | 'open' | 'closed'>('waiting');
  const [asking, setAsking] = useState(false);
  const open = state === 'open';
  const close = () => setState('closed');

  useEffect(() => {
    if (state === 'waiting' && onMessagesScreen(pathname) && notificationsSupported() && notificationPermission() === 'default') {
      setState('open');
    }
  }, [state, pathname]);

  const enable = async () => {
    setAsking(true);
    try {
      await window.Notification.requestPermission();
    } catch {
      // An old browser's callback form or a refusal: the answer is in Notification.permission.
    } finally {
      setAsking(false);
      close();
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => close()}
      maxWidth="xs"
      fullWidth
      aria-labelledby="notification-prompt-title"
      aria-describedby="notification-prompt-text"
      // On phones the dialog takes the width it needs for its two buttons side by side.
      slotProps={{ paper: { sx: { m: { xs: 2, sm: 4 }, width: { xs: 'calc(100% - 32px)', sm: 'calc(100% - 64px)' } } } }}
    >
      <DialogTitle
        id="notification-prompt-title"
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, fontSize: { xs: '1.15rem', sm: '1.25rem' } }}
      >
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: 'primary.light',
            bgcolor: 'tint.gold.12',
            border: 1,
            borderColor: 'tint.gold.30',
          }}
        >
          <NotificationsIcon fontSize="small" />
        </Box>
        {CHAT_MESSAGES.notifyTitle}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="notification-prompt-text" sx={{ color: 'text.primary' }}>
          {CHAT_NOTIFY_TEXTS.question}
        </DialogContentText>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {CHAT_NOTIFY_TEXTS.note}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
        <Button color="inherit" onClick={() => close()} disabled={asking}>
          {CHAT_MESSAGES.notifyNotNow}
        </Button>
        <Button variant="contained" onClick={() => void enable()} disabled={asking}>
          {CHAT_MESSAGES.notifyEnable}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
