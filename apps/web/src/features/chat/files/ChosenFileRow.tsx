// One file waiting to be sent: a thumbnail for an image (read locally, nothing is sent yet), else
// its type's icon, the name, the size and a button to take it off the list.
import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { CHAT_FILE_TEXTS, CHAT_FILE_TYPES, fileExtension } from '@clanhall/shared';
import { attachmentKind, formatFileSize } from './file-format';
import FileTypeIcon from './FileTypeIcon';

function useThumbnail(file: File, isImage: boolean): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!isImage) return;
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file, isImage]);
  return url;
}

export default function ChosenFileRow({ file, disabled, onRemove }: { file: File; disabled: boolean; onRemove(): void }) {
  const type = CHAT_FILE_TYPES[fileExtension(file.name)] ?? 'application/octet-stream';
  const thumbnail = useThumbnail(file, attachmentKind({ type }) === 'image');
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1,
        px: 1.25,
        borderRadius: 1.5,
        bgcolor: 'tint.white.3',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: 1,
          overflow: 'hidden',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'tint.gold.10',
          color: 'primary.light',
        }}
      >
        {thumbnail ? (
          <Box component="img" src={thumbnail} alt="" sx={{ width: 40, height: 40, objectFit: 'cover' }} />
        ) : (
          <FileTypeIcon type={type} fontSize="small" />
        )}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap title={file.name} sx={{ fontWeight: 500 }} data-testid="chosen-file-name">
          {file.name}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {formatFileSize(file.size)}
        </Typography>
      </Box>
      <IconButton size="small" aria-label={CHAT_FILE_TEXTS.remove(file.name)} disabled={disabled} onClick={onRemove}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
