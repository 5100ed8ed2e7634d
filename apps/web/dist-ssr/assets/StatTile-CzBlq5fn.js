import { j as jsxRuntimeExports, P as Paper, B as Box, T as Typography, H as HEADING_FONT } from "../entry-server.js";
function StatTile({ label, value, icon }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(
    Paper,
    {
      component: "section",
      "aria-label": label,
      sx: {
        p: 2.5,
        display: "flex",
        flexDirection: { xs: "column", sm: "row" },
        alignItems: { xs: "flex-start", sm: "center" },
        gap: { xs: 1.5, sm: 2 },
        height: "100%",
        bgcolor: "background.paper"
      },
      children: [
        icon && /* @__PURE__ */ jsxRuntimeExports.jsx(
          Box,
          {
            "aria-hidden": true,
            sx: {
              width: 44,
              height: 44,
              flexShrink: 0,
              borderRadius: "50%",
              display: "grid",
              placeItems: "center",
              color: "primary.main",
              bgcolor: "rgba(212, 164, 76, 0.1)",
              border: "1px solid rgba(212, 164, 76, 0.25)"
            },
            children: icon
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { minWidth: 0 }, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Typography,
            {
              sx: { fontFamily: HEADING_FONT, fontSize: "1.75rem", fontWeight: 700, lineHeight: 1.1 },
              "data-testid": "stat-value",
              children: value
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", children: label })
        ] })
      ]
    }
  );
}
export {
  StatTile as S
};
