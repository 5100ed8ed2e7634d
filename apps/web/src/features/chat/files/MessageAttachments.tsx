// A message's files (docs/product/chat.md Messages, Attachment): image previews, video tiles
// that open the video player dialog, audio players and file cards, each with the attachment
// menu (Download, Delete after a confirmation; docs/product/chat.md: the real delete). The screen
// removes a deleted file through onDeleted; the other tabs learn it from the socket.
import { useState } from 'react';
import Box from '@mui/material/Box';
import { CHAT_FILE_TEXTS, CHAT_MESSAGES, type Attachment, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import ConfirmDialog from '../../../components/ConfirmDialog';
import { useNotify } from '../../../components/feedback/notify';
import { ApiError } from '../../../lib/http';
import type { ChatTarget } from '../chat-target';
import { deleteAttachment } from './api/delete-attachment';
import AttachmentMenu, { type MenuAnchor } from './AttachmentMenu';
import { attachmentKind } from './file-format';
import FileCard from './FileCard';
import ImageAttachment from './ImageAttachment';
import VideoAttachment from './VideoAttachment';
import VideoPlayerDialog from './VideoPlayerDialog';

export interface MessageAttachmentsProps {
  message: DirectMessage | RoomMessage;
  /** The chat the message is in (its attachments' realtime events name it). */
  target: ChatTarget;
  /** Whether this member may delete the message's files: its uploader, or an administrator. */
  canDelete: boolean;
  onDeleted(attachmentId: number): void;
}

export default function MessageAttachments({ message, canDelete, onDeleted }: MessageAttachmentsProps) {
  const notify = useNotify();
  const [menu, setMenu] = useState<{ attachment: Attachment; anchor: MenuAnchor } | null>(null);
  // The dialogs keep showing their file while they fade out: open and file are held apart.
  const [confirming, setConfirming] = useState<{ attachment: Attachment; open: boolean } | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [playing, setPlaying] = useState<{ attachment: Attachment; open: boolean } | null>(null);

  if (message.attachments.length === 0) return null;

  const remove = async (attachment: Attachment) => {
    setDeleting(true);
    try {
      await deleteAttachment(attachment.id);
      notify(CHAT_FILE_TEXTS.deleted, 'success');
      onDeleted(attachment.id);
    } catch (error) {
      // Gone already (another tab, a moderator): what the member wanted is done.
      if (error instanceof ApiError && error.status === 404) onDeleted(attachment.id);
      else notify(CHAT_MESSAGES.deleteFileFailed, 'error');
    } finally {
      setDeleting(false);
      setConfirming({ attachment, open: false });
    }
  };

  return (
    <>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, maxWidth: '100%' }}
        data-testid="message-attachments"
      >
        {message.attachments.map((attachment) => {
          const onMenu = (anchor: MenuAnchor) => setMenu({ attachment, anchor });
          switch (attachmentKind(attachment)) {
            case 'image':
              return <ImageAttachment key={attachment.id} attachment={attachment} onMenu={onMenu} />;
            case 'video':
              return (
                <VideoAttachment
                  key={attachment.id}
                  attachment={attachment}
                  onMenu={onMenu}
                  onPlay={() => setPlaying({ attachment, open: true })}
                />
              );
            default:
              return <FileCard key={attachment.id} attachment={attachment} onMenu={onMenu} />;
          }
        })}
      </Box>
      <AttachmentMenu
        attachment={menu?.attachment ?? null}
        anchor={menu?.anchor ?? null}
        canDelete={canDelete}
        onClose={() => setMenu(null)}
        onDelete={(attachment) => setConfirming({ attachment, open: true })}
      />
      {confirming && (
        <ConfirmDialog
          open={confirming.open}
          title={CHAT_FILE_TEXTS.deleteTitle}
          message={CHAT_FILE_TEXTS.deleteText(confirming.attachment.name)}
          confirmLabel={CHAT_MESSAGES.delete}
          busy={deleting}
          onConfirm={() => void remove(confirming.attachment)}
          onClose={() => setConfirming({ ...confirming, open: false })}
        />
      )}
      {playing && (
        <VideoPlayerDialog
          video={playing.attachment}
          open={playing.open}
          onClose={() => setPlaying({ ...playing, open: false })}
        />
      )}
    </>
  );
}
