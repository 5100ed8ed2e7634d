import { j as jsxRuntimeExports, B as Box, P as Paper, ab as palette, L as Logo, T as Typography } from "../entry-server.js";
function AuthCard({ title, subtitle, children, footer }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    Box,
    {
      sx: {
        flex: 1,
        display: "grid",
        placeItems: "center",
        px: 2,
        py: { xs: 4, md: 8 },
        background: `radial-gradient(circle at 50% 0%, rgba(212, 164, 76, 0.12), transparent 55%)`
      },
      children: /* @__PURE__ */ jsxRuntimeExports.jsxs(
        Paper,
        {
          elevation: 0,
          sx: {
            width: "100%",
            maxWidth: 440,
            p: { xs: 3, sm: 5 },
            position: "relative",
            overflow: "hidden",
            bgcolor: palette.surface,
            boxShadow: "0 24px 60px rgba(0, 0, 0, 0.45)",
            "&::before": {
              content: '""',
              position: "absolute",
              inset: "0 0 auto 0",
              height: 3,
              background: `linear-gradient(90deg, transparent, ${palette.gold}, transparent)`
            }
          },
          children: [
            /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { textAlign: "center", mb: 3 }, children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(Logo, { size: 56, backdrop: palette.surface, sx: { mb: 1.5 } }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.75rem", sm: "2rem" }, mb: 1 }, children: title }),
              /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: subtitle })
            ] }),
            children,
            /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { mt: 3, pt: 3, borderTop: 1, borderColor: "divider", textAlign: "center" }, children: footer })
          ]
        }
      )
    }
  );
}
export {
  AuthCard as A
};
