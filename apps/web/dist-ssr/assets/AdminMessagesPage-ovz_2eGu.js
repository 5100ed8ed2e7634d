import { m as createSvgIcon, j as jsxRuntimeExports, b4 as useInfiniteQuery, b5 as infiniteQueryOptions, R as http, ai as useQueryClient, P as Paper, B as Box, T as Typography, g as Chip, Q as IconButton, F as useNotify, r as reactExports, ak as PageSpinner, X as Alert, b as Button, k as CircularProgress } from "../entry-server.js";
import { D as DeleteIcon, A as AdminPageHeader } from "./DeleteOutline-BYYdp2_U.js";
import { C as ConfirmDialog } from "./ConfirmDialog-CI4ft-OJ.js";
import { u as useMutation, T as Tooltip } from "./Tooltip-BmrJGe0b.js";
import { b as ADMIN_MESSAGES_TEXTS } from "./messages-content-BUqLbjPU.js";
import { L as Link } from "./Link-CT66b_q-.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./ArrowBack-C79c5F_r.js";
import "./DialogTitle-C2qrLSly.js";
import "./useControlled-nG0z-tRK.js";
const InboxIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5v-3h3.56c.69 1.19 1.97 2 3.45 2s2.75-.81 3.45-2H19zm0-5h-4.99c0 1.1-.9 2-2 2s-2-.9-2-2H5V5h14z"
}), "InboxOutlined");
const MESSAGES_PAGE_SIZE = 20;
const contactMessagesKey = ["admin", "contact-messages"];
function getContactMessages(offset) {
  return http.get(`/api/admin/contact-messages?limit=${MESSAGES_PAGE_SIZE}&offset=${offset}`);
}
const contactMessagesQuery = infiniteQueryOptions({
  queryKey: contactMessagesKey,
  queryFn: ({ pageParam }) => getContactMessages(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((sum, page) => sum + page.messages.length, 0);
    return last.messages.length > 0 && loaded < last.total ? loaded : void 0;
  },
  staleTime: 0
});
function useContactMessages() {
  return useInfiniteQuery(contactMessagesQuery);
}
function deleteMessage(id) {
  return http.delete(`/api/admin/contact-messages/${id}`);
}
function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactMessagesKey })
  });
}
function setMessageRead({ id, is_read }) {
  return http.put(`/api/admin/contact-messages/${id}/read`, { is_read });
}
function useSetMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMessageRead,
    onSuccess: ({ message }) => {
      queryClient.setQueryData(contactMessagesKey, (data) => {
        if (!data) return data;
        const before = data.pages.flatMap((p) => p.messages).find((m) => m.id === message.id);
        const delta = before && before.is_read !== message.is_read ? message.is_read ? -1 : 1 : 0;
        return {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            unread: Math.max(0, page.unread + delta),
            messages: page.messages.map((m) => m.id === message.id ? message : m)
          }))
        };
      });
    }
  });
}
const MarkReadIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M21.99 8c0-.72-.37-1.35-.94-1.7L12 1 2.95 6.3C2.38 6.65 2 7.28 2 8v10c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0v.01L12 13 4 8l8-4.68zM4 18v-7.66l8 5.02 7.99-4.99L20 18z"
}), "DraftsOutlined");
const MarkUnreadIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M22 8.98V18c0 1.1-.9 2-2 2H4c-1.1 0-2-.9-2-2l.01-12c0-1.1.89-2 1.99-2h10.1c-.06.32-.1.66-.1 1s.04.68.1 1H4l8 5 3.67-2.29c.47.43 1.02.76 1.63.98L12 13 4 8v10h16V9.9c.74-.15 1.42-.48 2-.92M16 5c0 1.66 1.34 3 3 3s3-1.34 3-3-1.34-3-3-3-3 1.34-3 3"
}), "MarkEmailUnreadOutlined");
const ReplyIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M10 9V5l-7 7 7 7v-4.1c5 0 8.5 1.6 11 5.1-1-5-4-10-11-11"
}), "ReplyOutlined");
function formatWhen(iso) {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit"
  });
}
function MessageCard({ message, busy, onToggleRead, onDelete }) {
  const unread = !message.is_read;
  const readLabel = unread ? ADMIN_MESSAGES_TEXTS.markRead : ADMIN_MESSAGES_TEXTS.markUnread;
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Paper,
    {
      component: "li",
      "data-testid": "contact-message",
      "data-unread": unread ? "true" : "false",
      "aria-label": `${message.name}, ${message.reason}${unread ? `, ${ADMIN_MESSAGES_TEXTS.unread}` : ""}`,
      sx: {
        p: { xs: 2, sm: 3 },
        position: "relative",
        overflow: "hidden",
        bgcolor: unread ? "rgba(212, 164, 76, 0.06)" : "background.paper",
        borderColor: unread ? "rgba(212, 164, 76, 0.4)" : void 0,
        "&::before": unread ? { content: '""', position: "absolute", left: 0, top: 0, bottom: 0, width: 4, bgcolor: "primary.main" } : void 0
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", gap: 2, alignItems: "flex-start", flexWrap: { xs: "wrap", sm: "nowrap" } }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { flex: 1, minWidth: 0 }, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", gap: 1, flexWrap: "wrap" }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "h2", sx: { fontWeight: unread ? 700 : 600, fontSize: "1.05rem" }, children: message.name }),
              unread && /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: ADMIN_MESSAGES_TEXTS.newBadge, color: "primary", size: "small" }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: message.reason, size: "small", variant: "outlined", color: "secondary" })
            ] }),
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", gap: 2, flexWrap: "wrap", mt: 0.5 }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(
                Link,
                {
                  href: `mailto:${message.email}`,
                  color: "primary.light",
                  underline: "hover",
                  variant: "body2",
                  sx: { overflowWrap: "anywhere" },
                  children: message.email
                }
              ),
              message.phone && /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", children: message.phone }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "time", dateTime: message.created_at, variant: "body2", color: "text.secondary", children: formatWhen(message.created_at) })
            ] })
          ] }),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", gap: 0.5, ml: { xs: -1, sm: 0 } }, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: ADMIN_MESSAGES_TEXTS.reply, children: /* @__PURE__ */ jsxRuntimeExports.jsx(IconButton, { component: "a", href: `mailto:${message.email}`, "aria-label": ADMIN_MESSAGES_TEXTS.reply, size: "small", color: "primary", children: /* @__PURE__ */ jsxRuntimeExports.jsx(ReplyIcon, { fontSize: "small" }) }) }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: readLabel, children: /* @__PURE__ */ jsxRuntimeExports.jsx("span", { children: /* @__PURE__ */ jsxRuntimeExports.jsx(
              IconButton,
              {
                "aria-label": readLabel,
                onClick: () => onToggleRead(message),
                disabled: busy,
                size: "small",
                color: "primary",
                children: unread ? /* @__PURE__ */ jsxRuntimeExports.jsx(MarkReadIcon, { fontSize: "small" }) : /* @__PURE__ */ jsxRuntimeExports.jsx(MarkUnreadIcon, { fontSize: "small" })
              }
            ) }) }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: ADMIN_MESSAGES_TEXTS.delete, children: /* @__PURE__ */ jsxRuntimeExports.jsx(IconButton, { "aria-label": ADMIN_MESSAGES_TEXTS.delete, onClick: () => onDelete(message), size: "small", color: "error", children: /* @__PURE__ */ jsxRuntimeExports.jsx(DeleteIcon, { fontSize: "small" }) }) })
          ] })
        ] }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          Typography,
          {
            "data-testid": "contact-message-text",
            sx: { mt: 2, whiteSpace: "pre-line", overflowWrap: "anywhere", lineHeight: 1.7 },
            children: message.message
          }
        )
      ]
    }
  );
}
function AdminMessagesPage() {
  const notify = useNotify();
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useContactMessages();
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  const [deleting, setDeleting] = reactExports.useState(null);
  reactExports.useEffect(() => {
    document.title = ADMIN_MESSAGES_TEXTS.title;
  }, []);
  const messages = data?.pages.flatMap((p) => p.messages) ?? [];
  const first = data?.pages[0];
  const unread = data?.pages.at(-1)?.unread ?? first?.unread ?? 0;
  function toggleRead(message) {
    setRead.mutate({ id: message.id, is_read: !message.is_read }, { onError: () => notify(ADMIN_MESSAGES_TEXTS.updateFailed, "error") });
  }
  function confirmDelete() {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notify(ADMIN_MESSAGES_TEXTS.deleted, "success"),
      onError: () => notify(ADMIN_MESSAGES_TEXTS.deleteFailed, "error"),
      onSettled: () => setDeleting(null)
    });
  }
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { width: "100%", maxWidth: 960, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      AdminPageHeader,
      {
        title: ADMIN_MESSAGES_TEXTS.title,
        subtitle: ADMIN_MESSAGES_TEXTS.subtitle,
        actions: first ? /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", gap: 1 }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { "data-testid": "unread-count", label: `${unread} ${ADMIN_MESSAGES_TEXTS.unread}`, color: unread > 0 ? "primary" : "default" }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: `${ADMIN_MESSAGES_TEXTS.total}: ${first.total}`, variant: "outlined" })
        ] }) : void 0
      }
    ),
    isPending ? /* @__PURE__ */ jsxRuntimeExports.jsx(PageSpinner, { label: ADMIN_MESSAGES_TEXTS.loading }) : isError ? /* @__PURE__ */ jsxRuntimeExports.jsx(
      Alert,
      {
        severity: "error",
        action: /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { color: "inherit", size: "small", onClick: () => void refetch(), children: ADMIN_MESSAGES_TEXTS.retry }),
        children: ADMIN_MESSAGES_TEXTS.loadFailed
      }
    ) : messages.length === 0 ? /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { sx: { p: { xs: 4, md: 6 }, textAlign: "center" }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(InboxIcon, { "aria-hidden": true, sx: { fontSize: 56, color: "primary.main", mb: 1.5 } }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "h2", variant: "h5", gutterBottom: true, children: ADMIN_MESSAGES_TEXTS.empty }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: ADMIN_MESSAGES_TEXTS.emptyText })
    ] }) : /* @__PURE__ */ jsxRuntimeExports.jsxs(jsxRuntimeExports.Fragment, { children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { component: "ul", sx: { listStyle: "none", m: 0, p: 0, display: "grid", gap: 2 }, children: messages.map((message) => /* @__PURE__ */ jsxRuntimeExports.jsx(
        MessageCard,
        {
          message,
          busy: setRead.isPending && setRead.variables?.id === message.id,
          onToggleRead: toggleRead,
          onDelete: setDeleting
        },
        message.id
      )) }),
      hasNextPage && /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", justifyContent: "center", mt: 4 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
        Button,
        {
          variant: "outlined",
          onClick: () => void fetchNextPage(),
          disabled: isFetchingNextPage,
          startIcon: isFetchingNextPage ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 16, color: "inherit", "aria-hidden": true }) : void 0,
          children: ADMIN_MESSAGES_TEXTS.loadMore
        }
      ) })
    ] }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      ConfirmDialog,
      {
        open: deleting !== null,
        title: ADMIN_MESSAGES_TEXTS.deleteTitle,
        message: ADMIN_MESSAGES_TEXTS.deleteConfirm,
        confirmLabel: ADMIN_MESSAGES_TEXTS.deleteAction,
        busy: remove.isPending,
        onConfirm: confirmDelete,
        onClose: () => setDeleting(null)
      }
    )
  ] });
}
export {
  AdminMessagesPage as default
};
