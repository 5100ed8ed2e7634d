// An image preview in a message: sized from the stored width and height (the list does not
// jump while pictures arrive), loaded only when scrolled near, opening the full picture in a new tab.
import Box from '@mui/material/Box';
import { CHAT_FILE_TEXTS } from '@clanhall/shared';
import { assetUrl } from '../../../lib/http';
import AttachmentMenuButton from './AttachmentMenuButton';
import { previewSize } from './file-format';
import type { AttachmentItemProps } from './attachment-item';

export default function ImageAttachment({ attachment, onMenu }: AttachmentItemProps) {
  const size = previewSize(attachment.width, attachment.height);
  const url = assetUrl(attachment.url);
  return (
    <Box
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ x: event.clientX, y: event.clientY });
      }}
      sx={{
        position: 'relative',
        width: size.width,
        maxWidth: '100%',
        aspectRatio: `${size.width} / ${size.height}`,
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'tint.white.4',
        border: '1px solid',
        borderColor: 'divider',
        '&:hover .attachment-menu, & .attachment-menu:focus-visible': { opacity: 1 },
      }}
    >
      <Box
        component="a"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={CHAT_FILE_TEXTS.openImage(attachment.name)}
        sx={{ display: 'block', height: '100%' }}
      >
        {/* A plain img: width and height must reach the page as attributes (Box would take them as styles). */}
        <img
          src={url}
          alt={attachment.name}
          width={size.width}
          height={size.height}
          loading="lazy"
          decoding="async"
          style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      <AttachmentMenuButton
        name={attachment.name}
        onOpen={(element) => onMenu({ element })}
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          bgcolor: 'tint.night.75',
          '&:hover': { bgcolor: 'tint.night.90' },
          // Shown on hover and focus where there is a pointer; always on touch screens.
          '@media (hover: hover)': { opacity: 0, transition: 'opacity 150ms ease' },
        }}
      />
    </Box>
  );
}
