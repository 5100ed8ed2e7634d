// 'Clear All Messages' (docs/product/chat.md): asks first, then removes every message of the
// chat for everyone in it. The chat closes afterwards (docs/product/chat.md); a failure shows the server's text
// when it sent one, else 'Failed to clear chat'.
import { useState } from 'react';
import { CHAT_MESSAGES, CHAT_SCREEN } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/feedback/notify';
import { errorText } from '../../../lib/http';
import { clearChat } from '../api/clear-chat';
import type { ChatTarget } from '../chat-target';

interface Props {
  open: boolean;
  target: ChatTarget;
  onClose(): void;
  onCleared(): void;
}

export default function ClearChatDialog({ open, target, onClose, onCleared }: Props) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await clearChat(target);
      notify(target.kind === 'conversation' ? CHAT_MESSAGES.cleared : CHAT_MESSAGES.roomCleared, 'success');
      onClose();
      onCleared();
    } catch (error) {
      notify(errorText(error, CHAT_MESSAGES.clearFailed), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={open}
      title={CHAT_SCREEN.clearTitle}
      message={target.kind === 'conversation' ? CHAT_SCREEN.clearConversationText : CHAT_SCREEN.clearRoomText}
      confirmLabel={CHAT_SCREEN.clearConfirm}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
