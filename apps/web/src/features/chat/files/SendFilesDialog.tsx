// The Send Files dialog (docs/product/chat.md Messages, 'File upload'): files chosen or
// dropped, checked in the browser first (10 per send, 50 MB each, the allowed types), listed
// with their sizes, sent in one multipart request with an optional caption while a progress
// bar shows the bytes leaving. Cancel aborts the upload and keeps the list, so the member can
// send again. Success: 'Files sent successfully!', the message handed to the screen, closed.
// Full screen on phones.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_FILE_TEXTS, CHAT_MESSAGES, LIMITS, type DirectMessage, type RoomMessage } from '@clanhall/shared';
import { useNotify } from '../../../components/feedback/notify';
import type { ChatTarget } from '../chat-target';
import { UploadFailure } from './api/upload-files';
import { checkSelection } from './check-selection';
import ChosenFileRow from './ChosenFileRow';
import { formatFileSize } from './file-format';
import FileDropZone from './FileDropZone';
import UploadProgress from './UploadProgress';
import { useFileUpload } from './use-file-upload';

export interface SendFilesDialogProps {
  open: boolean;
  target: ChatTarget;
  onClose(): void;
  onSent(message: DirectMessage | RoomMessage): void;
}

/** Names one send, so a retry after a lost answer cannot make a second message (docs/product/chat.md). */
const newClientId = () =>
  typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type Notice = { severity: 'error' | 'info'; lines: string[] } | null;

interface SendFilesFormProps extends Omit<SendFilesDialogProps, 'open'> {
  onBusyChange(busy: boolean): void;
}

function SendFilesForm({ target, onClose, onSent, onBusyChange }: SendFilesFormProps) {
  const notify = useNotify();
  const { phase, percent, busy, send, cancel } = useFileUpload(target);
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);
  const [files, setFiles] = useState<File[]>([]);
  const [caption, setCaption] = useState('');
  const [notice, setNotice] = useState<Notice>(null);
  // A new id whenever what would be sent changes; the same one for a retry of the same send.
  const [clientId, setClientId] = useState(newClientId);
  const changeFiles = (change: (current: File[]) => File[]) => {
    setFiles(change);
    setClientId(newClientId());
  };
  const totalBytes = files.reduce((sum, file) => sum + file.size, 0);

  const choose = (chosen: File[]) => {
    const { accepted, refusals } = checkSelection(chosen, files);
    setNotice(refusals.length > 0 ? { severity: 'error', lines: refusals } : null);
    if (accepted.length > 0) changeFiles((current) => [...current, ...accepted]);
  };

  const submit = async () => {
    if (files.length === 0 || busy) return;
    setNotice(null);
    try {
      const message = await send(files, caption, clientId);
      notify(CHAT_MESSAGES.filesSent, 'success');
      onSent(message);
      onClose();
    } catch (error) {
      if (error instanceof UploadFailure && error.kind === 'aborted')
        setNotice({ severity: 'info', lines: [CHAT_FILE_TEXTS.cancelled] });
      else setNotice({ severity: 'error', lines: [error instanceof UploadFailure ? error.message : CHAT_MESSAGES.uploadFailed] });
    }
  };

  return (
    <>
      <DialogContent dividers>
        <Stack spacing={2.25}>
          {notice && (
            <Alert severity={notice.severity} role={notice.severity === 'error' ? 'alert' : 'status'}>
              {notice.lines.map((line) => (
                <Box key={line}>{line}</Box>
              ))}
            </Alert>
          )}
          <FileDropZone compact={files.length > 0} disabled={busy} onChoose={choose} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: '8px !important' }}>
            {CHAT_FILE_TEXTS.limits}
          </Typography>
          {files.length === 0 ? (
            <Typography color="text.secondary" sx={{ textAlign: 'center', py: 1 }}>
              {CHAT_FILE_TEXTS.noneChosen}
            </Typography>
          ) : (
            <Box>
              <Typography variant="subtitle2" sx={{ mb: 1, color: 'text.secondary' }} data-testid="send-files-summary">
                {CHAT_FILE_TEXTS.chosen(files.length, formatFileSize(totalBytes))}
              </Typography>
              <Stack component="ul" aria-label={CHAT_FILE_TEXTS.fileList} spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {files.map((file, index) => (
                  <ChosenFileRow
                    key={`${file.name}-${file.size}-${file.lastModified}`}
                    file={file}
                    disabled={busy}
                    onRemove={() => {
                      changeFiles((current) => current.filter((_, i) => i !== index));
                      setNotice(null);
                    }}
                  />
                ))}
              </Stack>
            </Box>
          )}
          <TextField
            label={CHAT_FILE_TEXTS.caption}
            value={caption}
            onChange={(event) => {
              setCaption(event.target.value);
              setClientId(newClientId());
            }}
            disabled={busy}
            multiline
            maxRows={4}
            slotProps={{ htmlInput: { maxLength: LIMITS.chatMessageMax } }}
          />
          {phase !== 'idle' && <UploadProgress phase={phase} percent={percent} />}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button color="inherit" onClick={busy ? cancel : onClose}>
          {CHAT_FILE_TEXTS.cancel}
        </Button>
        <Button
          variant="contained"
          onClick={() => void submit()}
          disabled={files.length === 0 || busy}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SendIcon />}
        >
          {busy ? CHAT_FILE_TEXTS.sending : CHAT_FILE_TEXTS.send}
        </Button>
      </DialogActions>
    </>
  );
}

export default function SendFilesDialog({ open, target, onClose, onSent }: SendFilesDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={open}
      // While bytes are on their way only Cancel stops them: a stray click or Escape does not.
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={fullScreen}
      aria-labelledby="send-files-title"
    >
      <DialogTitle id="send-files-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5 }}>
        <Box component="span" sx={{ flex: 1 }}>
          {CHAT_MESSAGES.sendFiles}
        </Box>
        <IconButton aria-label={CHAT_FILE_TEXTS.close} onClick={onClose} disabled={busy}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {/* The dialog unmounts its content once closed: each opening starts with an empty list,
          and closing aborts an upload still under way. */}
      <SendFilesForm target={target} onClose={onClose} onSent={onSent} onBusyChange={setBusy} />
    </Dialog>
  );
}
