// Blocking (docs/product/chat.md, beyond the documents): asks first; afterwards neither side can
// send the other requests or messages, and neither sees the other in Find Users.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CHAT_SCREEN, type ChatUser } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/feedback/notify';
import { blockUser } from '../api/block-user';
import { chatKeys } from '../api/keys';

interface Props {
  user: ChatUser | null;
  onClose(): void;
}

export default function BlockUserDialog({ user, onClose }: Props) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (!user) return;
    setBusy(true);
    try {
      await blockUser(user.id);
      notify(CHAT_SCREEN.blocked(user.username), 'success');
      for (const queryKey of [chatKeys.blocks, chatKeys.users, chatKeys.requests, chatKeys.sentRequests])
        void queryClient.invalidateQueries({ queryKey });
      onClose();
    } catch (error) {
      console.warn('Chat: blocking failed', error);
      notify(CHAT_SCREEN.blockFailed, 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <ConfirmDialog
      open={Boolean(user)}
      title={user ? CHAT_SCREEN.blockTitle(user.username) : ''}
      message={CHAT_SCREEN.blockText}
      confirmLabel={CHAT_SCREEN.blockConfirm}
      busy={busy}
      onConfirm={() => void confirm()}
      onClose={onClose}
    />
  );
}
