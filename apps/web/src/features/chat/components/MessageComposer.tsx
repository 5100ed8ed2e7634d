// Writing a message (docs/product/chat.md): an attach button, a textarea that grows from 36
// to 120 px, and a send button. Enter sends, Shift+Enter adds a line; a blank text is not
// sent. Typing is announced to the others in the chat while the member writes.
import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_SCREEN, LIMITS } from '@clanhall/shared';

const MIN_HEIGHT = 36;
const MAX_HEIGHT = 120;

interface Props {
  disabled: boolean;
  /** Sends the text; false when it was not sent (the text then stays). */
  onSend(text: string): boolean;
  onTyped(text: string): void;
  onStopTyping(): void;
  onAttach(): void;
}

export default function MessageComposer({ disabled, onSend, onTyped, onStopTyping, onAttach }: Props) {
  const [text, setText] = useState('');
  const area = useRef<HTMLTextAreaElement>(null);

  // Grows with the text between the two heights, then scrolls.
  useLayoutEffect(() => {
    const el = area.current;
    if (!el) return;
    el.style.height = 'auto';
    const height = Math.min(Math.max(el.scrollHeight, MIN_HEIGHT), MAX_HEIGHT);
    el.style.height = `${height}px`;
    el.style.overflowY = el.scrollHeight > MAX_HEIGHT ? 'auto' : 'hidden';
  }, [text]);

  function send() {
    if (disabled || !text.trim()) return;
    if (onSend(text)) {
      setText('');
      onStopTyping();
    }
    area.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // An IME still composing uses Enter to pick its word.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'flex-end',
        gap: 1,
        px: { xs: 1, md: 2 },
        py: 1.5,
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'tint.abyss.35',
      }}
    >
      <Tooltip title={CHAT_SCREEN.attach}>
        <span>
          <IconButton aria-label={CHAT_SCREEN.attach} onClick={onAttach} disabled={disabled} sx={{ mb: 0.25 }}>
            <AttachFileIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Box
        sx={{
          flex: 1,
          minWidth: 0,
          display: 'flex',
          border: 1,
          borderColor: 'divider',
          borderRadius: 4.5,
          bgcolor: 'tint.white.4',
          px: 1.75,
          py: 0.5,
          transition: 'border-color 120ms',
          '&:focus-within': { borderColor: 'primary.main' },
        }}
      >
        <Box
          component="textarea"
          ref={area}
          rows={1}
          value={text}
          disabled={disabled}
          maxLength={LIMITS.chatMessageMax}
          placeholder={CHAT_SCREEN.messagePlaceholder}
          aria-label="Message"
          onChange={(event: ChangeEvent<HTMLTextAreaElement>) => {
            setText(event.target.value);
            onTyped(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onBlur={onStopTyping}
          sx={{
            flex: 1,
            resize: 'none',
            border: 0,
            outline: 0,
            bgcolor: 'transparent',
            color: 'text.primary',
            font: 'inherit',
            fontSize: '0.95rem',
            lineHeight: '20px',
            py: '8px',
            px: 0,
            m: 0,
            boxSizing: 'border-box',
            minHeight: MIN_HEIGHT,
            maxHeight: MAX_HEIGHT,
            '&::placeholder': { color: 'text.secondary', opacity: 1 },
          }}
        />
      </Box>
      <IconButton
        aria-label={CHAT_SCREEN.send}
        onClick={send}
        disabled={disabled || !text.trim()}
        sx={{
          mb: 0.25,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          '&:hover': { bgcolor: 'primary.light' },
          '&.Mui-disabled': { bgcolor: 'tint.gold.18', color: 'tint.goldInk.60' },
        }}
      >
        <SendIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
