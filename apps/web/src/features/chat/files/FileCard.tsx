// A file in a message that is not shown in the page (documents, archives) or is played in place
// (audio): its type's icon, name and size, and its menu. A document downloads on click; an
// audio file gets the browser's player, which loads nothing until played.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHAT_MESSAGES } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';
import AttachmentMenuButton from './AttachmentMenuButton';
import type { AttachmentItemProps } from './attachment-item';
import { attachmentKind, formatDuration, formatFileSize } from './file-format';
import FileTypeIcon from './FileTypeIcon';

export default function FileCard({ attachment, onMenu }: AttachmentItemProps) {
  const url = assetUrl(attachment.url);
  const audio = attachmentKind(attachment) === 'audio';
  const details = [
    formatFileSize(attachment.size),
    audio && attachment.duration !== null ? formatDuration(attachment.duration) : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ x: event.clientX, y: event.clientY });
      }}
      sx={{
        width: 280,
        maxWidth: '100%',
        borderRadius: 2,
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'tint.white.4',
        p: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
        <Box
          component={audio ? 'span' : 'a'}
          {...(audio ? {} : { href: url, download: attachment.name, title: `${CHAT_MESSAGES.download} ${attachment.name}` })}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.25,
            flex: 1,
            minWidth: 0,
            color: 'inherit',
            textDecoration: 'none',
            borderRadius: 1.5,
            '&:hover .name': audio ? undefined : { color: 'primary.light', textDecoration: 'underline' },
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              flexShrink: 0,
              borderRadius: 1.5,
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'tint.gold.12',
              color: 'primary.light',
            }}
          >
            <FileTypeIcon type={attachment.type} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography className="name" noWrap sx={{ fontWeight: 500, fontSize: '0.925rem' }}>
              {attachment.name}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {details}
            </Typography>
          </Box>
        </Box>
        <AttachmentMenuButton name={attachment.name} onOpen={(element) => onMenu({ element })} />
      </Box>
      {audio && (
        <Box
          component="audio"
          controls
          preload="none"
          src={url}
          aria-label={attachment.name}
          sx={{ display: 'block', width: '100%', height: 36, mt: 1, colorScheme: 'dark' }}
        />
      )}
    </Box>
  );
}
