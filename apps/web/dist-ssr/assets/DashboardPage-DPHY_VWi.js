import { m as createSvgIcon, j as jsxRuntimeExports, r as reactExports, P as Paper, B as Box, T as Typography, b as Button, c as Link, G as PersonIcon, a as useSession, ac as useSignOut, a6 as useDocumentTitle, C as Container, ad as Avatar, e as assetUrl, g as Chip, ae as LogoutIcon } from "../entry-server.js";
import { S as StatTile } from "./StatTile-CzBlq5fn.js";
import { A as ArrowForwardIcon, S as StorefrontIcon, F as ForumIcon } from "./StorefrontOutlined-CYHDoct9.js";
import { B as Badge } from "./Badge-CgvThn7D.js";
import { M as MailIcon } from "./MailOutline-BgLm7Bd8.js";
import { A as ArticleIcon } from "./ArticleOutlined-CLAUnIQS.js";
import { G as Grid } from "./Grid-B6mFay-5.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./isMuiElement-CleH_1Ir.js";
const ShoppingCartIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2"
}), "ShoppingCartOutlined");
const MarkChatUnreadIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M22 6.98V16c0 1.1-.9 2-2 2H6l-4 4V4c0-1.1.9-2 2-2h10.1c-.06.32-.1.66-.1 1s.04.68.1 1H4v12h16V7.9c.74-.15 1.42-.48 2-.92M16 3c0 1.66 1.34 3 3 3s3-1.34 3-3-1.34-3-3-3-3 1.34-3 3"
}), "MarkChatUnreadOutlined");
const PersonAddIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M20 9V6h-2v3h-3v2h3v3h2v-3h3V9zM9 12c2.21 0 4-1.79 4-4s-1.79-4-4-4-4 1.79-4 4 1.79 4 4 4m0-6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m6.39 8.56C13.71 13.7 11.53 13 9 13s-4.71.7-6.39 1.56C1.61 15.07 1 16.1 1 17.22V20h16v-2.78c0-1.12-.61-2.15-1.61-2.66M15 18H3v-.78c0-.38.2-.72.52-.88C4.71 15.73 6.63 15 9 15s4.29.73 5.48 1.34c.32.16.52.5.52.88z"
}), "PersonAddAltOutlined");
const ReceiptIcon = createSvgIcon([/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11z"
}, "0"), /* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z"
}, "1")], "ReceiptLongOutlined");
function DashboardTile({ title, description, to, icon, badge = 0 }) {
  const id = reactExports.useId();
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Paper,
    {
      component: "section",
      "aria-labelledby": `${id}-title`,
      sx: {
        p: 3,
        height: "100%",
        display: "flex",
        flexDirection: "column",
        gap: 2,
        transition: "border-color 200ms ease, transform 200ms ease",
        "&:hover": { borderColor: "rgba(212, 164, 76, 0.45)", transform: "translateY(-2px)" }
      },
      children: [
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", gap: 1.5 }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(Badge, { badgeContent: badge, color: "error", max: 99, overlap: "circular", children: /* @__PURE__ */ jsxRuntimeExports.jsx(
            Box,
            {
              "aria-hidden": true,
              sx: {
                width: 48,
                height: 48,
                borderRadius: "50%",
                display: "grid",
                placeItems: "center",
                color: "primary.light",
                bgcolor: "rgba(212, 164, 76, 0.1)",
                border: "1px solid rgba(212, 164, 76, 0.25)"
              },
              children: icon
            }
          ) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id: `${id}-title`, variant: "h3", sx: { fontSize: "1.15rem" }, children: title })
        ] }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", sx: { flex: 1 }, children: description }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          Button,
          {
            component: Link,
            to,
            variant: "outlined",
            endIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArrowForwardIcon, {}),
            "aria-describedby": `${id}-title`,
            sx: { alignSelf: "flex-start" },
            children: "Open"
          }
        )
      ]
    }
  );
}
function dashboardTiles(role, counts) {
  const tiles = [
    {
      title: "Shop",
      description: "Browse the curated wares of the hall.",
      to: "/shop",
      icon: /* @__PURE__ */ jsxRuntimeExports.jsx(StorefrontIcon, {}),
      badge: counts.cartItems
    },
    {
      title: "Chat",
      description: "Gather with kin in the group rooms.",
      to: "/messages",
      icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ForumIcon, {}),
      badge: counts.unreadMessages,
      chat: true
    },
    {
      title: "Private Messages",
      description: "Speak one-to-one with fellow members.",
      to: "/messages",
      icon: /* @__PURE__ */ jsxRuntimeExports.jsx(MailIcon, {}),
      badge: counts.pendingRequests,
      chat: true
    },
    { title: "Blog", description: "Read the latest chronicles and tales.", to: "/blog", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArticleIcon, {}) },
    {
      title: "Orders",
      description: "Follow your orders from forge to door.",
      to: "/orders",
      icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ReceiptIcon, {}),
      badge: counts.recentOrders
    },
    { title: "Profile", description: "Your name, picture and password.", to: "/profile", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PersonIcon, {}) }
  ];
  return tiles.filter((tile) => !(tile.chat && role === "user"));
}
const ROLE_LABELS = { admin: "Administrator", member: "Member", user: "User" };
const DASHBOARD_TITLES = {
  admin: "Admin Dashboard",
  member: "Member Dashboard",
  user: "User Dashboard"
};
const NONE = { cartItems: 0, unreadMessages: 0, pendingRequests: 0, recentOrders: 0 };
function useDashboardCounts() {
  return NONE;
}
function DashboardPage() {
  const { user } = useSession();
  const counts = useDashboardCounts();
  const signOut = useSignOut();
  const role = user?.role;
  const title = (role && DASHBOARD_TITLES[role]) ?? "Dashboard";
  useDocumentTitle(title);
  if (!user) return null;
  const name = user.first_name?.trim() || user.username;
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", sx: { py: { xs: 3, md: 6 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Paper,
      {
        sx: {
          p: { xs: 2.5, md: 4 },
          mb: 4,
          display: "flex",
          alignItems: { xs: "flex-start", sm: "center" },
          flexDirection: { xs: "column", sm: "row" },
          gap: { xs: 2, sm: 3 },
          background: "linear-gradient(135deg, rgba(212, 164, 76, 0.12), rgba(79, 174, 130, 0.06) 60%, transparent)"
        },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Avatar,
            {
              src: assetUrl(user.avatar_url),
              alt: user.username,
              sx: {
                width: 72,
                height: 72,
                fontSize: 30,
                fontWeight: 700,
                bgcolor: "primary.main",
                color: "primary.contrastText",
                border: 2,
                borderColor: "primary.light"
              },
              children: user.username.charAt(0).toUpperCase()
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { flex: 1, minWidth: 0 }, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.6rem", md: "2.2rem" } }, children: title }),
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: "center", gap: 1.5, mt: 1, flexWrap: "wrap" }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", fontWeight: 500, "data-testid": "dashboard-username", children: user.username }),
              role && /* @__PURE__ */ jsxRuntimeExports.jsx(Chip, { size: "small", color: role === "admin" ? "primary" : "secondary", label: ROLE_LABELS[role] })
            ] })
          ] }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { variant: "outlined", color: "inherit", startIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(LogoutIcon, {}), onClick: signOut, sx: { borderColor: "divider" }, children: "Logout" })
        ]
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { variant: "h2", sx: { fontSize: { xs: "1.35rem", md: "1.6rem" }, mb: 0.5 }, children: [
      "Welcome back, ",
      name,
      "!"
    ] }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { mb: 3 }, children: "Everything the hall offers, one step away." }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { container: true, spacing: 2.5, sx: { mb: 6 }, children: role && dashboardTiles(role, counts).map((tile) => /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6, md: 4 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(DashboardTile, { ...tile }) }, tile.title)) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h2", sx: { fontSize: { xs: "1.35rem", md: "1.6rem" }, mb: 2.5 }, children: "Activity" }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { container: true, spacing: 2.5, children: [
      { label: "Cart Items", value: counts.cartItems, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ShoppingCartIcon, {}) },
      { label: "Unread Messages", value: counts.unreadMessages, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(MarkChatUnreadIcon, {}) },
      { label: "Pending Requests", value: counts.pendingRequests, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PersonAddIcon, {}) },
      { label: "Recent Orders", value: counts.recentOrders, icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ReceiptIcon, {}) }
    ].map((stat) => /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 6, md: 3 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(StatTile, { ...stat }) }, stat.label)) })
  ] });
}
export {
  DashboardPage as default
};
