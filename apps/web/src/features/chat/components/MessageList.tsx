// The message list (docs/product/chat.md Messages): oldest at the top, the newest page first,
// older pages loaded as the member scrolls up (`before`) with the view kept where it was, a
// separator per day (short-month dates, docs/product/chat.md), and the view kept at the bottom as messages
// arrive while the member is reading there (or sends one).
import { Fragment, useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import { CHAT_SCREEN } from '@clanhall/shared';
import { dayKey, messageDay } from '../chat-dates';
import type { ChatTarget } from '../chat-target';
import type { ShownMessage, ThreadData } from '../thread/thread-data';
import MessageRow from './MessageRow';

interface Props {
  target: ChatTarget;
  data: ThreadData;
  myId: number;
  canDeleteAllFiles: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
  onReport(message: ShownMessage): void;
  onRetry(message: ShownMessage): void;
  onAttachmentDeleted(messageId: number, attachmentId: number): void;
}

/** How close to an edge (px) counts as being there. */
const NEAR_TOP = 160;
const NEAR_BOTTOM = 96;
/** Messages by one author this close together are one run (one picture, one name). */
const RUN_GAP_MS = 5 * 60_000;

function leadsRun(message: ShownMessage, previous: ShownMessage | undefined): boolean {
  if (!previous || previous.sender_id !== message.sender_id || dayKey(previous.created_at) !== dayKey(message.created_at))
    return true;
  return Date.parse(message.created_at) - Date.parse(previous.created_at) > RUN_GAP_MS;
}

export default function MessageList({
  target,
  data,
  myId,
  canDeleteAllFiles,
  loadingOlder,
  onLoadOlder,
  onReport,
  onRetry,
  onAttachmentDeleted,
}: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  /** Distance from the bottom before an older page was added, to put the view back. */
  const keepFromBottom = useRef<number | null>(null);
  const messages = data.messages;
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const lastIsOwn = messages[messages.length - 1]?.is_own ?? false;

  const requestOlder = useCallback(() => {
    const el = scroller.current;
    if (!el || !data.hasOlder || loadingOlder) return;
    keepFromBottom.current = el.scrollHeight - el.scrollTop;
    onLoadOlder();
  }, [data.hasOlder, loadingOlder, onLoadOlder]);

  const onScroll = () => {
    const el = scroller.current;
    if (!el) return;
    atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_BOTTOM;
    if (el.scrollTop < NEAR_TOP) requestOlder();
  };

  // Older messages above: the same message stays under the reader's eyes.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el || keepFromBottom.current === null) return;
    el.scrollTop = el.scrollHeight - keepFromBottom.current;
    keepFromBottom.current = null;
  }, [firstId]);

  // An older page that brought nothing leaves no place to put back.
  useEffect(() => {
    if (!loadingOlder) keepFromBottom.current = null;
  }, [loadingOlder]);

  // New messages below: follow them when reading at the bottom, or after one's own send.
  const shownLast = useRef(lastId);
  useLayoutEffect(() => {
    const el = scroller.current;
    const appended = shownLast.current !== lastId;
    shownLast.current = lastId;
    if (!el || !appended) return;
    if (atBottom.current || lastIsOwn) {
      el.scrollTop = el.scrollHeight;
      atBottom.current = true;
    }
  }, [lastId, lastIsOwn]);

  // The first page opens at the bottom.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, []);

  // Pictures load after the text: stay at the bottom while they grow the list.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    });
    observer.observe(inner);
    return () => observer.disconnect();
  }, []);

  // A first page too short to scroll cannot be scrolled up: ask for the older one at once.
  useEffect(() => {
    const el = scroller.current;
    if (el && data.hasOlder && !loadingOlder && el.scrollHeight <= el.clientHeight) requestOlder();
  }, [data.hasOlder, loadingOlder, requestOlder, messages.length]);

  return (
    <Box sx={{ flex: 1, minHeight: 0, position: 'relative', display: 'flex', flexDirection: 'column' }}>
      {loadingOlder && (
        // Over the list, not in it: the messages do not move while an older page loads.
        <Box
          sx={{
            position: 'absolute',
            top: 12,
            left: 0,
            right: 0,
            display: 'flex',
            justifyContent: 'center',
            zIndex: 1,
            pointerEvents: 'none',
          }}
        >
          <Box
            sx={{ bgcolor: 'background.paper', borderRadius: '50%', p: 0.75, border: 1, borderColor: 'divider', display: 'flex' }}
          >
            <CircularProgress size={20} aria-label={CHAT_SCREEN.loadingOlder} />
          </Box>
        </Box>
      )}
      <Box
        ref={scroller}
        onScroll={onScroll}
        data-testid="message-list"
        role="log"
        aria-live="polite"
        aria-label={CHAT_SCREEN.heading}
        sx={{ flex: 1, minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain', px: { xs: 1.5, md: 3 }, py: 2 }}
      >
        <Box ref={content}>
          {messages.length === 0 && (
            <Box sx={{ textAlign: 'center', color: 'text.secondary', py: 8 }}>
              <ForumIcon sx={{ fontSize: 40, color: 'primary.main', opacity: 0.6 }} />
              <Typography sx={{ mt: 1 }}>{CHAT_SCREEN.noMessages}</Typography>
            </Box>
          )}
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || dayKey(previous.created_at) !== dayKey(message.created_at);
            return (
              // A send keeps its row when the server's message replaces it (same client_id).
              <Fragment key={message.client_id ? `c-${message.client_id}` : `m-${message.id}`}>
                {newDay && (
                  <Divider sx={{ my: 2, '&::before, &::after': { borderColor: 'divider' } }}>
                    <Typography variant="caption" color="text.secondary" fontWeight={600} data-testid="day-separator">
                      {messageDay(message.created_at)}
                    </Typography>
                  </Divider>
                )}
                <MessageRow
                  message={message}
                  target={target}
                  leads={leadsRun(message, previous) || newDay}
                  showNames={target.kind === 'room'}
                  canDeleteFiles={canDeleteAllFiles || message.sender_id === myId}
                  onReport={onReport}
                  onRetry={onRetry}
                  onAttachmentDeleted={onAttachmentDeleted}
                />
              </Fragment>
            );
          })}
        </Box>
      </Box>
    </Box>
  );
}
