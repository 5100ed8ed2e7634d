// Where files are chosen: a button opening the picker (only the allowed types offered first)
// and a zone files can be dropped on. Compact once some are listed, so the list has the room.
import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/CloudUploadOutlined';
import AddIcon from '@mui/icons-material/Add';
import { CHAT_FILE_TEXTS } from '@clanhall/shared';
import { ACCEPTED_EXTENSIONS } from './check-selection';

export interface FileDropZoneProps {
  compact: boolean;
  disabled: boolean;
  onChoose(files: File[]): void;
}

export default function FileDropZone({ compact, disabled, onChoose }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (!disabled && event.dataTransfer.files.length > 0) onChoose(Array.from(event.dataTransfer.files));
  };

  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={(event) => {
        // Leaving for one of the zone's own parts (the button) is still over the zone.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
      }}
      onDrop={drop}
      sx={{
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'tint.gold.30',
        borderRadius: 2,
        bgcolor: over ? 'tint.gold.8' : 'tint.white.2',
        px: 2,
        py: compact ? 1.5 : { xs: 3, sm: 4 },
        display: 'flex',
        flexDirection: compact ? 'row' : 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: compact ? 1.5 : 1,
        textAlign: 'center',
        transition: 'border-color 150ms ease, background-color 150ms ease',
      }}
    >
      {!compact && <UploadIcon aria-hidden sx={{ fontSize: 44, color: 'primary.main', mb: 0.5 }} />}
      <Typography color="text.secondary" sx={{ display: { xs: compact ? 'none' : 'block', sm: 'block' } }}>
        {CHAT_FILE_TEXTS.dropHere}
      </Typography>
      <Button
        variant={compact ? 'outlined' : 'contained'}
        startIcon={compact ? <AddIcon /> : undefined}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {compact ? CHAT_FILE_TEXTS.chooseMore : CHAT_FILE_TEXTS.choose}
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        hidden
        accept={ACCEPTED_EXTENSIONS}
        data-testid="send-files-input"
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared, so choosing the same file again after removing it still fires.
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
    </Box>
  );
}
