import { r as reactExports, e as assetUrl, j as jsxRuntimeExports, B as Box } from "../entry-server.js";
import { A as AutoStoriesIcon } from "./AutoStoriesOutlined-Cz4462r_.js";
function excerpt(text, length) {
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}
function firstTag(tags) {
  return tags?.split(",").map((t) => t.trim()).find(Boolean);
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
function formatPostDate(iso, local) {
  return new Date(iso).toLocaleDateString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    timeZone: local ? void 0 : "UTC"
  });
}
function formatPostDateTime(iso, local) {
  return new Date(iso).toLocaleString("en-US", {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    // No zone name: the server's UTC text and the reader's local text then differ at most in
    // the digits, so swapping one for the other after hydration does not reflow the page.
    timeZone: local ? void 0 : "UTC"
  });
}
function PostCover({ imageUrl, alt, priority = false, rounded = false }) {
  const src = assetUrl(imageUrl);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    Box,
    {
      sx: {
        position: "relative",
        aspectRatio: "16 / 9",
        overflow: "hidden",
        borderRadius: rounded ? 2 : 0,
        bgcolor: "background.default",
        backgroundImage: "radial-gradient(ellipse at 50% 120%, rgba(212, 164, 76, 0.28), transparent 65%), radial-gradient(ellipse at 20% 0%, rgba(79, 174, 130, 0.18), transparent 60%)"
      },
      children: src ? /* @__PURE__ */ jsxRuntimeExports.jsx(
        Box,
        {
          component: "img",
          src,
          alt,
          width: 1200,
          height: 675,
          loading: priority ? "eager" : "lazy",
          decoding: priority ? "auto" : "async",
          fetchPriority: priority ? "high" : "auto",
          sx: { position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover", display: "block" }
        }
      ) : /* @__PURE__ */ jsxRuntimeExports.jsx(
        Box,
        {
          "aria-hidden": true,
          sx: { position: "absolute", inset: 0, display: "grid", placeItems: "center", color: "rgba(232, 194, 119, 0.55)" },
          children: /* @__PURE__ */ jsxRuntimeExports.jsx(AutoStoriesIcon, { sx: { fontSize: 56 } })
        }
      )
    }
  );
}
export {
  PostCover as P,
  formatPostDate as a,
  formatPostDateTime as b,
  excerpt as e,
  firstTag as f,
  useIsHydrated as u
};
