import { m as createSvgIcon, j as jsxRuntimeExports, a6 as useDocumentTitle, a as useSession, C as Container, B as Box, T as Typography, c as Link, au as SettingsIcon } from "../entry-server.js";
import { A as ArticleIcon } from "./ArticleOutlined-CLAUnIQS.js";
import { M as MailIcon } from "./MailOutline-BgLm7Bd8.js";
import { P as PeopleIcon } from "./PeopleOutline-w5DdytTJ.js";
import { G as Grid } from "./Grid-B6mFay-5.js";
import { C as Card, a as CardActionArea } from "./CardActionArea-Bwf7NX51.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./isMuiElement-CleH_1Ir.js";
const ChevronRightIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M10 6 8.59 7.41 13.17 12l-4.58 4.59L10 18l6-6z"
}), "ChevronRight");
const SECTIONS = [
  {
    title: "User Management",
    description: "Add, edit, ban and remove accounts and their roles.",
    to: "/admin/users",
    icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PeopleIcon, {})
  },
  {
    title: "Blog Management",
    description: "Write, publish and retire the chronicles.",
    to: "/admin/blog",
    icon: /* @__PURE__ */ jsxRuntimeExports.jsx(ArticleIcon, {})
  },
  {
    title: "Site Settings",
    description: "Title, description, offers, contact details and FAQ.",
    to: "/admin/settings",
    icon: /* @__PURE__ */ jsxRuntimeExports.jsx(SettingsIcon, {})
  },
  {
    title: "Messages",
    description: "Read what visitors sent through the contact form.",
    to: "/admin/messages",
    icon: /* @__PURE__ */ jsxRuntimeExports.jsx(MailIcon, {})
  }
];
function AdminDashboardPage() {
  useDocumentTitle("Admin Dashboard");
  const { user } = useSession();
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", sx: { py: { xs: 3, md: 6 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { mb: 4 }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "overline", color: "primary.light", sx: { letterSpacing: "0.2em" }, children: "Back office" }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.8rem", md: "2.4rem" } }, children: "Admin Dashboard" }),
      /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { color: "text.secondary", sx: { mt: 1 }, children: [
        "Welcome back",
        user ? `, ${user.first_name?.trim() || user.username}` : "",
        ". Tend the hall from here."
      ] })
    ] }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h2", sx: { fontSize: "1.3rem", mb: 2 }, children: "Admin Sections" }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { container: true, spacing: 2.5, children: SECTIONS.map((section) => /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6, md: 4 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
      Card,
      {
        sx: {
          height: "100%",
          transition: "border-color 200ms ease",
          "&:hover": { borderColor: "rgba(212, 164, 76, 0.45)" }
        },
        children: /* @__PURE__ */ jsxRuntimeExports.jsxs(
          CardActionArea,
          {
            component: Link,
            to: section.to,
            sx: {
              p: 3,
              height: "100%",
              display: "flex",
              alignItems: "flex-start",
              gap: 2,
              "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 }
            },
            children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(
                Box,
                {
                  "aria-hidden": true,
                  sx: {
                    width: 48,
                    height: 48,
                    flexShrink: 0,
                    borderRadius: 2,
                    display: "grid",
                    placeItems: "center",
                    color: "primary.light",
                    bgcolor: "rgba(212, 164, 76, 0.1)",
                    border: "1px solid rgba(212, 164, 76, 0.25)"
                  },
                  children: section.icon
                }
              ),
              /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { flex: 1, minWidth: 0 }, children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h3", sx: { fontSize: "1.1rem", mb: 0.5 }, children: section.title }),
                /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", children: section.description })
              ] }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(ChevronRightIcon, { "aria-hidden": true, sx: { color: "text.secondary", alignSelf: "center" } })
            ]
          }
        )
      }
    ) }, section.to)) })
  ] });
}
export {
  AdminDashboardPage as default
};
