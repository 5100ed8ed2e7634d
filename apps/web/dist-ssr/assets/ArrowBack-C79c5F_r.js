import { m as createSvgIcon, j as jsxRuntimeExports } from "../entry-server.js";
const ArrowBackIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M20 11H7.83l5.59-5.59L12 4l-8 8 8 8 1.41-1.41L7.83 13H20z"
}), "ArrowBack");
export {
  ArrowBackIcon as A
};
