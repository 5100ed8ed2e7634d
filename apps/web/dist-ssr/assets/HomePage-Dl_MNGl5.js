import { r as reactExports, j as jsxRuntimeExports, B as Box, u as useSiteSettings, a as useSession, C as Container, L as Logo, T as Typography, S as SITE_DEFAULTS, H as HEADING_FONT, b as Button, c as Link, D as DashboardIcon, d as LoginIcon, e as assetUrl, U as UI, f as useLatestPosts, P as Paper } from "../entry-server.js";
import { A as AutoStoriesIcon } from "./AutoStoriesOutlined-Cz4462r_.js";
import { H as HOME_TEXTS, D as DEFAULT_HOME_OFFERS } from "./messages-content-BUqLbjPU.js";
import { A as ArrowForwardIcon, F as ForumIcon, S as StorefrontIcon } from "./StorefrontOutlined-CYHDoct9.js";
import { C as Card, a as CardActionArea } from "./CardActionArea-Bwf7NX51.js";
import { S as Skeleton } from "./Skeleton-CpU4qChF.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
function dashboardLabel(role) {
  if (role === "admin") return HOME_TEXTS.adminDashboard;
  if (role === "user") return HOME_TEXTS.userDashboard;
  return HOME_TEXTS.memberDashboard;
}
const FILL = { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", display: "block" };
function wantsMotion() {
  const reduced = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  const saveData = navigator.connection?.saveData ?? false;
  return !reduced && !saveData;
}
function HeroBackdrop() {
  const [mounted, setMounted] = reactExports.useState(false);
  const [playing, setPlaying] = reactExports.useState(false);
  const videoRef = reactExports.useRef(null);
  reactExports.useEffect(() => {
    if (!wantsMotion()) return;
    let idle;
    const start = () => {
      idle = window.setTimeout(() => setMounted(true), 300);
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
    const query = window.matchMedia?.("(prefers-reduced-motion: reduce)");
    const onChange = () => {
      if (query?.matches) setMounted(false);
    };
    query?.addEventListener("change", onChange);
    return () => {
      window.removeEventListener("load", start);
      window.clearTimeout(idle);
      query?.removeEventListener("change", onChange);
    };
  }, []);
  reactExports.useEffect(() => {
    const video = videoRef.current;
    if (!mounted || !video) return;
    video.muted = true;
    video.play().catch(() => setMounted(false));
  }, [mounted]);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Box,
    {
      "aria-hidden": true,
      sx: {
        position: "absolute",
        inset: 0,
        overflow: "hidden",
        // The hero melts into the page instead of ending on an edge.
        maskImage: "linear-gradient(180deg, #000 72%, transparent 100%)",
        WebkitMaskImage: "linear-gradient(180deg, #000 72%, transparent 100%)"
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsxs("picture", { children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx("source", { media: "(max-width: 599px)", srcSet: "/media/hero-poster-portrait.jpg", width: 540, height: 720 }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Box,
            {
              component: "img",
              src: "/media/hero-poster.jpg",
              srcSet: "/media/hero-poster-768.jpg 768w, /media/hero-poster.jpg 1280w",
              sizes: "100vw",
              width: 1280,
              height: 720,
              alt: "",
              fetchPriority: "high",
              sx: FILL
            }
          )
        ] }),
        mounted && /* @__PURE__ */ jsxRuntimeExports.jsxs(
          Box,
          {
            component: "video",
            ref: videoRef,
            autoPlay: true,
            muted: true,
            loop: true,
            playsInline: true,
            preload: "auto",
            tabIndex: -1,
            "aria-hidden": true,
            poster: "/media/hero-poster.jpg",
            onPlaying: () => setPlaying(true),
            "data-testid": "hero-video",
            sx: {
              ...FILL,
              // The video stops a little above the hero's faded-out bottom edge, so its area stays
              // below the poster's: the poster remains the page's largest paint (it is the first
              // paint; the video is an enhancement that arrives after the load).
              height: "calc(100% - 32px)",
              maskImage: "linear-gradient(180deg, #000 calc(100% - 96px), transparent)",
              WebkitMaskImage: "linear-gradient(180deg, #000 calc(100% - 96px), transparent)",
              opacity: playing ? 1 : 0,
              transition: "opacity 1.2s ease",
              "@media (prefers-reduced-motion: reduce)": { display: "none" }
            },
            children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx("source", { src: "/media/hero-loop.webm", type: "video/webm" }),
              /* @__PURE__ */ jsxRuntimeExports.jsx("source", { src: "/media/hero-loop.mp4", type: "video/mp4" })
            ]
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          Box,
          {
            sx: {
              position: "absolute",
              inset: 0,
              background: "radial-gradient(ellipse at 50% 42%, rgba(11, 20, 16, 0.5), rgba(11, 20, 16, 0.15) 70%), linear-gradient(180deg, rgba(11, 20, 16, 0.45) 0%, rgba(11, 20, 16, 0.05) 35%, rgba(11, 20, 16, 0) 80%)"
            }
          }
        )
      ]
    }
  );
}
function HomeHero() {
  const { siteTitle, siteDescription } = useSiteSettings();
  const { token, user } = useSession();
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Box,
    {
      component: "section",
      "aria-labelledby": "home-title",
      sx: {
        position: "relative",
        isolation: "isolate",
        display: "flex",
        alignItems: "center",
        minHeight: { xs: "max(540px, 80svh)", md: "max(600px, min(86vh, 800px))" }
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(HeroBackdrop, {}),
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "md", sx: { position: "relative", textAlign: "center", py: { xs: 8, md: 10 } }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Logo,
            {
              size: 96,
              sx: { width: { xs: 76, md: 96 }, height: "auto", filter: "drop-shadow(0 0 24px rgba(212, 164, 76, 0.35))" }
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Typography,
            {
              id: "home-title",
              variant: "h1",
              sx: {
                mt: 2.5,
                fontSize: { xs: "2.6rem", sm: "3.4rem", md: "4.4rem" },
                lineHeight: 1.08,
                color: "primary.light",
                textShadow: "0 2px 24px rgba(0, 0, 0, 0.6)",
                overflowWrap: "anywhere"
              },
              children: siteTitle
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Typography,
            {
              sx: {
                fontFamily: HEADING_FONT,
                mt: 1.5,
                fontSize: { xs: "1.05rem", md: "1.35rem" },
                letterSpacing: "0.22em",
                textTransform: "uppercase",
                color: "text.primary"
              },
              children: SITE_DEFAULTS.tagline
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Box,
            {
              "aria-hidden": true,
              sx: {
                mx: "auto",
                my: 3,
                width: 160,
                height: 2,
                background: "linear-gradient(90deg, transparent, #d4a44c, transparent)"
              }
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Typography,
            {
              sx: {
                maxWidth: 620,
                mx: "auto",
                fontSize: { xs: "1.02rem", md: "1.18rem" },
                lineHeight: 1.7,
                color: "text.primary",
                textShadow: "0 1px 12px rgba(0, 0, 0, 0.7)"
              },
              children: siteDescription
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(
            Box,
            {
              sx: {
                mt: { xs: 4, md: 5 },
                display: "flex",
                gap: 2,
                justifyContent: "center",
                flexDirection: { xs: "column", sm: "row" },
                alignItems: "center"
              },
              children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(
                  Button,
                  {
                    component: Link,
                    to: "/blog",
                    variant: "contained",
                    size: "large",
                    startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(AutoStoriesIcon, {}),
                    sx: { minWidth: 220, py: 1.4 },
                    children: HOME_TEXTS.readStories
                  }
                ),
                token ? /* @__PURE__ */ jsxRuntimeExports.jsx(
                  Button,
                  {
                    component: Link,
                    to: "/dashboard",
                    variant: "outlined",
                    size: "large",
                    startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(DashboardIcon, {}),
                    sx: { minWidth: 220, py: 1.4, bgcolor: "rgba(11, 20, 16, 0.55)" },
                    children: dashboardLabel(user?.role)
                  }
                ) : /* @__PURE__ */ jsxRuntimeExports.jsx(
                  Button,
                  {
                    component: Link,
                    to: "/login",
                    variant: "outlined",
                    size: "large",
                    startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(LoginIcon, {}),
                    sx: { minWidth: 220, py: 1.4, bgcolor: "rgba(11, 20, 16, 0.55)" },
                    children: HOME_TEXTS.memberLogin
                  }
                )
              ]
            }
          )
        ] })
      ]
    }
  );
}
function SectionHeading({
  id,
  title,
  intro,
  action
}) {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Box,
    {
      sx: {
        display: "flex",
        alignItems: { xs: "flex-start", sm: "flex-end" },
        justifyContent: "space-between",
        gap: 2,
        mb: { xs: 3, md: 4 },
        flexWrap: "wrap"
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id, variant: "h2", sx: { fontSize: { xs: "1.8rem", md: "2.4rem" }, color: "primary.light" }, children: title }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { mt: 1 }, children: intro })
        ] }),
        action
      ]
    }
  );
}
function excerpt(text, length) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
const noSubscribe = () => () => {
};
function useIsHydrated() {
  return reactExports.useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false
  );
}
function formatStoryDate(iso, local) {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: local ? void 0 : "UTC"
  });
}
const STORY_MEDIA_SX = {
  position: "relative",
  aspectRatio: "16 / 9",
  overflow: "hidden",
  bgcolor: "background.default",
  backgroundImage: "radial-gradient(ellipse at 50% 120%, rgba(212, 164, 76, 0.28), transparent 65%), radial-gradient(ellipse at 20% 0%, rgba(79, 174, 130, 0.18), transparent 60%)"
};
function StoryCard({ post }) {
  const local = useIsHydrated();
  const src = assetUrl(post.image_url);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    Card,
    {
      component: "article",
      "data-testid": "story-card",
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
            /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: STORY_MEDIA_SX, children: src ? /* @__PURE__ */ jsxRuntimeExports.jsx(
              Box,
              {
                component: "img",
                src,
                alt: "",
                width: 1200,
                height: 675,
                loading: "lazy",
                decoding: "async",
                sx: { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", display: "block" }
              }
            ) : /* @__PURE__ */ jsxRuntimeExports.jsx(
              Box,
              {
                "aria-hidden": true,
                sx: { position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "rgba(232, 194, 119, 0.55)" },
                children: /* @__PURE__ */ jsxRuntimeExports.jsx(AutoStoriesIcon, { sx: { fontSize: 56 } })
              }
            ) }),
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { p: 2.5, display: "flex", flexDirection: "column", gap: 1, flex: 1 }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "time", dateTime: post.created_at, variant: "body2", color: "text.secondary", children: formatStoryDate(post.created_at, local) }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(
                Typography,
                {
                  component: "h3",
                  sx: {
                    fontFamily: (t) => t.typography.h3.fontFamily,
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
function LatestStories() {
  const { data: posts, isPending } = useLatestPosts();
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { component: "section", "aria-labelledby": "latest-title", sx: { pb: { xs: 8, md: 12 } }, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      SectionHeading,
      {
        id: "latest-title",
        title: HOME_TEXTS.latestTitle,
        intro: HOME_TEXTS.latestIntro,
        action: /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { component: Link, to: "/blog", endIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArrowForwardIcon, {}), variant: "outlined", children: HOME_TEXTS.viewAll })
      }
    ),
    isPending ? /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: GRID, "aria-hidden": true, children: Array.from({ length: UI.homeLatestPosts }, (_, i) => /* @__PURE__ */ jsxRuntimeExports.jsxs(Card, { children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: STORY_MEDIA_SX }),
      /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { p: 2.5 }, children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { width: "40%" }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { sx: { fontSize: "1.2rem" }, width: "85%" }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, {}),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, {}),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Skeleton, { width: "60%" })
      ] })
    ] }, i)) }) : posts && posts.length > 0 ? /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: GRID, children: posts.map((post) => /* @__PURE__ */ jsxRuntimeExports.jsx(StoryCard, { post }, post.id)) }) : /* @__PURE__ */ jsxRuntimeExports.jsx(
      Typography,
      {
        color: "text.secondary",
        sx: { py: 4, textAlign: "center", border: 1, borderColor: "divider", borderRadius: 3 },
        children: HOME_TEXTS.noStories
      }
    )
  ] }) });
}
const ICONS = [AutoStoriesIcon, ForumIcon, StorefrontIcon, DashboardIcon];
function OffersSection() {
  const { homeOffers } = useSiteSettings();
  const offers = homeOffers.length > 0 ? homeOffers : DEFAULT_HOME_OFFERS;
  return /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { component: "section", "aria-labelledby": "offers-title", sx: { py: { xs: 7, md: 10 } }, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(SectionHeading, { id: "offers-title", title: HOME_TEXTS.offersTitle, intro: HOME_TEXTS.offersIntro }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Box,
      {
        sx: {
          display: "grid",
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: "1fr", sm: "repeat(2, minmax(0, 1fr))", md: "repeat(4, minmax(0, 1fr))" }
        },
        children: offers.map((offer, index) => {
          const Icon = ICONS[index % ICONS.length];
          return /* @__PURE__ */ jsxRuntimeExports.jsxs(
            Paper,
            {
              component: "article",
              "data-testid": "offer-card",
              sx: {
                p: { xs: 2.5, md: 3 },
                height: "100%",
                // Phones: the icon beside the text, so four cards do not fill three screens.
                display: "grid",
                gridTemplateColumns: { xs: "auto minmax(0, 1fr)", sm: "1fr" },
                columnGap: 2,
                alignContent: "start",
                position: "relative",
                overflow: "hidden",
                background: "linear-gradient(180deg, rgba(23, 39, 33, 0.9), rgba(17, 29, 24, 0.9))",
                transition: "border-color 200ms ease, transform 200ms ease",
                "&:hover": { borderColor: "rgba(212, 164, 76, 0.45)", transform: "translateY(-2px)" },
                "&::before": {
                  content: '""',
                  position: "absolute",
                  insetInline: 0,
                  top: 0,
                  height: 2,
                  background: "linear-gradient(90deg, transparent, rgba(212, 164, 76, 0.7), transparent)"
                }
              },
              children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(
                  Box,
                  {
                    "aria-hidden": true,
                    sx: {
                      width: 52,
                      height: 52,
                      borderRadius: "50%",
                      display: "grid",
                      placeItems: "center",
                      color: "primary.main",
                      bgcolor: "rgba(212, 164, 76, 0.1)",
                      border: "1px solid rgba(212, 164, 76, 0.3)",
                      mb: { xs: 0, sm: 2.5 },
                      gridRow: { xs: "span 2", sm: "auto" }
                    },
                    children: /* @__PURE__ */ jsxRuntimeExports.jsx(Icon, {})
                  }
                ),
                /* @__PURE__ */ jsxRuntimeExports.jsx(
                  Typography,
                  {
                    component: "h3",
                    variant: "h6",
                    sx: { mb: 1, lineHeight: 1.3, fontSize: { xs: "1.1rem", md: "1.25rem" } },
                    children: offer.title
                  }
                ),
                /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", sx: { lineHeight: 1.7 }, children: offer.desc })
              ]
            },
            `${offer.title}-${index}`
          );
        })
      }
    )
  ] }) });
}
function HomePage() {
  const { siteTitle } = useSiteSettings();
  reactExports.useEffect(() => {
    document.title = `${siteTitle} | ${SITE_DEFAULTS.tagline}`;
  }, [siteTitle]);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(jsxRuntimeExports.Fragment, { children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(HomeHero, {}),
    /* @__PURE__ */ jsxRuntimeExports.jsx(OffersSection, {}),
    /* @__PURE__ */ jsxRuntimeExports.jsx(LatestStories, {})
  ] });
}
export {
  HomePage as default
};
