// Find Users' four states per user (docs/product/chat.md): already in a conversation (open chat
// button), a request being sent or pending from them (disabled icon), a request sent
// (disabled check), or none (send request button).
import type { ReactNode } from 'react';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import CheckIcon from '@mui/icons-material/Check';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import { CHAT_SCREEN, type RelationState } from '@clanhall/shared';

export type UserState = RelationState | 'sending';

interface Props {
  state: UserState;
  busy: boolean;
  onOpenChat(): void;
  onSendRequest(): void;
}

function Action({
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  disabled?: boolean;
  color?: 'primary' | 'secondary';
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          color={color}
          sx={disabled ? undefined : { bgcolor: 'tint.gold.10' }}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export default function UserStateAction({ state, busy, onOpenChat, onSendRequest }: Props) {
  switch (state) {
    case 'conversation':
      return (
        <Action
          label={CHAT_SCREEN.openChat}
          icon={<ChatIcon fontSize="small" />}
          onClick={onOpenChat}
          disabled={busy}
          color="secondary"
        />
      );
    case 'sending':
      return <Action label={CHAT_SCREEN.sendingRequest} icon={<HourglassIcon fontSize="small" />} disabled />;
    case 'request_received':
      return <Action label={CHAT_SCREEN.requestPending} icon={<HourglassIcon fontSize="small" />} disabled />;
    case 'request_sent':
      return <Action label={CHAT_SCREEN.requestSentState} icon={<CheckIcon fontSize="small" />} disabled />;
    case 'none':
      return (
        <Action
          label={CHAT_SCREEN.sendRequest}
          icon={<PersonAddIcon fontSize="small" />}
          onClick={onSendRequest}
          color="primary"
        />
      );
  }
}
