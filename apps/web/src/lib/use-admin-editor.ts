// The back office's add/edit/delete flow, shared by its list screens (docs/product/back-office.md):
// which item the dialog edits, the save with its snackbar, and the delete confirmation (kept
// while it closes, so its text does not change during the animation). docs/product/back-office.md: every
// screen shows feedback as a snackbar, so a failed save's reason is said there only; the open
// dialog just says it was not saved, in other words (the reason is on screen once).
import { useState } from 'react';
import type { UseMutationResult } from '@tanstack/react-query';
import { ADMIN_FEEDBACK_TEXTS } from '@clanhall/shared';
import { useNotify } from '../components/feedback/notify';

interface EditorMessages {
  created: string;
  updated: string;
  saveFailed: string;
  deleted: string;
  deleteFailed: string;
}

export interface AdminEditorOptions<Item extends { id: number }, Input, Saved> {
  create: UseMutationResult<Saved, unknown, Input>;
  /** Absent where items are only created and deleted (chat rooms). */
  update?: UseMutationResult<Saved, unknown, Input & { id: number }>;
  remove: UseMutationResult<unknown, unknown, number>;
  messages: EditorMessages;
  /** The message of a failed save (the screens differ: docs/product/back-office.md). */
  saveErrorText(error: unknown, fallback: string): string;
  /** The message of a refused delete; the screen's own text unless told (a plan once held: the server's 409 says why). */
  deleteErrorText?(error: unknown, fallback: string): string;
  onSaved?(saved: Saved, item: Item | undefined): void;
}

export function useAdminEditor<Item extends { id: number }, Input, Saved>(options: AdminEditorOptions<Item, Input, Saved>) {
  const { create, update, remove, messages, saveErrorText, deleteErrorText, onSaved } = options;
  const notify = useNotify();
  // `key` remounts the dialog, so each opening starts from the item's values.
  const [editing, setEditing] = useState<{ item?: Item; key: number } | null>(null);
  const [saveFailed, setSaveFailed] = useState(false);
  const [deleting, setDeleting] = useState<{ item: Item; open: boolean } | null>(null);

  function openEditor(item?: Item) {
    setSaveFailed(false);
    setEditing({ item, key: Date.now() });
  }

  function save(input: Input) {
    const item = editing?.item;
    const callbacks = {
      onSuccess: (saved: Saved) => {
        notify(item ? messages.updated : messages.created, 'success');
        onSaved?.(saved, item);
        setEditing(null);
      },
      onError: (error: unknown) => {
        setSaveFailed(true);
        notify(saveErrorText(error, messages.saveFailed), 'error');
      },
    };
    setSaveFailed(false);
    if (item) update?.mutate({ ...input, id: item.id }, callbacks);
    else create.mutate(input, callbacks);
  }

  const closeDelete = () => setDeleting((d) => (d ? { ...d, open: false } : d));

  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.item.id, {
      onSuccess: () => notify(messages.deleted, 'success'),
      onError: (error) => notify(deleteErrorText?.(error, messages.deleteFailed) ?? messages.deleteFailed, 'error'),
      onSettled: closeDelete,
    });
  }

  return {
    /** The dialog's state: null when closed; `item` undefined for a new one. */
    editing,
    openEditor,
    closeEditor: () => setEditing(null),
    save,
    saving: create.isPending || (update?.isPending ?? false),
    /** What the open dialog says after a failed save (the reason is in the snackbar). */
    saveError: saveFailed ? ADMIN_FEEDBACK_TEXTS.notSaved : undefined,
    askDelete: (item: Item) => setDeleting({ item, open: true }),
    /** The item the confirmation names (kept while it closes). */
    deleteTarget: deleting?.item,
    deleteDialog: { open: deleting?.open ?? false, busy: remove.isPending, onConfirm: confirmDelete, onClose: closeDelete },
  };
}
