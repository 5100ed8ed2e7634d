// The two status dialogs' flow (docs/product/back-office.md): which order or item is being changed,
// the save with its snackbar ('Order status updated successfully' / 'Error updating order
// status', and the same for items). docs/product/back-office.md: feedback is a snackbar, so the open dialog says only
// that nothing was saved, in other words (the spec's text is on screen once).
import { useState } from 'react';
import { ADMIN_FEEDBACK_TEXTS, ADMIN_ORDER_MESSAGES as M, type Order, type OrderItem, type OrderStatus } from '@clanhall/shared';
import { useNotify } from '../../components/feedback/notify';
import { useSetItemStatus } from './api/set-item-status';
import { useSetOrderStatus } from './api/set-order-status';

export type StatusTarget = { kind: 'order'; order: Order } | { kind: 'item'; item: OrderItem };

export function useStatusEditor() {
  const notify = useNotify();
  const setOrderStatus = useSetOrderStatus();
  const setItemStatus = useSetItemStatus();
  // `key` remounts the dialog, so each opening starts from the current status.
  const [target, setTarget] = useState<(StatusTarget & { key: number }) | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);

  function open(next: StatusTarget) {
    setSaveFailed(false);
    setTarget({ ...next, key: Date.now() });
  }

  function submit(status: OrderStatus) {
    if (!target) return;
    const callbacks = (done: string, failed: string) => ({
      onSuccess: () => {
        notify(done, 'success');
        setTarget(null);
      },
      onError: () => {
        setSaveFailed(true);
        notify(failed, 'error');
      },
    });
    setSaveFailed(false);
    if (target.kind === 'order') {
      setOrderStatus.mutate({ id: target.order.id, status }, callbacks(M.statusUpdated, M.statusFailed));
    } else {
      setItemStatus.mutate({ id: target.item.id, status }, callbacks(M.itemStatusUpdated, M.itemStatusFailed));
    }
  }

  return {
    target,
    /** What the open dialog says after a failed save (the reason is in the snackbar). */
    error: saveFailed ? ADMIN_FEEDBACK_TEXTS.notSaved : undefined,
    saving: setOrderStatus.isPending || setItemStatus.isPending,
    editOrder: (order: Order) => open({ kind: 'order', order }),
    editItem: (item: OrderItem) => open({ kind: 'item', item }),
    submit,
    close: () => setTarget(null),
  };
}
