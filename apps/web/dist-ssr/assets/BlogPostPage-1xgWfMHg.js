import { m as createSvgIcon, j as jsxRuntimeExports, s as styled, n as ButtonBase, o as memoTheme, p as emphasize, q as PropTypes, t as generateUtilityClass, v as generateUtilityClasses, r as reactExports, w as useDefaultProps, x as useSlotProps, y as reactIsExports, z as clsx, A as composeClasses, T as Typography, E as integerPropType, F as useNotify, i as useHydrated, b as Button, U as UI, B as Box, G as PersonIcon, g as Chip, l as BLOG_MESSAGES, c as Link, I as useParams, J as parsePostId, K as usePost, u as useSiteSettings, M as useNavigate, C as Container } from "../entry-server.js";
import { A as ArrowBackIcon } from "./ArrowBack-C79c5F_r.js";
import { u as useIsHydrated, f as firstTag, P as PostCover, b as formatPostDateTime } from "./PostCover-CZJKwRjB.js";
import { B as BLOG_TEXTS } from "./messages-content-BUqLbjPU.js";
import { L as Link$1 } from "./Link-CT66b_q-.js";
import { S as Skeleton } from "./Skeleton-CpU4qChF.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./AutoStoriesOutlined-Cz4462r_.js";
const MoreHorizIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M6 10c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm12 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2zm-6 0c-1.1 0-2 .9-2 2s.9 2 2 2 2-.9 2-2-.9-2-2-2z"
}), "MoreHoriz");
const BreadcrumbCollapsedButton = styled(ButtonBase, {
  name: "MuiBreadcrumbCollapsed"
})(memoTheme(({
  theme
}) => ({
  display: "flex",
  marginLeft: `calc(${theme.spacing(1)} * 0.5)`,
  marginRight: `calc(${theme.spacing(1)} * 0.5)`,
  ...theme.palette.mode === "light" ? {
    backgroundColor: theme.palette.grey[100],
    color: theme.palette.grey[700]
  } : {
    backgroundColor: theme.palette.grey[700],
    color: theme.palette.grey[100]
  },
  borderRadius: 2,
  "&:hover, &:focus": {
    ...theme.palette.mode === "light" ? {
      backgroundColor: theme.palette.grey[200]
    } : {
      backgroundColor: theme.palette.grey[600]
    }
  },
  "&:active": {
    boxShadow: theme.shadows[0],
    ...theme.palette.mode === "light" ? {
      backgroundColor: emphasize(theme.palette.grey[200], 0.12)
    } : {
      backgroundColor: emphasize(theme.palette.grey[600], 0.12)
    }
  }
})));
const BreadcrumbCollapsedIcon = styled(MoreHorizIcon)({
  width: 24,
  height: 16
});
function BreadcrumbCollapsed(props) {
  const {
    slots = {},
    slotProps = {},
    ...otherProps
  } = props;
  const ownerState = props;
  return /* @__PURE__ */ jsxRuntimeExports.jsx("li", {
    children: /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbCollapsedButton, {
      focusRipple: true,
      ...otherProps,
      ownerState,
      children: /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbCollapsedIcon, {
        as: slots.CollapsedIcon,
        ownerState,
        ...slotProps.collapsedIcon
      })
    })
  });
}
process.env.NODE_ENV !== "production" ? BreadcrumbCollapsed.propTypes = {
  /**
   * The props used for the CollapsedIcon slot.
   * @default {}
   */
  slotProps: PropTypes.shape({
    collapsedIcon: PropTypes.oneOfType([PropTypes.func, PropTypes.object])
  }),
  /**
   * The components used for each slot inside the BreadcumbCollapsed.
   * Either a string to use a HTML element or a component.
   * @default {}
   */
  slots: PropTypes.shape({
    CollapsedIcon: PropTypes.elementType
  }),
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.object
} : void 0;
function getBreadcrumbsUtilityClass(slot) {
  return generateUtilityClass("MuiBreadcrumbs", slot);
}
const breadcrumbsClasses = generateUtilityClasses("MuiBreadcrumbs", ["root", "ol", "li", "separator"]);
const useUtilityClasses = (ownerState) => {
  const {
    classes
  } = ownerState;
  const slots = {
    root: ["root"],
    li: ["li"],
    ol: ["ol"],
    separator: ["separator"]
  };
  return composeClasses(slots, getBreadcrumbsUtilityClass, classes);
};
const BreadcrumbsRoot = styled(Typography, {
  name: "MuiBreadcrumbs",
  slot: "Root",
  overridesResolver: (props, styles) => {
    return [{
      [`& .${breadcrumbsClasses.li}`]: styles.li
    }, styles.root];
  }
})({});
const BreadcrumbsOl = styled("ol", {
  name: "MuiBreadcrumbs",
  slot: "Ol"
})({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  padding: 0,
  margin: 0,
  listStyle: "none"
});
const BreadcrumbsSeparator = styled("li", {
  name: "MuiBreadcrumbs",
  slot: "Separator"
})({
  display: "flex",
  userSelect: "none",
  marginLeft: 8,
  marginRight: 8
});
function insertSeparators(items, className, separator, ownerState) {
  return items.reduce((acc, current, index) => {
    if (index < items.length - 1) {
      acc = acc.concat(current, /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbsSeparator, {
        "aria-hidden": true,
        className,
        ownerState,
        children: separator
      }, `separator-${index}`));
    } else {
      acc.push(current);
    }
    return acc;
  }, []);
}
const Breadcrumbs = /* @__PURE__ */ reactExports.forwardRef(function Breadcrumbs2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiBreadcrumbs"
  });
  const {
    children,
    className,
    component = "nav",
    slots = {},
    slotProps = {},
    expandText = "Show path",
    itemsAfterCollapse = 1,
    itemsBeforeCollapse = 1,
    maxItems = 8,
    separator = "/",
    ...other
  } = props;
  const [expanded, setExpanded] = reactExports.useState(false);
  const ownerState = {
    ...props,
    component,
    expanded,
    expandText,
    itemsAfterCollapse,
    itemsBeforeCollapse,
    maxItems,
    separator
  };
  const classes = useUtilityClasses(ownerState);
  const collapsedIconSlotProps = useSlotProps({
    elementType: slots.CollapsedIcon,
    externalSlotProps: slotProps.collapsedIcon,
    ownerState
  });
  const listRef = reactExports.useRef(null);
  const renderItemsBeforeAndAfter = (allItems2) => {
    const handleClickExpand = () => {
      setExpanded(true);
      const focusable = listRef.current.querySelector("a[href],button,[tabindex]");
      if (focusable) {
        focusable.focus();
      }
    };
    if (itemsBeforeCollapse + itemsAfterCollapse >= allItems2.length) {
      if (process.env.NODE_ENV !== "production") {
        console.error(["MUI: You have provided an invalid combination of props to the Breadcrumbs.", `itemsAfterCollapse={${itemsAfterCollapse}} + itemsBeforeCollapse={${itemsBeforeCollapse}} >= maxItems={${maxItems}}`].join("\n"));
      }
      return allItems2;
    }
    return [...allItems2.slice(0, itemsBeforeCollapse), /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbCollapsed, {
      "aria-label": expandText,
      slots: {
        CollapsedIcon: slots.CollapsedIcon
      },
      slotProps: {
        collapsedIcon: collapsedIconSlotProps
      },
      onClick: handleClickExpand
    }, "ellipsis"), ...allItems2.slice(allItems2.length - itemsAfterCollapse, allItems2.length)];
  };
  const allItems = reactExports.Children.toArray(children).filter((child) => {
    if (process.env.NODE_ENV !== "production") {
      if (reactIsExports.isFragment(child)) {
        console.error(["MUI: The Breadcrumbs component doesn't accept a Fragment as a child.", "Consider providing an array instead."].join("\n"));
      }
    }
    return /* @__PURE__ */ reactExports.isValidElement(child);
  }).map((child, index) => /* @__PURE__ */ jsxRuntimeExports.jsx("li", {
    className: classes.li,
    children: child
  }, `child-${index}`));
  return /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbsRoot, {
    ref,
    component,
    color: "textSecondary",
    className: clsx(classes.root, className),
    ownerState,
    ...other,
    children: /* @__PURE__ */ jsxRuntimeExports.jsx(BreadcrumbsOl, {
      className: classes.ol,
      ref: listRef,
      ownerState,
      children: insertSeparators(expanded || maxItems && allItems.length <= maxItems ? allItems : renderItemsBeforeAndAfter(allItems), classes.separator, separator, ownerState)
    })
  });
});
process.env.NODE_ENV !== "production" ? Breadcrumbs.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
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
   * Override the default label for the expand button.
   *
   * For localization purposes, you can use the provided [translations](https://mui.com/material-ui/guides/localization/).
   * @default 'Show path'
   */
  expandText: PropTypes.string,
  /**
   * If max items is exceeded, the number of items to show after the ellipsis.
   * @default 1
   */
  itemsAfterCollapse: integerPropType,
  /**
   * If max items is exceeded, the number of items to show before the ellipsis.
   * @default 1
   */
  itemsBeforeCollapse: integerPropType,
  /**
   * Specifies the maximum number of breadcrumbs to display. When there are more
   * than the maximum number, only the first `itemsBeforeCollapse` and last `itemsAfterCollapse`
   * will be shown, with an ellipsis in between.
   * @default 8
   */
  maxItems: integerPropType,
  /**
   * Custom separator node.
   * @default '/'
   */
  separator: PropTypes.node,
  /**
   * The props used for each slot inside the Breadcumb.
   * @default {}
   */
  slotProps: PropTypes.shape({
    collapsedIcon: PropTypes.oneOfType([PropTypes.func, PropTypes.object])
  }),
  /**
   * The components used for each slot inside the Breadcumb.
   * Either a string to use a HTML element or a component.
   * @default {}
   */
  slots: PropTypes.shape({
    CollapsedIcon: PropTypes.elementType
  }),
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
const CalendarIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M20 3h-1V1h-2v2H7V1H5v2H4c-1.1 0-2 .9-2 2v16c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 18H4V10h16zm0-13H4V5h16z"
}), "CalendarTodayOutlined");
const ShareIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M18 16.08c-.76 0-1.44.3-1.96.77L8.91 12.7c.05-.23.09-.46.09-.7s-.04-.47-.09-.7l7.05-4.11c.54.5 1.25.81 2.04.81 1.66 0 3-1.34 3-3s-1.34-3-3-3-3 1.34-3 3c0 .24.04.47.09.7L8.04 9.81C7.5 9.31 6.79 9 6 9c-1.66 0-3 1.34-3 3s1.34 3 3 3c.79 0 1.5-.31 2.04-.81l7.12 4.16c-.05.21-.08.43-.08.65 0 1.61 1.31 2.92 2.92 2.92s2.92-1.31 2.92-2.92-1.31-2.92-2.92-2.92"
}), "Share");
function ShareButton({ post }) {
  const notify = useNotify();
  const hydrated = useHydrated();
  async function share() {
    const url = window.location.href;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: post.title, text: post.content.slice(0, UI.shareTextLength), url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify(BLOG_TEXTS.linkCopied, "success");
    } catch (error) {
      console.warn("Copying the link failed", error);
      notify(BLOG_TEXTS.copyFailed, "error");
    }
  }
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { variant: "outlined", startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ShareIcon, {}), onClick: () => void share(), disabled: !hydrated, children: BLOG_TEXTS.share });
}
const META = { display: "inline-flex", alignItems: "center", gap: 0.75, color: "text.secondary" };
function PostArticle({ post }) {
  const local = useIsHydrated();
  const tag = firstTag(post.tags);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "article", children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(PostCover, { imageUrl: post.image_url, alt: post.title, priority: true, rounded: true }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Typography,
      {
        variant: "h1",
        sx: { fontSize: { xs: "1.9rem", md: "2.75rem" }, lineHeight: 1.2, mt: { xs: 3, md: 4 }, mb: 2, color: "primary.light" },
        children: post.title
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Box,
      {
        sx: {
          display: "flex",
          flexWrap: "wrap",
          alignItems: "center",
          gap: { xs: 1.5, sm: 2.5 },
          pb: 3,
          mb: 4,
          borderBottom: 1,
          borderColor: "divider"
        },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: META, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(CalendarIcon, { "aria-hidden": true, fontSize: "small" }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "time", dateTime: post.created_at, variant: "body2", "data-testid": "post-date", children: formatPostDateTime(post.created_at, local) })
          ] }),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: META, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(PersonIcon, { "aria-hidden": true, fontSize: "small" }),
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { variant: "body2", children: [
              BLOG_TEXTS.by,
              " ",
              /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { component: "span", sx: { color: "text.primary", fontWeight: 600 }, children: post.author_name })
            ] })
          ] }),
          tag && /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: tag, size: "small", variant: "outlined", color: "primary" }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { ml: { sm: "auto" } }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(ShareButton, { post }) })
        ]
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Typography,
      {
        "data-testid": "post-content",
        sx: {
          whiteSpace: "pre-line",
          overflowWrap: "anywhere",
          fontSize: { xs: "1.02rem", md: "1.1rem" },
          lineHeight: 1.85,
          color: "text.primary",
          maxWidth: "68ch"
        },
        children: post.content
      }
    )
  ] });
}
const SearchOffIcon = createSvgIcon([/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M15.5 14h-.79l-.28-.27C15.41 12.59 16 11.11 16 9.5 16 5.91 13.09 3 9.5 3 6.08 3 3.28 5.64 3.03 9h2.02C5.3 6.75 7.18 5 9.5 5 11.99 5 14 7.01 14 9.5S11.99 14 9.5 14c-.17 0-.33-.03-.5-.05v2.02c.17.02.33.03.5.03 1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19z"
}, "0"), /* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M6.47 10.82 4 13.29l-2.47-2.47-.71.71L3.29 14 .82 16.47l.71.71L4 14.71l2.47 2.47.71-.71L4.71 14l2.47-2.47z"
}, "1")], "SearchOff");
function PostNotFound() {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Box,
    {
      sx: {
        textAlign: "center",
        py: { xs: 6, md: 10 },
        px: 2,
        border: 1,
        borderColor: "divider",
        borderRadius: 3,
        bgcolor: "background.paper"
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(SearchOffIcon, { "aria-hidden": true, sx: { fontSize: 56, color: "primary.main", mb: 2 } }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.6rem", md: "2rem" }, mb: 1.5 }, children: BLOG_MESSAGES.notFound }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { mb: 4 }, children: BLOG_MESSAGES.notFoundText }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { component: Link, to: "/blog", variant: "contained", startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArrowBackIcon, {}), children: BLOG_TEXTS.backToBlog })
      ]
    }
  );
}
function BlogPostPage() {
  const params = useParams();
  const id = parsePostId(params.id);
  const { data: post, isPending, isError } = usePost(id);
  const { siteTitle } = useSiteSettings();
  const navigate = useNavigate();
  const missing = id === void 0 || isError;
  reactExports.useEffect(() => {
    document.title = `${post?.title ?? (missing ? BLOG_MESSAGES.notFound : BLOG_TEXTS.blog)} | ${siteTitle}`;
  }, [post?.title, missing, siteTitle]);
  const goBack = (event) => {
    const idx = window.history.state?.idx ?? 0;
    if (idx > 0) {
      event.preventDefault();
      void navigate(-1);
    }
  };
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "md", sx: { py: { xs: 3, md: 5 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", gap: 2, mb: { xs: 2.5, md: 3.5 }, flexWrap: "wrap" }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { component: Link, to: "/blog", onClick: goBack, startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArrowBackIcon, {}), variant: "outlined", size: "small", children: BLOG_TEXTS.back }),
      /* @__PURE__ */ jsxRuntimeExports.jsxs(
        Breadcrumbs,
        {
          "aria-label": BLOG_TEXTS.breadcrumb,
          sx: {
            minWidth: 0,
            flex: 1,
            "& .MuiBreadcrumbs-ol": { flexWrap: "nowrap" },
            "& .MuiBreadcrumbs-li:last-of-type": { minWidth: 0 }
          },
          children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(Link$1, { component: Link, to: "/", color: "text.secondary", underline: "hover", children: BLOG_TEXTS.home }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(Link$1, { component: Link, to: "/blog", color: "text.secondary", underline: "hover", children: BLOG_TEXTS.blog }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.primary", "aria-current": "page", noWrap: true, sx: { display: "block" }, children: post?.title ?? (missing ? BLOG_MESSAGES.notFound : "…") })
          ]
        }
      )
    ] }),
    missing ? /* @__PURE__ */ jsxRuntimeExports.jsx(PostNotFound, {}) : isPending || !post ? /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { role: "status", "aria-label": BLOG_TEXTS.loadingPost, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "rounded", sx: { aspectRatio: "16 / 9", height: "auto" } }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "text", sx: { fontSize: "2.75rem", mt: 4, width: "80%" } }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "text", sx: { width: "50%", mb: 4 } }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "text" }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "text" }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { variant: "text", sx: { width: "70%" } })
    ] }) : /* @__PURE__ */ jsxRuntimeExports.jsx(PostArticle, { post })
  ] });
}
export {
  BlogPostPage as default
};
