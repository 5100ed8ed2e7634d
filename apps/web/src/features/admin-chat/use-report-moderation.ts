// The moderation queue's flow (docs/product/chat.md): which report is being answered and how, the
// confirmation, and the snackbars. The confirmation keeps its report while it closes, so its
// text does not change during the animation.
import { useState } from 'react';
import { ADMIN_CHAT_MESSAGES as M, type MessageReport } from '@clanhall/shared';
import { useNotify } from '../../components/feedback/notify';
import { errorText } from '../../lib/http';
import { useDismissReport } from './api/dismiss-report';
import { useRemoveReportedMessage } from './api/remove-reported-message';

type Answer = 'dismiss' | 'remove';

export function useReportModeration() {
  const notify = useNotify();
  const dismiss = useDismissReport();
  const remove = useRemoveReportedMessage();
  const [pending, setPending] = useState<{ report: MessageReport; answer: Answer; open: boolean } | null>(null);

  const close = () => setPending((p) => (p ? { ...p, open: false } : p));

  function confirm() {
    if (!pending) return;
    const mutation = pending.answer === 'dismiss' ? dismiss : remove;
    const [done, failed] =
      pending.answer === 'dismiss' ? [M.reportDismissed, M.dismissFailed] : [M.messageDeleted, M.deleteMessageFailed];
    mutation.mutate(pending.report.id, {
      onSuccess: () => notify(done, 'success'),
      // 'This report has already been handled' when another administrator was quicker.
      onError: (error) => notify(errorText(error, failed), 'error'),
      onSettled: close,
    });
  }

  const answer = pending?.answer ?? 'dismiss';
  return {
    askDismiss: (report: MessageReport) => setPending({ report, answer: 'dismiss', open: true }),
    askRemove: (report: MessageReport) => setPending({ report, answer: 'remove', open: true }),
    confirmDialog: {
      open: pending?.open ?? false,
      busy: dismiss.isPending || remove.isPending,
      title: answer === 'dismiss' ? M.dismissReport : M.deleteMessage,
      message: answer === 'dismiss' ? M.confirmDismiss : M.confirmDeleteMessage,
      confirmLabel: answer === 'dismiss' ? M.dismiss : M.delete,
      onConfirm: confirm,
      onClose: close,
    },
  };
}
