// A video in a message: a tile with its name and length (minutes:seconds) that opens the video
// player dialog. Nothing of the video loads until it is played.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import PlayIcon from '@mui/icons-material/PlayArrowRounded';
import { CHAT_FILE_TEXTS } from '@clanhall/shared';
import AttachmentMenuButton from './AttachmentMenuButton';
import type { AttachmentItemProps } from './attachment-item';
import { formatDuration, formatFileSize, PREVIEW_MAX } from './file-format';

export default function VideoAttachment({ attachment, onMenu, onPlay }: AttachmentItemProps & { onPlay(): void }) {
  const length = attachment.duration !== null ? formatDuration(attachment.duration) : formatFileSize(attachment.size);
  return (
    <Box
      onContextMenu={(event) => {
        event.preventDefault();
        onMenu({ x: event.clientX, y: event.clientY });
      }}
      sx={{ position: 'relative', width: PREVIEW_MAX, maxWidth: '100%' }}
    >
      <ButtonBase
        onClick={onPlay}
        // The tile's words, its file's name and length, are in its name too (WCAG 2.5.3); the
        // space between them below is not shown (a flex row) but keeps them two words as text.
        aria-label={`${CHAT_FILE_TEXTS.playVideo(attachment.name)}, ${length}`}
        sx={{
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          border: '1px solid',
          borderColor: 'divider',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          background: ({ palette }) =>
            `radial-gradient(circle at 50% 40%, ${palette.tint.gold[18]}, transparent 60%), linear-gradient(160deg, #1c2f27, ${palette.background.default})`,
          '&:hover .play, &.Mui-focusVisible .play': {
            transform: 'scale(1.08)',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        <Box sx={{ flex: 1, display: 'grid', placeItems: 'center' }}>
          <Box
            className="play"
            aria-hidden
            sx={{
              width: 52,
              height: 52,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'tint.night.70',
              color: 'primary.light',
              border: 1,
              borderColor: 'tint.gold.50',
              transition: 'transform 150ms ease, background-color 150ms ease',
            }}
          >
            <PlayIcon sx={{ fontSize: 34 }} />
          </Box>
        </Box>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: 1.25,
            py: 0.75,
            bgcolor: 'tint.night.65',
            textAlign: 'left',
          }}
        >
          <Typography variant="body2" noWrap sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
            {attachment.name}
          </Typography>{' '}
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }} data-testid="video-duration">
            {length}
          </Typography>
        </Box>
      </ButtonBase>
      <AttachmentMenuButton
        name={attachment.name}
        onOpen={(element) => onMenu({ element })}
        sx={{
          position: 'absolute',
          top: 6,
          right: 6,
          bgcolor: 'tint.night.75',
          '&:hover': { bgcolor: 'tint.night.90' },
        }}
      />
    </Box>
  );
}
