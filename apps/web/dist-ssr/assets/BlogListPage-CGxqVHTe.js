import { j as jsxRuntimeExports, B as Box, T as Typography, c as Link, g as Chip, U as UI, u as useSiteSettings, h as usePosts, i as useHydrated, r as reactExports, C as Container, k as CircularProgress, l as BLOG_MESSAGES, b as Button } from "../entry-server.js";
import { A as AutoStoriesIcon } from "./AutoStoriesOutlined-Cz4462r_.js";
import { u as useIsHydrated, f as firstTag, P as PostCover, a as formatPostDate, e as excerpt } from "./PostCover-CZJKwRjB.js";
import { C as Card, a as CardActionArea } from "./CardActionArea-Bwf7NX51.js";
import { B as BLOG_TEXTS } from "./messages-content-BUqLbjPU.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
function PageIntro({ title, subtitle }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "header", sx: { textAlign: "center", mb: { xs: 4, md: 6 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "2.1rem", md: "3rem" }, color: "primary.light" }, children: title }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Box,
      {
        "aria-hidden": true,
        sx: { mx: "auto", my: 2, width: 120, height: 2, background: "linear-gradient(90deg, transparent, #d4a44c, transparent)" }
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { fontSize: { xs: "1rem", md: "1.15rem" }, maxWidth: 560, mx: "auto" }, children: subtitle })
  ] });
}
function PostCard({ post, priority = false }) {
  const local = useIsHydrated();
  const tag = firstTag(post.tags);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    Card,
    {
      component: "article",
      "data-testid": "post-card",
      sx: {
        height: "100%",
        transition: "transform 200ms ease, border-color 200ms ease, box-shadow 200ms ease",
        "&:hover": {
          transform: "translateY(-3px)",
          borderColor: "rgba(212, 164, 76, 0.45)",
          boxShadow: "0 12px 32px rgba(0, 0, 0, 0.35)"
        }
      },
      children: /* @__PURE__ */ jsxRuntimeExports.jsxs(
        CardActionArea,
        {
          component: Link,
          to: `/blog/${post.id}`,
          sx: { height: "100%", display: "flex", flexDirection: "column", alignItems: "stretch", justifyContent: "flex-start" },
          children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(PostCover, { imageUrl: post.image_url, alt: "", priority }),
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { p: 2.5, display: "flex", flexDirection: "column", gap: 1.25, flex: 1 }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: 1, minHeight: 24 }, children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "time", dateTime: post.created_at, variant: "body2", color: "text.secondary", children: formatPostDate(post.created_at, local) }),
                tag && /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { label: tag, size: "small", variant: "outlined", color: "primary", sx: { maxWidth: "50%" } })
              ] }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(
                Typography,
                {
                  component: "h2",
                  sx: {
                    fontFamily: (t) => t.typography.h2.fontFamily,
                    fontWeight: 600,
                    fontSize: "1.2rem",
                    lineHeight: 1.35,
                    color: "primary.light"
                  },
                  children: post.title
                }
              ),
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", sx: { lineHeight: 1.65 }, children: excerpt(post.content, UI.blogCardExcerpt) })
            ] })
          ]
        }
      )
    }
  );
}
const GRID = {
  display: "grid",
  gap: { xs: 2.5, md: 3 },
  gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))" }
};
function BlogListPage() {
  const { siteTitle } = useSiteSettings();
  const { data, isPending, hasNextPage, fetchNextPage, isFetchingNextPage } = usePosts();
  const hydrated = useHydrated();
  const posts = data?.pages.flatMap((page) => page.posts) ?? [];
  reactExports.useEffect(() => {
    document.title = `${BLOG_TEXTS.title} | ${siteTitle}`;
  }, [siteTitle]);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", sx: { py: { xs: 5, md: 8 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(PageIntro, { title: BLOG_TEXTS.title, subtitle: BLOG_TEXTS.subtitle }),
    isPending ? /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Box,
      {
        role: "status",
        "aria-live": "polite",
        sx: { minHeight: 360, display: "grid", placeItems: "center", alignContent: "center", gap: 2 },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { "aria-hidden": true }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: BLOG_TEXTS.loading })
        ]
      }
    ) : posts.length === 0 ? /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Box,
      {
        sx: {
          textAlign: "center",
          py: 8,
          px: 2,
          border: 1,
          borderColor: "divider",
          borderRadius: 3,
          bgcolor: "background.paper"
        },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(AutoStoriesIcon, { "aria-hidden": true, sx: { fontSize: 56, color: "primary.main", mb: 2 } }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "h2", variant: "h5", gutterBottom: true, children: BLOG_MESSAGES.emptyTitle }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: BLOG_MESSAGES.emptyText })
        ]
      }
    ) : /* @__PURE__ */ jsxRuntimeExports.jsxs(jsxRuntimeExports.Fragment, { children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: GRID, children: posts.map((post, index) => /* @__PURE__ */ jsxRuntimeExports.jsx(PostCard, { post, priority: index === 0 }, post.id)) }),
      hasNextPage && /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", justifyContent: "center", mt: 5 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
        Button,
        {
          variant: "outlined",
          size: "large",
          onClick: () => void fetchNextPage(),
          disabled: isFetchingNextPage || !hydrated,
          startIcon: isFetchingNextPage ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 16, color: "inherit", "aria-hidden": true }) : void 0,
          children: BLOG_TEXTS.loadMore
        }
      ) })
    ] })
  ] });
}
export {
  BlogListPage as default
};
