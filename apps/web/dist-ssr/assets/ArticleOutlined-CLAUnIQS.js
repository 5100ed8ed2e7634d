import { m as createSvgIcon, j as jsxRuntimeExports } from "../entry-server.js";
const ArticleIcon = createSvgIcon([/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2"
}, "0"), /* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M14 17H7v-2h7zm3-4H7v-2h10zm0-4H7V7h10z"
}, "1")], "ArticleOutlined");
export {
  ArticleIcon as A
};
