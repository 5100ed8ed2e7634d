import { m as createSvgIcon, j as jsxRuntimeExports } from "../entry-server.js";
const AddIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z"
}), "Add");
export {
  AddIcon as A
};
