// The open chat lives in the address (/messages?conversation=12 or ?room=3), so a link, a
// notification or Back can open one, and a reload keeps it.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ChatTarget } from './chat-target';

const PARAM = { conversation: 'conversation', room: 'room' } as const;

function idParam(value: string | null): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

export function useChatSelection(): [ChatTarget | null, (target: ChatTarget | null) => void] {
  const [params, setParams] = useSearchParams();
  const conversation = idParam(params.get(PARAM.conversation));
  const room = idParam(params.get(PARAM.room));
  const target = useMemo<ChatTarget | null>(
    () => (conversation ? { kind: 'conversation', id: conversation } : room ? { kind: 'room', id: room } : null),
    [conversation, room],
  );
  const select = useCallback(
    (next: ChatTarget | null) => {
      // Opening a chat is a step Back undoes; closing one (after clearing it) is not.
      if (next) setParams({ [PARAM[next.kind]]: String(next.id) });
      else setParams({}, { replace: true });
    },
    [setParams],
  );
  return [target, select];
}
