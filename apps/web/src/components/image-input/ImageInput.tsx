// The reusable image input (docs/product/back-office.md "Reusable image input"): a URL tab and an
// Upload tab, a preview that opens a larger 'Image Preview' dialog, and the upload rules:
// image/* only, at most 10 MB, shrunk to 1200 px and re-encoded as JPEG 0.8.
import { useId, useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import CloudUploadIcon from '@mui/icons-material/CloudUpload';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import { IMAGE_MESSAGES, LIMITS } from '@clanhall/shared';
import { assetUrl } from '../../lib/http';
import { resizeImage } from './resize-image';

export interface ImageInputProps {
  label: string;
  value: string;
  onChange(value: string): void;
}

type Mode = 'url' | 'upload';

export default function ImageInput({ label, value, onChange }: ImageInputProps) {
  const id = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  const [mode, setMode] = useState<Mode>(value.startsWith('data:') ? 'upload' : 'url');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [broken, setBroken] = useState(false);
  const previewSrc = assetUrl(value);

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return setError(IMAGE_MESSAGES.invalidType);
    if (file.size > LIMITS.imageMaxBytes) return setError(IMAGE_MESSAGES.tooLarge);
    setError('');
    setBusy(true);
    try {
      setBroken(false);
      onChange(await resizeImage(file));
    } catch {
      setError(IMAGE_MESSAGES.invalidType);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="body2" color="text.secondary" sx={{ px: 0.75 }}>
        {label}
      </Typography>
      <Tabs
        value={mode}
        onChange={(_e, next: Mode) => {
          setMode(next);
          setError('');
        }}
        aria-label={`${label} source`}
        sx={{ minHeight: 40, mb: 2, '& .MuiTab-root': { minHeight: 40 } }}
      >
        <Tab value="url" label="URL" id={`${id}-tab-url`} aria-controls={`${id}-panel-url`} />
        <Tab value="upload" label="Upload" id={`${id}-tab-upload`} aria-controls={`${id}-panel-upload`} />
      </Tabs>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          {mode === 'url' ? (
            <Box role="tabpanel" id={`${id}-panel-url`} aria-labelledby={`${id}-tab-url`}>
              <TextField
                label="Image URL"
                placeholder="https://example.com/image.jpg"
                value={value.startsWith('data:') ? '' : value}
                onChange={(event) => {
                  setBroken(false);
                  onChange(event.target.value.trim());
                }}
                size="small"
              />
            </Box>
          ) : (
            <Box role="tabpanel" id={`${id}-panel-upload`} aria-labelledby={`${id}-tab-upload`}>
              <input
                ref={fileInput}
                type="file"
                accept="image/*"
                hidden
                onChange={handleFile}
                aria-label={`${label} file`}
                data-testid="image-file-input"
              />
              <Button
                variant="outlined"
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <CloudUploadIcon />}
                onClick={() => fileInput.current?.click()}
                disabled={busy}
              >
                {busy ? 'Processing...' : 'Choose Image'}
              </Button>
              <Typography variant="caption" color="text.secondary" display="block" sx={{ mt: 1 }}>
                Accepted types: JPG, PNG, GIF, WebP. Max {LIMITS.imageMaxBytes / 1048576}MB.
              </Typography>
            </Box>
          )}
          {error && (
            <Alert severity="error" sx={{ mt: 1.5 }}>
              {error}
            </Alert>
          )}
          {value && (
            <Button size="small" color="inherit" onClick={() => onChange('')} sx={{ mt: 1 }}>
              Remove image
            </Button>
          )}
        </Box>

        <ButtonBase
          onClick={() => previewSrc && setPreviewOpen(true)}
          disabled={!previewSrc}
          aria-label={previewSrc ? 'Open image preview' : 'No image selected'}
          sx={{
            width: 120,
            height: 90,
            flexShrink: 0,
            borderRadius: 1.5,
            overflow: 'hidden',
            border: 1,
            borderColor: 'divider',
            bgcolor: 'tint.white.3',
            '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          {previewSrc && !broken ? (
            <Box
              component="img"
              src={previewSrc}
              alt={`${label} preview`}
              onError={() => setBroken(true)}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlinedIcon sx={{ color: 'text.secondary', fontSize: 32 }} />
          )}
        </ButtonBase>
      </Box>

      <Dialog open={previewOpen} onClose={() => setPreviewOpen(false)} maxWidth="md" aria-labelledby={`${id}-preview-title`}>
        <DialogTitle id={`${id}-preview-title`} sx={{ pr: 7 }}>
          Image Preview
          <IconButton
            aria-label="Close preview"
            onClick={() => setPreviewOpen(false)}
            sx={{ position: 'absolute', right: 12, top: 12 }}
          >
            <CloseIcon />
          </IconButton>
        </DialogTitle>
        <DialogContent>
          {previewSrc && (
            <Box
              component="img"
              src={previewSrc}
              alt={`${label} full preview`}
              sx={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', mx: 'auto', borderRadius: 1 }}
            />
          )}
        </DialogContent>
      </Dialog>
    </Box>
  );
}
