import { aA as useTheme, aB as getThemeProps, r as reactExports, aC as React, aD as useEnhancedEffect, aE as THEME_ID, a5 as ApiError, aF as SAVE_STATUS_MESSAGES, ai as useQueryClient, R as http, aj as useQuery, aG as queryOptions, m as createSvgIcon, j as jsxRuntimeExports, B as Box, Q as IconButton, g as Chip, P as Paper, T as Typography, U as UI, ao as useTheme$1, a7 as Stack, X as Alert, W as MenuItem, b as Button, k as CircularProgress, t as generateUtilityClass, v as generateUtilityClasses, w as useDefaultProps, z as clsx, A as composeClasses, s as styled, o as memoTheme, q as PropTypes, a1 as capitalize, F as useNotify, aH as ADMIN_BLOG_MESSAGES, ak as PageSpinner } from "../entry-server.js";
import { A as AddIcon } from "./Add-DLSFCrYk.js";
import { D as DeleteIcon, A as AdminPageHeader } from "./DeleteOutline-BYYdp2_U.js";
import { C as ConfirmDialog } from "./ConfirmDialog-CI4ft-OJ.js";
import { u as useMutation, T as Tooltip } from "./Tooltip-BmrJGe0b.js";
import { A as ArticleIcon } from "./ArticleOutlined-CLAUnIQS.js";
import { P as PeopleIcon } from "./PeopleOutline-w5DdytTJ.js";
import { S as StatTile } from "./StatTile-CzBlq5fn.js";
import { A as ADMIN_BLOG_TEXTS } from "./messages-content-BUqLbjPU.js";
import { I as ImageInput } from "./ImageInput-DUGRuvDY.js";
import { D as Dialog, a as DialogTitle, b as DialogContent, c as DialogActions } from "./DialogTitle-C2qrLSly.js";
import { T as TextField } from "./TextField-BFia2aqG.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./ArrowBack-C79c5F_r.js";
import "./useControlled-nG0z-tRK.js";
import "./isMuiElement-CleH_1Ir.js";
function useMediaQueryOld(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
  const [match, setMatch] = reactExports.useState(() => {
    if (noSsr && matchMedia) {
      return matchMedia(query).matches;
    }
    if (ssrMatchMedia) {
      return ssrMatchMedia(query).matches;
    }
    return defaultMatches;
  });
  useEnhancedEffect(() => {
    if (!matchMedia) {
      return void 0;
    }
    const queryList = matchMedia(query);
    const updateMatch = () => {
      setMatch(queryList.matches);
    };
    updateMatch();
    queryList.addEventListener("change", updateMatch);
    return () => {
      queryList.removeEventListener("change", updateMatch);
    };
  }, [query, matchMedia]);
  return match;
}
const safeReact = {
  ...React
};
const maybeReactUseSyncExternalStore = safeReact.useSyncExternalStore;
function useMediaQueryNew(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr) {
  const getDefaultSnapshot = reactExports.useCallback(() => defaultMatches, [defaultMatches]);
  const getServerSnapshot = reactExports.useMemo(() => {
    if (noSsr && matchMedia) {
      return () => matchMedia(query).matches;
    }
    if (ssrMatchMedia !== null) {
      const {
        matches
      } = ssrMatchMedia(query);
      return () => matches;
    }
    return getDefaultSnapshot;
  }, [getDefaultSnapshot, query, ssrMatchMedia, noSsr, matchMedia]);
  const [getSnapshot, subscribe] = reactExports.useMemo(() => {
    if (matchMedia === null) {
      return [getDefaultSnapshot, () => () => {
      }];
    }
    const mediaQueryList = matchMedia(query);
    return [() => mediaQueryList.matches, (notify) => {
      mediaQueryList.addEventListener("change", notify);
      return () => {
        mediaQueryList.removeEventListener("change", notify);
      };
    }];
  }, [getDefaultSnapshot, matchMedia, query]);
  const match = maybeReactUseSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
  return match;
}
function unstable_createUseMediaQuery(params = {}) {
  const {
    themeId
  } = params;
  return function useMediaQuery2(queryInput, options = {}) {
    let theme = useTheme();
    if (theme && themeId) {
      theme = theme[themeId] || theme;
    }
    const supportMatchMedia = typeof window !== "undefined" && typeof window.matchMedia !== "undefined";
    const {
      defaultMatches = false,
      matchMedia = supportMatchMedia ? window.matchMedia : null,
      ssrMatchMedia = null,
      noSsr = false
    } = getThemeProps({
      name: "MuiUseMediaQuery",
      props: options,
      theme
    });
    if (process.env.NODE_ENV !== "production") {
      if (typeof queryInput === "function" && theme === null) {
        console.error(["MUI: The `query` argument provided is invalid.", "You are providing a function without a theme in the context.", "One of the parent elements needs to use a ThemeProvider."].join("\n"));
      }
    }
    let query = typeof queryInput === "function" ? queryInput(theme) : queryInput;
    query = query.replace(/^@media( ?)/m, "");
    if (query.includes("print")) {
      console.warn([`MUI: You have provided a \`print\` query to the \`useMediaQuery\` hook.`, "Using the print media query to modify print styles can lead to unexpected results.", "Consider using the `displayPrint` field in the `sx` prop instead.", "More information about `displayPrint` on our docs: https://mui.com/system/display/#display-in-print."].join("\n"));
    }
    const useMediaQueryImplementation = maybeReactUseSyncExternalStore !== void 0 ? useMediaQueryNew : useMediaQueryOld;
    const match = useMediaQueryImplementation(query, defaultMatches, matchMedia, ssrMatchMedia, noSsr);
    if (process.env.NODE_ENV !== "production") {
      reactExports.useDebugValue({
        query,
        match
      });
    }
    return match;
  };
}
unstable_createUseMediaQuery();
const useMediaQuery = unstable_createUseMediaQuery({
  themeId: THEME_ID
});
function saveErrorMessage(error, fallback) {
  const status = error instanceof ApiError ? error.status : void 0;
  const serverError = error instanceof ApiError ? error.serverError : void 0;
  switch (status) {
    case 413:
      return SAVE_STATUS_MESSAGES[413];
    case 400:
      return serverError || SAVE_STATUS_MESSAGES[400];
    case 401:
      return SAVE_STATUS_MESSAGES[401];
    case 500:
      return SAVE_STATUS_MESSAGES[500];
    default:
      return serverError || fallback;
  }
}
const adminPostsKey = ["admin", "blog-posts"];
function refreshPosts(queryClient) {
  void queryClient.invalidateQueries({ queryKey: adminPostsKey });
  void queryClient.invalidateQueries({ queryKey: ["blog"] });
}
function createPost(body) {
  return http.post("/api/admin/blog-posts", body);
}
function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createPost, onSuccess: () => refreshPosts(queryClient) });
}
function deletePost(id) {
  return http.delete(`/api/admin/blog-posts/${id}`);
}
function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePost, onSuccess: () => refreshPosts(queryClient) });
}
function getAdminPosts() {
  return http.get("/api/admin/blog-posts?limit=500");
}
const adminPostsQuery = queryOptions({ queryKey: adminPostsKey, queryFn: getAdminPosts, staleTime: 0 });
function useAdminPosts() {
  return useQuery(adminPostsQuery);
}
function setPostStatus({ id, status }) {
  return http.put(`/api/admin/blog-posts/${id}/status`, { status });
}
function useSetPostStatus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setPostStatus, onSuccess: () => refreshPosts(queryClient) });
}
function updatePost({ id, ...body }) {
  return http.put(`/api/admin/blog-posts/${id}`, body);
}
function useUpdatePost() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updatePost, onSuccess: () => refreshPosts(queryClient) });
}
const DraftIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M3 10h11v2H3zm0-2h11V6H3zm0 8h7v-2H3zm15.01-3.13.71-.71c.39-.39 1.02-.39 1.41 0l.71.71c.39.39.39 1.02 0 1.41l-.71.71zm-.71.71-5.3 5.3V21h2.12l5.3-5.3z"
}), "EditNoteOutlined");
const PublishedIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M16.59 7.58 10 14.17l-3.59-3.58L5 12l5 5 8-8zM12 2C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8"
}), "CheckCircleOutline");
function BlogStats({ posts }) {
  const published = posts.filter((p) => p.status === "published").length;
  const authors = new Set(posts.map((p) => p.author_name).filter(Boolean)).size;
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Box,
    {
      sx: {
        display: "grid",
        gap: 2,
        gridTemplateColumns: { xs: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" },
        mb: 4
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(StatTile, { label: ADMIN_BLOG_TEXTS.totalPosts, value: posts.length, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArticleIcon, {}) }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(StatTile, { label: ADMIN_BLOG_TEXTS.published, value: published, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PublishedIcon, {}) }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(StatTile, { label: ADMIN_BLOG_TEXTS.drafts, value: posts.length - published, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(DraftIcon, {}) }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(StatTile, { label: ADMIN_BLOG_TEXTS.authors, value: authors, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PeopleIcon, {}) })
      ]
    }
  );
}
const EditIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "m14.06 9.02.92.92L5.92 19H5v-.92zM17.66 3c-.25 0-.51.1-.7.29l-1.83 1.83 3.75 3.75 1.83-1.83c.39-.39.39-1.02 0-1.41l-2.34-2.34c-.2-.2-.45-.29-.71-.29m-3.6 3.19L3 17.25V21h3.75L17.81 9.94z"
}), "EditOutlined");
const PublishIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M5 4v2h14V4zm0 10h4v6h6v-6h4l-7-7z"
}), "Publish");
const UnpublishedIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M7.94 5.12 6.49 3.66C8.07 2.61 9.96 2 12 2c5.52 0 10 4.48 10 10 0 2.04-.61 3.93-1.66 5.51l-1.46-1.46C19.59 14.86 20 13.48 20 12c0-4.41-3.59-8-8-8-1.48 0-2.86.41-4.06 1.12m9.72 4.41-1.41-1.41-2.65 2.65 1.41 1.41zm2.12 13.08-2.27-2.27C15.93 21.39 14.04 22 12 22 6.48 22 2 17.52 2 12c0-2.04.61-3.93 1.66-5.51L1.39 4.22 2.8 2.81l18.38 18.38zm-3.72-3.73L12.18 15l-1.59 1.59-4.24-4.24 1.41-1.41 2.83 2.83.18-.18-5.65-5.65C4.41 9.14 4 10.52 4 12c0 4.41 3.59 8 8 8 1.48 0 2.86-.41 4.06-1.12"
}), "UnpublishedOutlined");
function PostActions({
  post,
  busy,
  onEdit,
  onToggleStatus,
  onDelete
}) {
  const toggleLabel = post.status === "published" ? ADMIN_BLOG_TEXTS.setDraft : ADMIN_BLOG_TEXTS.publish;
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", gap: 0.5, justifyContent: "flex-end" }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: ADMIN_BLOG_TEXTS.editPost, children: /* @__PURE__ */ jsxRuntimeExports.jsx(IconButton, { "aria-label": ADMIN_BLOG_TEXTS.editPost, onClick: () => onEdit(post), size: "small", color: "primary", children: /* @__PURE__ */ jsxRuntimeExports.jsx(EditIcon, { fontSize: "small" }) }) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: toggleLabel, children: /* @__PURE__ */ jsxRuntimeExports.jsx("span", { children: /* @__PURE__ */ jsxRuntimeExports.jsx(
      IconButton,
      {
        "aria-label": toggleLabel,
        onClick: () => onToggleStatus(post),
        size: "small",
        color: post.status === "published" ? "warning" : "success",
        disabled: busy,
        children: post.status === "published" ? /* @__PURE__ */ jsxRuntimeExports.jsx(UnpublishedIcon, { fontSize: "small" }) : /* @__PURE__ */ jsxRuntimeExports.jsx(PublishIcon, { fontSize: "small" })
      }
    ) }) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: ADMIN_BLOG_TEXTS.deletePost, children: /* @__PURE__ */ jsxRuntimeExports.jsx(IconButton, { "aria-label": ADMIN_BLOG_TEXTS.deletePost, onClick: () => onDelete(post), size: "small", color: "error", children: /* @__PURE__ */ jsxRuntimeExports.jsx(DeleteIcon, { fontSize: "small" }) }) })
  ] });
}
function adminExcerpt(text, length) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
function splitTags(tags) {
  return (tags ?? "").split(",").map((t) => t.trim()).filter(Boolean);
}
function formatShortDate(iso) {
  return new Date(iso).toLocaleDateString("en-US", { year: "numeric", month: "short", day: "numeric" });
}
function PostStatusChip({ status }) {
  return status === "published" ? /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: ADMIN_BLOG_TEXTS.statusPublished, color: "success", size: "small", variant: "outlined" }) : /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: ADMIN_BLOG_TEXTS.statusDraft, color: "warning", size: "small", variant: "outlined" });
}
function TagChips({ tags }) {
  const list = splitTags(tags);
  if (list.length === 0) return /* @__PURE__ */ jsxRuntimeExports.jsx("span", { "aria-hidden": true, children: "—" });
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", flexWrap: "wrap", gap: 0.5 }, children: list.map((tag) => /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: tag, size: "small" }, tag)) });
}
function PostCardsList({
  posts,
  busyId,
  ...handlers
}) {
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { component: "ul", sx: { listStyle: "none", p: 0, m: 0, display: "grid", gap: 2 }, children: posts.map((post) => /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { component: "li", sx: { p: 2 }, "data-testid": "admin-post-row", children: [
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", justifyContent: "space-between", gap: 1, alignItems: "flex-start" }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { sx: { fontWeight: 600, minWidth: 0, overflowWrap: "anywhere" }, children: post.title }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(PostStatusChip, { status: post.status })
    ] }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", sx: { mt: 0.75 }, children: adminExcerpt(post.content, UI.adminExcerpt) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { mt: 1.5 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(TagChips, { tags: post.tags }) }),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", justifyContent: "space-between", mt: 1.5, gap: 1 }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { variant: "body2", color: "text.secondary", children: [
        post.author_name,
        " · ",
        formatShortDate(post.created_at)
      ] }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(PostActions, { post, busy: busyId === post.id, ...handlers })
    ] })
  ] }, post.id)) });
}
function initialForm(post) {
  return {
    title: post?.title ?? "",
    content: post?.content ?? "",
    image_url: post?.image_url ?? "",
    tags: post?.tags ?? "",
    // back-office.md §4: new posts default to published.
    status: post?.status ?? "published"
  };
}
function PostDialog({ open, post, saving, error, onSave, onClose }) {
  const theme = useTheme$1();
  const fullScreen = useMediaQuery(theme.breakpoints.down("sm"));
  const [form, setForm] = reactExports.useState(() => initialForm(post));
  const title = post ? ADMIN_BLOG_TEXTS.editTitle : ADMIN_BLOG_TEXTS.createTitle;
  const submit = (event) => {
    event.preventDefault();
    onSave(form);
  };
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    Dialog,
    {
      open,
      onClose: saving ? void 0 : onClose,
      fullWidth: true,
      maxWidth: "md",
      fullScreen,
      "aria-labelledby": "post-dialog-title",
      children: /* @__PURE__ */ jsxRuntimeExports.jsxs("form", { onSubmit: submit, noValidate: true, children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(DialogTitle, { id: "post-dialog-title", children: title }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(DialogContent, { dividers: true, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Stack, { spacing: 2.5, sx: { pt: 0.5 }, children: [
          error && /* @__PURE__ */ jsxRuntimeExports.jsx(Alert, { severity: "error", role: "alert", children: error }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: ADMIN_BLOG_TEXTS.fieldTitle,
              name: "title",
              value: form.title,
              onChange: (e) => setForm({ ...form, title: e.target.value }),
              autoFocus: true
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: ADMIN_BLOG_TEXTS.fieldContent,
              name: "content",
              value: form.content,
              onChange: (e) => setForm({ ...form, content: e.target.value }),
              multiline: true,
              rows: 8
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            ImageInput,
            {
              label: ADMIN_BLOG_TEXTS.fieldImage,
              value: form.image_url ?? "",
              onChange: (image_url) => setForm((f) => ({ ...f, image_url }))
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: ADMIN_BLOG_TEXTS.fieldTags,
              name: "tags",
              value: form.tags ?? "",
              onChange: (e) => setForm({ ...form, tags: e.target.value }),
              placeholder: ADMIN_BLOG_TEXTS.tagsExample,
              helperText: ADMIN_BLOG_TEXTS.tagsExample
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(
            TextField,
            {
              select: true,
              label: ADMIN_BLOG_TEXTS.fieldStatus,
              name: "status",
              value: form.status,
              onChange: (e) => setForm({ ...form, status: e.target.value }),
              children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(MenuItem, { value: "published", children: ADMIN_BLOG_TEXTS.statusPublished }),
                /* @__PURE__ */ jsxRuntimeExports.jsx(MenuItem, { value: "draft", children: ADMIN_BLOG_TEXTS.statusDraft })
              ]
            }
          )
        ] }) }),
        /* @__PURE__ */ jsxRuntimeExports.jsxs(DialogActions, { sx: { px: 3, py: 2 }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { onClick: onClose, disabled: saving, color: "inherit", children: ADMIN_BLOG_TEXTS.cancel }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Button,
            {
              type: "submit",
              variant: "contained",
              disabled: saving,
              startIcon: saving ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 16, color: "inherit", "aria-hidden": true }) : void 0,
              children: saving ? ADMIN_BLOG_TEXTS.saving : post ? ADMIN_BLOG_TEXTS.save : ADMIN_BLOG_TEXTS.create
            }
          )
        ] })
      ] })
    }
  );
}
const TableContext = /* @__PURE__ */ reactExports.createContext();
if (process.env.NODE_ENV !== "production") {
  TableContext.displayName = "TableContext";
}
function getTableUtilityClass(slot) {
  return generateUtilityClass("MuiTable", slot);
}
generateUtilityClasses("MuiTable", ["root", "stickyHeader"]);
const useUtilityClasses$5 = (ownerState) => {
  const {
    classes,
    stickyHeader
  } = ownerState;
  const slots = {
    root: ["root", stickyHeader && "stickyHeader"]
  };
  return composeClasses(slots, getTableUtilityClass, classes);
};
const TableRoot = styled("table", {
  name: "MuiTable",
  slot: "Root",
  overridesResolver: (props, styles) => {
    const {
      ownerState
    } = props;
    return [styles.root, ownerState.stickyHeader && styles.stickyHeader];
  }
})(memoTheme(({
  theme
}) => ({
  display: "table",
  width: "100%",
  borderCollapse: "collapse",
  borderSpacing: 0,
  "& caption": {
    ...theme.typography.body2,
    padding: theme.spacing(2),
    color: (theme.vars || theme).palette.text.secondary,
    textAlign: "left",
    captionSide: "bottom"
  },
  variants: [{
    props: ({
      ownerState
    }) => ownerState.stickyHeader,
    style: {
      borderCollapse: "separate"
    }
  }]
})));
const defaultComponent$3 = "table";
const Table = /* @__PURE__ */ reactExports.forwardRef(function Table2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTable"
  });
  const {
    className,
    component = defaultComponent$3,
    padding = "normal",
    size = "medium",
    stickyHeader = false,
    ...other
  } = props;
  const ownerState = {
    ...props,
    component,
    padding,
    size,
    stickyHeader
  };
  const classes = useUtilityClasses$5(ownerState);
  const table = reactExports.useMemo(() => ({
    padding,
    size,
    stickyHeader
  }), [padding, size, stickyHeader]);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(TableContext.Provider, {
    value: table,
    children: /* @__PURE__ */ jsxRuntimeExports.jsx(TableRoot, {
      as: component,
      role: component === defaultComponent$3 ? null : "table",
      ref,
      className: clsx(classes.root, className),
      ownerState,
      ...other
    })
  });
});
process.env.NODE_ENV !== "production" ? Table.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the table, normally `TableHead` and `TableBody`.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * Allows TableCells to inherit padding of the Table.
   * @default 'normal'
   */
  padding: PropTypes.oneOf(["checkbox", "none", "normal"]),
  /**
   * Allows TableCells to inherit size of the Table.
   * @default 'medium'
   */
  size: PropTypes.oneOfType([PropTypes.oneOf(["medium", "small"]), PropTypes.string]),
  /**
   * Set the header sticky.
   * @default false
   */
  stickyHeader: PropTypes.bool,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
const Tablelvl2Context = /* @__PURE__ */ reactExports.createContext();
if (process.env.NODE_ENV !== "production") {
  Tablelvl2Context.displayName = "Tablelvl2Context";
}
function getTableBodyUtilityClass(slot) {
  return generateUtilityClass("MuiTableBody", slot);
}
generateUtilityClasses("MuiTableBody", ["root"]);
const useUtilityClasses$4 = (ownerState) => {
  const {
    classes
  } = ownerState;
  const slots = {
    root: ["root"]
  };
  return composeClasses(slots, getTableBodyUtilityClass, classes);
};
const TableBodyRoot = styled("tbody", {
  name: "MuiTableBody",
  slot: "Root"
})({
  display: "table-row-group"
});
const tablelvl2$1 = {
  variant: "body"
};
const defaultComponent$2 = "tbody";
const TableBody = /* @__PURE__ */ reactExports.forwardRef(function TableBody2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTableBody"
  });
  const {
    className,
    component = defaultComponent$2,
    ...other
  } = props;
  const ownerState = {
    ...props,
    component
  };
  const classes = useUtilityClasses$4(ownerState);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Tablelvl2Context.Provider, {
    value: tablelvl2$1,
    children: /* @__PURE__ */ jsxRuntimeExports.jsx(TableBodyRoot, {
      className: clsx(classes.root, className),
      as: component,
      ref,
      role: component === defaultComponent$2 ? null : "rowgroup",
      ownerState,
      ...other
    })
  });
});
process.env.NODE_ENV !== "production" ? TableBody.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component, normally `TableRow`.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function getTableCellUtilityClass(slot) {
  return generateUtilityClass("MuiTableCell", slot);
}
const tableCellClasses = generateUtilityClasses("MuiTableCell", ["root", "head", "body", "footer", "sizeSmall", "sizeMedium", "paddingCheckbox", "paddingNone", "alignLeft", "alignCenter", "alignRight", "alignJustify", "stickyHeader"]);
const useUtilityClasses$3 = (ownerState) => {
  const {
    classes,
    variant,
    align,
    padding,
    size,
    stickyHeader
  } = ownerState;
  const slots = {
    root: ["root", variant, stickyHeader && "stickyHeader", align !== "inherit" && `align${capitalize(align)}`, padding !== "normal" && `padding${capitalize(padding)}`, `size${capitalize(size)}`]
  };
  return composeClasses(slots, getTableCellUtilityClass, classes);
};
const TableCellRoot = styled("td", {
  name: "MuiTableCell",
  slot: "Root",
  overridesResolver: (props, styles) => {
    const {
      ownerState
    } = props;
    return [styles.root, styles[ownerState.variant], styles[`size${capitalize(ownerState.size)}`], ownerState.padding !== "normal" && styles[`padding${capitalize(ownerState.padding)}`], ownerState.align !== "inherit" && styles[`align${capitalize(ownerState.align)}`], ownerState.stickyHeader && styles.stickyHeader];
  }
})(memoTheme(({
  theme
}) => ({
  ...theme.typography.body2,
  display: "table-cell",
  verticalAlign: "inherit",
  // Workaround for a rendering bug with spanned columns in Chrome 62.0.
  // Removes the alpha (sets it to 1), and lightens or darkens the theme color.
  borderBottom: theme.vars ? `1px solid ${theme.vars.palette.TableCell.border}` : `1px solid
    ${theme.palette.mode === "light" ? theme.lighten(theme.alpha(theme.palette.divider, 1), 0.88) : theme.darken(theme.alpha(theme.palette.divider, 1), 0.68)}`,
  textAlign: "left",
  padding: 16,
  variants: [{
    props: {
      variant: "head"
    },
    style: {
      color: (theme.vars || theme).palette.text.primary,
      lineHeight: theme.typography.pxToRem(24),
      fontWeight: theme.typography.fontWeightMedium
    }
  }, {
    props: {
      variant: "body"
    },
    style: {
      color: (theme.vars || theme).palette.text.primary
    }
  }, {
    props: {
      variant: "footer"
    },
    style: {
      color: (theme.vars || theme).palette.text.secondary,
      lineHeight: theme.typography.pxToRem(21),
      fontSize: theme.typography.pxToRem(12)
    }
  }, {
    props: {
      size: "small"
    },
    style: {
      padding: "6px 16px",
      [`&.${tableCellClasses.paddingCheckbox}`]: {
        width: 24,
        // prevent the checkbox column from growing
        padding: "0 12px 0 16px",
        "& > *": {
          padding: 0
        }
      }
    }
  }, {
    props: {
      padding: "checkbox"
    },
    style: {
      width: 48,
      // prevent the checkbox column from growing
      padding: "0 0 0 4px"
    }
  }, {
    props: {
      padding: "none"
    },
    style: {
      padding: 0
    }
  }, {
    props: {
      align: "left"
    },
    style: {
      textAlign: "left"
    }
  }, {
    props: {
      align: "center"
    },
    style: {
      textAlign: "center"
    }
  }, {
    props: {
      align: "right"
    },
    style: {
      textAlign: "right",
      flexDirection: "row-reverse"
    }
  }, {
    props: {
      align: "justify"
    },
    style: {
      textAlign: "justify"
    }
  }, {
    props: ({
      ownerState
    }) => ownerState.stickyHeader,
    style: {
      position: "sticky",
      top: 0,
      zIndex: 2,
      backgroundColor: (theme.vars || theme).palette.background.default
    }
  }]
})));
const TableCell = /* @__PURE__ */ reactExports.forwardRef(function TableCell2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTableCell"
  });
  const {
    align = "inherit",
    className,
    component: componentProp,
    padding: paddingProp,
    scope: scopeProp,
    size: sizeProp,
    sortDirection,
    variant: variantProp,
    ...other
  } = props;
  const table = reactExports.useContext(TableContext);
  const tablelvl22 = reactExports.useContext(Tablelvl2Context);
  const isHeadCell = tablelvl22 && tablelvl22.variant === "head";
  let component;
  if (componentProp) {
    component = componentProp;
  } else {
    component = isHeadCell ? "th" : "td";
  }
  let scope = scopeProp;
  if (component === "td") {
    scope = void 0;
  } else if (!scope && isHeadCell) {
    scope = "col";
  }
  const variant = variantProp || tablelvl22 && tablelvl22.variant;
  const ownerState = {
    ...props,
    align,
    component,
    padding: paddingProp || (table && table.padding ? table.padding : "normal"),
    size: sizeProp || (table && table.size ? table.size : "medium"),
    sortDirection,
    stickyHeader: variant === "head" && table && table.stickyHeader,
    variant
  };
  const classes = useUtilityClasses$3(ownerState);
  let ariaSort = null;
  if (sortDirection) {
    ariaSort = sortDirection === "asc" ? "ascending" : "descending";
  }
  return /* @__PURE__ */ jsxRuntimeExports.jsx(TableCellRoot, {
    as: component,
    ref,
    className: clsx(classes.root, className),
    "aria-sort": ariaSort,
    scope,
    ownerState,
    ...other
  });
});
process.env.NODE_ENV !== "production" ? TableCell.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * Set the text-align on the table cell content.
   *
   * Monetary or generally number fields **should be right aligned** as that allows
   * you to add them up quickly in your head without having to worry about decimals.
   * @default 'inherit'
   */
  align: PropTypes.oneOf(["center", "inherit", "justify", "left", "right"]),
  /**
   * The content of the component.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * Sets the padding applied to the cell.
   * The prop defaults to the value (`'default'`) inherited from the parent Table component.
   */
  padding: PropTypes.oneOf(["checkbox", "none", "normal"]),
  /**
   * Set scope attribute.
   */
  scope: PropTypes.string,
  /**
   * Specify the size of the cell.
   * The prop defaults to the value (`'medium'`) inherited from the parent Table component.
   */
  size: PropTypes.oneOfType([PropTypes.oneOf(["medium", "small"]), PropTypes.string]),
  /**
   * Set aria-sort direction.
   */
  sortDirection: PropTypes.oneOf(["asc", "desc", false]),
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object]),
  /**
   * Specify the cell type.
   * The prop defaults to the value inherited from the parent TableHead, TableBody, or TableFooter components.
   */
  variant: PropTypes.oneOfType([PropTypes.oneOf(["body", "footer", "head"]), PropTypes.string])
} : void 0;
function getTableContainerUtilityClass(slot) {
  return generateUtilityClass("MuiTableContainer", slot);
}
generateUtilityClasses("MuiTableContainer", ["root"]);
const useUtilityClasses$2 = (ownerState) => {
  const {
    classes
  } = ownerState;
  const slots = {
    root: ["root"]
  };
  return composeClasses(slots, getTableContainerUtilityClass, classes);
};
const TableContainerRoot = styled("div", {
  name: "MuiTableContainer",
  slot: "Root"
})({
  width: "100%",
  overflowX: "auto"
});
const TableContainer = /* @__PURE__ */ reactExports.forwardRef(function TableContainer2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTableContainer"
  });
  const {
    className,
    component = "div",
    ...other
  } = props;
  const ownerState = {
    ...props,
    component
  };
  const classes = useUtilityClasses$2(ownerState);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(TableContainerRoot, {
    ref,
    as: component,
    className: clsx(classes.root, className),
    ownerState,
    ...other
  });
});
process.env.NODE_ENV !== "production" ? TableContainer.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component, normally `Table`.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function getTableHeadUtilityClass(slot) {
  return generateUtilityClass("MuiTableHead", slot);
}
generateUtilityClasses("MuiTableHead", ["root"]);
const useUtilityClasses$1 = (ownerState) => {
  const {
    classes
  } = ownerState;
  const slots = {
    root: ["root"]
  };
  return composeClasses(slots, getTableHeadUtilityClass, classes);
};
const TableHeadRoot = styled("thead", {
  name: "MuiTableHead",
  slot: "Root"
})({
  display: "table-header-group"
});
const tablelvl2 = {
  variant: "head"
};
const defaultComponent$1 = "thead";
const TableHead = /* @__PURE__ */ reactExports.forwardRef(function TableHead2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTableHead"
  });
  const {
    className,
    component = defaultComponent$1,
    ...other
  } = props;
  const ownerState = {
    ...props,
    component
  };
  const classes = useUtilityClasses$1(ownerState);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Tablelvl2Context.Provider, {
    value: tablelvl2,
    children: /* @__PURE__ */ jsxRuntimeExports.jsx(TableHeadRoot, {
      as: component,
      className: clsx(classes.root, className),
      ref,
      role: component === defaultComponent$1 ? null : "rowgroup",
      ownerState,
      ...other
    })
  });
});
process.env.NODE_ENV !== "production" ? TableHead.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component, normally `TableRow`.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function getTableRowUtilityClass(slot) {
  return generateUtilityClass("MuiTableRow", slot);
}
const tableRowClasses = generateUtilityClasses("MuiTableRow", ["root", "selected", "hover", "head", "footer"]);
const useUtilityClasses = (ownerState) => {
  const {
    classes,
    selected,
    hover,
    head,
    footer
  } = ownerState;
  const slots = {
    root: ["root", selected && "selected", hover && "hover", head && "head", footer && "footer"]
  };
  return composeClasses(slots, getTableRowUtilityClass, classes);
};
const TableRowRoot = styled("tr", {
  name: "MuiTableRow",
  slot: "Root",
  overridesResolver: (props, styles) => {
    const {
      ownerState
    } = props;
    return [styles.root, ownerState.head && styles.head, ownerState.footer && styles.footer];
  }
})(memoTheme(({
  theme
}) => ({
  color: "inherit",
  display: "table-row",
  verticalAlign: "middle",
  // We disable the focus ring for mouse, touch and keyboard users.
  outline: 0,
  [`&.${tableRowClasses.hover}:hover`]: {
    backgroundColor: (theme.vars || theme).palette.action.hover
  },
  [`&.${tableRowClasses.selected}`]: {
    backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, (theme.vars || theme).palette.action.selectedOpacity),
    "&:hover": {
      backgroundColor: theme.alpha((theme.vars || theme).palette.primary.main, `${(theme.vars || theme).palette.action.selectedOpacity} + ${(theme.vars || theme).palette.action.hoverOpacity}`)
    }
  }
})));
const defaultComponent = "tr";
const TableRow = /* @__PURE__ */ reactExports.forwardRef(function TableRow2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiTableRow"
  });
  const {
    className,
    component = defaultComponent,
    hover = false,
    selected = false,
    ...other
  } = props;
  const tablelvl22 = reactExports.useContext(Tablelvl2Context);
  const ownerState = {
    ...props,
    component,
    hover,
    selected,
    head: tablelvl22 && tablelvl22.variant === "head",
    footer: tablelvl22 && tablelvl22.variant === "footer"
  };
  const classes = useUtilityClasses(ownerState);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(TableRowRoot, {
    as: component,
    ref,
    className: clsx(classes.root, className),
    role: component === defaultComponent ? null : "row",
    ownerState,
    ...other
  });
});
process.env.NODE_ENV !== "production" ? TableRow.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * Should be valid `<tr>` children such as `TableCell`.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The component used for the root node.
   * Either a string to use a HTML element or a component.
   */
  component: PropTypes.elementType,
  /**
   * If `true`, the table row will shade on hover.
   * @default false
   */
  hover: PropTypes.bool,
  /**
   * If `true`, the table row will have the selected shading.
   * @default false
   */
  selected: PropTypes.bool,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function PostsTable({ posts, busyId, ...handlers }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsx(TableContainer, { component: Paper, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Table, { "aria-label": ADMIN_BLOG_TEXTS.title, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(TableHead, { children: /* @__PURE__ */ jsxRuntimeExports.jsxs(TableRow, { children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { sx: { width: "38%" }, children: ADMIN_BLOG_TEXTS.colTitle }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: ADMIN_BLOG_TEXTS.colAuthor }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: ADMIN_BLOG_TEXTS.colStatus }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: ADMIN_BLOG_TEXTS.colTags }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: ADMIN_BLOG_TEXTS.colCreated }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { align: "right", children: ADMIN_BLOG_TEXTS.colActions })
    ] }) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(TableBody, { children: posts.map((post) => /* @__PURE__ */ jsxRuntimeExports.jsxs(TableRow, { hover: true, "data-testid": "admin-post-row", children: [
      /* @__PURE__ */ jsxRuntimeExports.jsxs(TableCell, { children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { sx: { fontWeight: 600 }, children: post.title }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", sx: { mt: 0.5 }, children: adminExcerpt(post.content, UI.adminExcerpt) })
      ] }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: post.author_name }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: /* @__PURE__ */ jsxRuntimeExports.jsx(PostStatusChip, { status: post.status }) }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { children: /* @__PURE__ */ jsxRuntimeExports.jsx(TagChips, { tags: post.tags }) }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { sx: { whiteSpace: "nowrap" }, children: formatShortDate(post.created_at) }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(TableCell, { align: "right", children: /* @__PURE__ */ jsxRuntimeExports.jsx(PostActions, { post, busy: busyId === post.id, ...handlers }) })
    ] }, post.id)) })
  ] }) });
}
function AdminBlogPage() {
  const theme = useTheme$1();
  const narrow = useMediaQuery(theme.breakpoints.down("md"));
  const notify = useNotify();
  const { data, isPending, isError } = useAdminPosts();
  const createPost2 = useCreatePost();
  const updatePost2 = useUpdatePost();
  const deletePost2 = useDeletePost();
  const setStatus = useSetPostStatus();
  const [editing, setEditing] = reactExports.useState(null);
  const [deleting, setDeleting] = reactExports.useState(null);
  const [saveError, setSaveError] = reactExports.useState();
  reactExports.useEffect(() => {
    if (isError) notify(ADMIN_BLOG_MESSAGES.fetchFailed, "error");
  }, [isError, notify]);
  reactExports.useEffect(() => {
    document.title = ADMIN_BLOG_TEXTS.title;
  }, []);
  const posts = data?.posts ?? [];
  const saving = createPost2.isPending || updatePost2.isPending;
  function save(input) {
    const editingPost = editing?.post;
    const options = {
      onSuccess: () => {
        notify(editingPost ? ADMIN_BLOG_MESSAGES.updated : ADMIN_BLOG_MESSAGES.created, "success");
        setEditing(null);
      },
      onError: (error) => {
        const message = saveErrorMessage(error, ADMIN_BLOG_MESSAGES.saveFailed);
        setSaveError(message);
        notify(message, "error");
      }
    };
    setSaveError(void 0);
    if (editingPost) updatePost2.mutate({ id: editingPost.id, ...input }, options);
    else createPost2.mutate(input, options);
  }
  function toggleStatus(post) {
    setStatus.mutate(
      { id: post.id, status: post.status === "published" ? "draft" : "published" },
      { onSuccess: () => notify(ADMIN_BLOG_MESSAGES.statusUpdated, "success"), onError: () => notify(ADMIN_BLOG_MESSAGES.statusFailed, "error") }
    );
  }
  function confirmDelete() {
    if (!deleting) return;
    deletePost2.mutate(deleting.id, {
      onSuccess: () => {
        notify(ADMIN_BLOG_MESSAGES.deleted, "success");
        setDeleting(null);
      },
      onError: () => {
        notify(ADMIN_BLOG_MESSAGES.deleteFailed, "error");
        setDeleting(null);
      }
    });
  }
  function openEditor(post) {
    setSaveError(void 0);
    setEditing({ post, key: Date.now() });
  }
  const handlers = {
    onEdit: (post) => openEditor(post),
    onToggleStatus: toggleStatus,
    onDelete: setDeleting,
    busyId: setStatus.isPending ? setStatus.variables?.id : void 0
  };
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { width: "100%", maxWidth: 1280, mx: "auto", px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      AdminPageHeader,
      {
        title: ADMIN_BLOG_TEXTS.title,
        subtitle: ADMIN_BLOG_TEXTS.subtitle,
        actions: /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { variant: "contained", startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(AddIcon, {}), onClick: () => openEditor(), children: ADMIN_BLOG_TEXTS.newPost })
      }
    ),
    isPending ? /* @__PURE__ */ jsxRuntimeExports.jsx(PageSpinner, { label: ADMIN_BLOG_TEXTS.loading }) : /* @__PURE__ */ jsxRuntimeExports.jsxs(jsxRuntimeExports.Fragment, { children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(BlogStats, { posts }),
      posts.length === 0 ? /* @__PURE__ */ jsxRuntimeExports.jsx(Paper, { sx: { p: 5, textAlign: "center" }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: isError ? ADMIN_BLOG_MESSAGES.fetchFailed : ADMIN_BLOG_TEXTS.empty }) }) : narrow ? /* @__PURE__ */ jsxRuntimeExports.jsx(PostCardsList, { posts, ...handlers }) : /* @__PURE__ */ jsxRuntimeExports.jsx(PostsTable, { posts, ...handlers })
    ] }),
    editing && /* @__PURE__ */ jsxRuntimeExports.jsx(
      PostDialog,
      {
        open: true,
        post: editing.post,
        saving,
        error: saveError,
        onSave: save,
        onClose: () => setEditing(null)
      },
      editing.key
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      ConfirmDialog,
      {
        open: deleting !== null,
        title: ADMIN_BLOG_TEXTS.deleteTitle,
        message: deleting ? `${ADMIN_BLOG_TEXTS.deleteQuestion(deleting.title)} ${ADMIN_BLOG_TEXTS.deleteConfirm}` : ADMIN_BLOG_TEXTS.deleteConfirm,
        confirmLabel: ADMIN_BLOG_TEXTS.delete,
        busy: deletePost2.isPending,
        onConfirm: confirmDelete,
        onClose: () => setDeleting(null)
      }
    )
  ] });
}
export {
  AdminBlogPage as default
};
