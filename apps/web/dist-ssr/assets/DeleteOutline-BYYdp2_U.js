import { j as jsxRuntimeExports, B as Box, Q as IconButton, c as Link, T as Typography, m as createSvgIcon } from "../entry-server.js";
import { A as ArrowBackIcon } from "./ArrowBack-C79c5F_r.js";
import { T as Tooltip } from "./Tooltip-BmrJGe0b.js";
function AdminPageHeader({ title, subtitle, backTo = "/admin", actions }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "flex", alignItems: { xs: "flex-start", sm: "center" }, gap: 2, mb: 4, flexWrap: "wrap" }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: "Back", children: /* @__PURE__ */ jsxRuntimeExports.jsx(IconButton, { component: Link, to: backTo, "aria-label": "Back", sx: { border: 1, borderColor: "divider" }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(ArrowBackIcon, {}) }) }),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { flex: "1 1 240px", minWidth: 0 }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.6rem", md: "2.1rem" } }, children: title }),
      subtitle && /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { mt: 0.5 }, children: subtitle })
    ] }),
    actions && /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", gap: 1, flexWrap: "wrap" }, children: actions })
  ] });
}
const DeleteIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6zM8 9h8v10H8zm7.5-5-1-1h-5l-1 1H5v2h14V4z"
}), "DeleteOutline");
export {
  AdminPageHeader as A,
  DeleteIcon as D
};
