import { m as createSvgIcon, j as jsxRuntimeExports, P as Paper, T as Typography, B as Box, Q as IconButton, R as http, r as reactExports, V as CONTACT_REASONS, W as MenuItem, X as Alert, b as Button, k as CircularProgress, Y as CONTACT_MESSAGES, Z as errorText, t as generateUtilityClass, v as generateUtilityClasses, w as useDefaultProps, _ as useSlot, z as clsx, A as composeClasses, s as styled, o as memoTheme, q as PropTypes, $ as chainPropTypes, y as reactIsExports, n as ButtonBase, u as useSiteSettings, C as Container } from "../entry-server.js";
import { C as CONTACT_TEXTS } from "./messages-content-BUqLbjPU.js";
import { L as Link } from "./Link-CT66b_q-.js";
import { T as Tooltip, u as useMutation } from "./Tooltip-BmrJGe0b.js";
import { T as TextField } from "./TextField-BFia2aqG.js";
import { C as Collapse, E as ExpandMoreIcon } from "./ExpandMore-B8cJ_XCn.js";
import { u as useControlled } from "./useControlled-nG0z-tRK.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./isMuiElement-CleH_1Ir.js";
const EmailIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M22 6c0-1.1-.9-2-2-2H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2zm-2 0-8 5-8-5zm0 12H4V8l8 5 8-5z"
}), "EmailOutlined");
const FacebookIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z"
}), "Facebook");
const InstagramIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M7.8 2h8.4C19.4 2 22 4.6 22 7.8v8.4a5.8 5.8 0 0 1-5.8 5.8H7.8C4.6 22 2 19.4 2 16.2V7.8A5.8 5.8 0 0 1 7.8 2m-.2 2A3.6 3.6 0 0 0 4 7.6v8.8C4 18.39 5.61 20 7.6 20h8.8a3.6 3.6 0 0 0 3.6-3.6V7.6C20 5.61 18.39 4 16.4 4H7.6m9.65 1.5a1.25 1.25 0 0 1 1.25 1.25A1.25 1.25 0 0 1 17.25 8 1.25 1.25 0 0 1 16 6.75a1.25 1.25 0 0 1 1.25-1.25M12 7a5 5 0 0 1 5 5 5 5 0 0 1-5 5 5 5 0 0 1-5-5 5 5 0 0 1 5-5m0 2a3 3 0 0 0-3 3 3 3 0 0 0 3 3 3 3 0 0 0 3-3 3 3 0 0 0-3-3z"
}), "Instagram");
const LinkedInIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z"
}), "LinkedIn");
const PhoneIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M6.54 5c.06.89.21 1.76.45 2.59l-1.2 1.2c-.41-1.2-.67-2.47-.76-3.79zm9.86 12.02c.85.24 1.72.39 2.6.45v1.49c-1.32-.09-2.59-.35-3.8-.75zM7.5 3H4c-.55 0-1 .45-1 1 0 9.39 7.61 17 17 17 .55 0 1-.45 1-1v-3.49c0-.55-.45-1-1-1-1.24 0-2.45-.2-3.57-.57-.1-.04-.21-.05-.31-.05-.26 0-.51.1-.71.29l-2.2 2.2c-2.83-1.45-5.15-3.76-6.59-6.59l2.2-2.2c.28-.28.36-.67.25-1.02C8.7 6.45 8.5 5.25 8.5 4c0-.55-.45-1-1-1"
}), "PhoneOutlined");
const PlaceIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M12 12c-1.1 0-2-.9-2-2s.9-2 2-2 2 .9 2 2-.9 2-2 2m6-1.8C18 6.57 15.35 4 12 4s-6 2.57-6 6.2c0 2.34 1.95 5.44 6 9.14 4.05-3.7 6-6.8 6-9.14M12 2c4.2 0 8 3.22 8 8.2 0 3.32-2.67 7.25-8 11.8-5.33-4.55-8-8.48-8-11.8C4 5.22 7.8 2 12 2"
}), "PlaceOutlined");
const XIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z"
}), "X");
const SOCIALS = [
  { key: "facebook", label: "Facebook", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(FacebookIcon, {}) },
  { key: "twitter", label: "Twitter", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(XIcon, {}) },
  { key: "instagram", label: "Instagram", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(InstagramIcon, {}) },
  { key: "linkedin", label: "LinkedIn", icon: /* @__PURE__ */ jsxRuntimeExports.jsx(LinkedInIcon, {}) }
];
const isWebUrl = (url) => /^https?:\/\/\S+$/i.test(url.trim());
function Row({ icon, label, children }) {
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "li", sx: { display: "flex", gap: 2, alignItems: "flex-start" }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Box,
      {
        "aria-hidden": true,
        sx: {
          width: 40,
          height: 40,
          flexShrink: 0,
          borderRadius: "50%",
          display: "grid",
          placeItems: "center",
          color: "primary.main",
          bgcolor: "rgba(212, 164, 76, 0.1)",
          border: "1px solid rgba(212, 164, 76, 0.3)"
        },
        children: icon
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { minWidth: 0 }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "body2", color: "text.secondary", children: label }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { overflowWrap: "anywhere", whiteSpace: "pre-line" }, children })
    ] })
  ] });
}
function ContactDetails({ settings }) {
  const { contactEmail, contactPhone, contactAddress, contactSocials } = settings;
  const socials = SOCIALS.filter((s) => isWebUrl(contactSocials[s.key] ?? ""));
  const hasInfo = Boolean(contactEmail || contactPhone || contactAddress);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { component: "section", "aria-labelledby": "contact-info-title", sx: { p: { xs: 2.5, sm: 4 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id: "contact-info-title", variant: "h2", sx: { fontSize: { xs: "1.4rem", md: "1.7rem" }, mb: 3 }, children: CONTACT_TEXTS.infoTitle }),
    hasInfo ? /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "ul", sx: { listStyle: "none", m: 0, p: 0, display: "grid", gap: 2.5 }, children: [
      contactEmail && /* @__PURE__ */ jsxRuntimeExports.jsx(Row, { icon: /* @__PURE__ */ jsxRuntimeExports.jsx(EmailIcon, {}), label: CONTACT_TEXTS.email, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Link, { href: `mailto:${contactEmail}`, color: "primary.light", underline: "hover", children: contactEmail }) }),
      contactPhone && /* @__PURE__ */ jsxRuntimeExports.jsx(Row, { icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PhoneIcon, {}), label: CONTACT_TEXTS.phoneLabel, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Link, { href: `tel:${contactPhone.replace(/[^+\d]/g, "")}`, color: "primary.light", underline: "hover", children: contactPhone }) }),
      contactAddress && /* @__PURE__ */ jsxRuntimeExports.jsx(Row, { icon: /* @__PURE__ */ jsxRuntimeExports.jsx(PlaceIcon, {}), label: CONTACT_TEXTS.addressLabel, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "address", sx: { fontStyle: "normal" }, children: contactAddress }) })
    ] }) : /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", children: CONTACT_TEXTS.noInfo }),
    socials.length > 0 && /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { mt: 4 }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { component: "h3", variant: "subtitle1", sx: { fontWeight: 600, mb: 1.5 }, children: CONTACT_TEXTS.socialTitle }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", gap: 1.5 }, children: socials.map((s) => /* @__PURE__ */ jsxRuntimeExports.jsx(Tooltip, { title: s.label, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
        IconButton,
        {
          component: "a",
          href: contactSocials[s.key].trim(),
          target: "_blank",
          rel: "noopener noreferrer",
          "aria-label": s.label,
          sx: { border: 1, borderColor: "divider", color: "primary.light", "&:hover": { borderColor: "primary.main" } },
          children: s.icon
        }
      ) }, s.key)) })
    ] })
  ] });
}
const SendIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M2.01 21 23 12 2.01 3 2 10l15 2-15 2z"
}), "Send");
function sendContactMessage(body) {
  return http.post("/api/admin/contact", body, { anonymous: true });
}
function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
const EMPTY = { name: "", email: "", phone: "", reason: "", message: "" };
function ContactForm() {
  const [form, setForm] = reactExports.useState(EMPTY);
  const [feedback, setFeedback] = reactExports.useState(null);
  const send = useSendContactMessage();
  const set = (key) => (event) => setForm((f) => ({ ...f, [key]: event.target.value }));
  function submit(event) {
    event.preventDefault();
    const { name, email, phone, reason, message } = form;
    if (!name.trim() || !email.trim() || !message.trim() || !reason) {
      setFeedback({ severity: "error", text: CONTACT_MESSAGES.required });
      return;
    }
    setFeedback(null);
    send.mutate(
      { name: name.trim(), email: email.trim(), phone: phone.trim() || null, reason, message: message.trim() },
      {
        onSuccess: () => {
          setForm(EMPTY);
          setFeedback({ severity: "success", text: CONTACT_MESSAGES.success });
        },
        onError: (error) => setFeedback({ severity: "error", text: errorText(error, CONTACT_MESSAGES.failed) })
      }
    );
  }
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { component: "section", "aria-labelledby": "contact-form-title", sx: { p: { xs: 2.5, sm: 4 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id: "contact-form-title", variant: "h2", sx: { fontSize: { xs: "1.4rem", md: "1.7rem" }, mb: 3 }, children: CONTACT_TEXTS.formTitle }),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Box,
      {
        component: "form",
        noValidate: true,
        onSubmit: submit,
        sx: { display: "grid", gap: 2.5, gridTemplateColumns: { xs: "1fr", sm: "1fr 1fr" } },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(TextField, { label: CONTACT_TEXTS.name, name: "name", value: form.name, onChange: set("name"), required: true, autoComplete: "name" }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: CONTACT_TEXTS.email,
              name: "email",
              type: "email",
              value: form.email,
              onChange: set("email"),
              required: true,
              autoComplete: "email"
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: CONTACT_TEXTS.phone,
              name: "phone",
              type: "tel",
              value: form.phone,
              onChange: set("phone"),
              autoComplete: "tel"
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(TextField, { select: true, label: CONTACT_TEXTS.reason, name: "reason", value: form.reason, onChange: set("reason"), required: true, children: CONTACT_REASONS.map((reason) => /* @__PURE__ */ jsxRuntimeExports.jsx(MenuItem, { value: reason, children: reason }, reason)) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: CONTACT_TEXTS.message,
              name: "message",
              value: form.message,
              onChange: set("message"),
              required: true,
              multiline: true,
              minRows: 6,
              sx: { gridColumn: "1 / -1" }
            }
          ),
          feedback && /* @__PURE__ */ jsxRuntimeExports.jsx(
            Alert,
            {
              severity: feedback.severity,
              role: feedback.severity === "error" ? "alert" : "status",
              sx: { gridColumn: "1 / -1" },
              children: feedback.text
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { gridColumn: "1 / -1" }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
            Button,
            {
              type: "submit",
              variant: "contained",
              size: "large",
              disabled: send.isPending,
              startIcon: send.isPending ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 16, color: "inherit", "aria-hidden": true }) : /* @__PURE__ */ jsxRuntimeExports.jsx(SendIcon, {}),
              sx: { minWidth: 200 },
              children: send.isPending ? CONTACT_TEXTS.sending : CONTACT_TEXTS.send
            }
          ) })
        ]
      }
    )
  ] });
}
const AccordionContext = /* @__PURE__ */ reactExports.createContext({});
if (process.env.NODE_ENV !== "production") {
  AccordionContext.displayName = "AccordionContext";
}
function getAccordionUtilityClass(slot) {
  return generateUtilityClass("MuiAccordion", slot);
}
const accordionClasses = generateUtilityClasses("MuiAccordion", ["root", "heading", "rounded", "expanded", "disabled", "gutters", "region"]);
const useUtilityClasses$2 = (ownerState) => {
  const {
    classes,
    square,
    expanded,
    disabled,
    disableGutters
  } = ownerState;
  const slots = {
    root: ["root", !square && "rounded", expanded && "expanded", disabled && "disabled", !disableGutters && "gutters"],
    heading: ["heading"],
    region: ["region"]
  };
  return composeClasses(slots, getAccordionUtilityClass, classes);
};
const AccordionRoot = styled(Paper, {
  name: "MuiAccordion",
  slot: "Root",
  overridesResolver: (props, styles) => {
    const {
      ownerState
    } = props;
    return [{
      [`& .${accordionClasses.region}`]: styles.region
    }, styles.root, !ownerState.square && styles.rounded, !ownerState.disableGutters && styles.gutters];
  }
})(memoTheme(({
  theme
}) => {
  const transition = {
    duration: theme.transitions.duration.shortest
  };
  return {
    position: "relative",
    transition: theme.transitions.create(["margin"], transition),
    overflowAnchor: "none",
    // Keep the same scrolling position
    "&::before": {
      position: "absolute",
      left: 0,
      top: -1,
      right: 0,
      height: 1,
      content: '""',
      opacity: 1,
      backgroundColor: (theme.vars || theme).palette.divider,
      transition: theme.transitions.create(["opacity", "background-color"], transition)
    },
    "&:first-of-type": {
      "&::before": {
        display: "none"
      }
    },
    [`&.${accordionClasses.expanded}`]: {
      "&::before": {
        opacity: 0
      },
      "&:first-of-type": {
        marginTop: 0
      },
      "&:last-of-type": {
        marginBottom: 0
      },
      "& + &": {
        "&::before": {
          display: "none"
        }
      }
    },
    [`&.${accordionClasses.disabled}`]: {
      backgroundColor: (theme.vars || theme).palette.action.disabledBackground
    }
  };
}), memoTheme(({
  theme
}) => ({
  variants: [{
    props: (props) => !props.square,
    style: {
      borderRadius: 0,
      "&:first-of-type": {
        borderTopLeftRadius: (theme.vars || theme).shape.borderRadius,
        borderTopRightRadius: (theme.vars || theme).shape.borderRadius
      },
      "&:last-of-type": {
        borderBottomLeftRadius: (theme.vars || theme).shape.borderRadius,
        borderBottomRightRadius: (theme.vars || theme).shape.borderRadius,
        // Fix a rendering issue on Edge
        "@supports (-ms-ime-align: auto)": {
          borderBottomLeftRadius: 0,
          borderBottomRightRadius: 0
        }
      }
    }
  }, {
    props: (props) => !props.disableGutters,
    style: {
      [`&.${accordionClasses.expanded}`]: {
        margin: "16px 0"
      }
    }
  }]
})));
const AccordionHeading = styled("h3", {
  name: "MuiAccordion",
  slot: "Heading"
})({
  all: "unset"
});
const AccordionRegion = styled("div", {
  name: "MuiAccordion",
  slot: "Region"
})({});
const Accordion = /* @__PURE__ */ reactExports.forwardRef(function Accordion2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiAccordion"
  });
  const {
    children: childrenProp,
    className,
    defaultExpanded = false,
    disabled = false,
    disableGutters = false,
    expanded: expandedProp,
    onChange,
    slots = {},
    slotProps = {},
    TransitionComponent: TransitionComponentProp,
    TransitionProps: TransitionPropsProp,
    ...other
  } = props;
  const [expanded, setExpandedState] = useControlled({
    controlled: expandedProp,
    default: defaultExpanded,
    name: "Accordion",
    state: "expanded"
  });
  const handleChange = reactExports.useCallback((event) => {
    setExpandedState(!expanded);
    if (onChange) {
      onChange(event, !expanded);
    }
  }, [expanded, onChange, setExpandedState]);
  const [summary, ...children] = reactExports.Children.toArray(childrenProp);
  const contextValue = reactExports.useMemo(() => ({
    expanded,
    disabled,
    disableGutters,
    toggle: handleChange
  }), [expanded, disabled, disableGutters, handleChange]);
  const ownerState = {
    ...props,
    disabled,
    disableGutters,
    expanded
  };
  const classes = useUtilityClasses$2(ownerState);
  const backwardCompatibleSlots = {
    transition: TransitionComponentProp,
    ...slots
  };
  const backwardCompatibleSlotProps = {
    transition: TransitionPropsProp,
    ...slotProps
  };
  const externalForwardedProps = {
    slots: backwardCompatibleSlots,
    slotProps: backwardCompatibleSlotProps
  };
  const [RootSlot, rootProps] = useSlot("root", {
    elementType: AccordionRoot,
    externalForwardedProps: {
      ...externalForwardedProps,
      ...other
    },
    className: clsx(classes.root, className),
    shouldForwardComponentProp: true,
    ownerState,
    ref
  });
  const [AccordionHeadingSlot, accordionProps] = useSlot("heading", {
    elementType: AccordionHeading,
    externalForwardedProps,
    className: classes.heading,
    ownerState
  });
  const [TransitionSlot, transitionProps] = useSlot("transition", {
    elementType: Collapse,
    externalForwardedProps,
    ownerState
  });
  const [AccordionRegionSlot, accordionRegionProps] = useSlot("region", {
    elementType: AccordionRegion,
    externalForwardedProps,
    ownerState,
    className: classes.region,
    additionalProps: {
      "aria-labelledby": summary.props.id,
      id: summary.props["aria-controls"],
      role: "region"
    }
  });
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(RootSlot, {
    ...rootProps,
    children: [/* @__PURE__ */ jsxRuntimeExports.jsx(AccordionHeadingSlot, {
      ...accordionProps,
      children: /* @__PURE__ */ jsxRuntimeExports.jsx(AccordionContext.Provider, {
        value: contextValue,
        children: summary
      })
    }), /* @__PURE__ */ jsxRuntimeExports.jsx(TransitionSlot, {
      in: expanded,
      timeout: "auto",
      ...transitionProps,
      children: /* @__PURE__ */ jsxRuntimeExports.jsx(AccordionRegionSlot, {
        ...accordionRegionProps,
        children
      })
    })]
  });
});
process.env.NODE_ENV !== "production" ? Accordion.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component.
   */
  children: chainPropTypes(PropTypes.node.isRequired, (props) => {
    const summary = reactExports.Children.toArray(props.children)[0];
    if (reactIsExports.isFragment(summary)) {
      return new Error("MUI: The Accordion doesn't accept a Fragment as a child. Consider providing an array instead.");
    }
    if (!/* @__PURE__ */ reactExports.isValidElement(summary)) {
      return new Error("MUI: Expected the first child of Accordion to be a valid element.");
    }
    return null;
  }),
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * If `true`, expands the accordion by default.
   * @default false
   */
  defaultExpanded: PropTypes.bool,
  /**
   * If `true`, the component is disabled.
   * @default false
   */
  disabled: PropTypes.bool,
  /**
   * If `true`, it removes the margin between two expanded accordion items and prevents the increased height when expanded.
   * @default false
   */
  disableGutters: PropTypes.bool,
  /**
   * If `true`, expands the accordion, otherwise collapses it.
   * Setting this prop enables control over the accordion.
   */
  expanded: PropTypes.bool,
  /**
   * Callback fired when the expand/collapse state is changed.
   *
   * @param {React.SyntheticEvent} event The event source of the callback. **Warning**: This is a generic event not a change event.
   * @param {boolean} expanded The `expanded` state of the accordion.
   */
  onChange: PropTypes.func,
  /**
   * The props used for each slot inside.
   * @default {}
   */
  slotProps: PropTypes.shape({
    heading: PropTypes.oneOfType([PropTypes.func, PropTypes.object]),
    region: PropTypes.oneOfType([PropTypes.func, PropTypes.object]),
    root: PropTypes.oneOfType([PropTypes.func, PropTypes.object]),
    transition: PropTypes.oneOfType([PropTypes.func, PropTypes.object])
  }),
  /**
   * The components used for each slot inside.
   * @default {}
   */
  slots: PropTypes.shape({
    heading: PropTypes.elementType,
    region: PropTypes.elementType,
    root: PropTypes.elementType,
    transition: PropTypes.elementType
  }),
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object]),
  /**
   * The component used for the transition.
   * [Follow this guide](https://mui.com/material-ui/transitions/#transitioncomponent-prop) to learn more about the requirements for this component.
   * @deprecated Use `slots.transition` instead. This prop will be removed in a future major release. See [Migrating from deprecated APIs](/material-ui/migration/migrating-from-deprecated-apis/) for more details.
   */
  TransitionComponent: PropTypes.elementType,
  /**
   * Props applied to the transition element.
   * By default, the element is based on this [`Transition`](https://reactcommunity.org/react-transition-group/transition/) component.
   * @deprecated Use `slotProps.transition` instead. This prop will be removed in a future major release. See [Migrating from deprecated APIs](/material-ui/migration/migrating-from-deprecated-apis/) for more details.
   */
  TransitionProps: PropTypes.object
} : void 0;
function getAccordionDetailsUtilityClass(slot) {
  return generateUtilityClass("MuiAccordionDetails", slot);
}
generateUtilityClasses("MuiAccordionDetails", ["root"]);
const useUtilityClasses$1 = (ownerState) => {
  const {
    classes
  } = ownerState;
  const slots = {
    root: ["root"]
  };
  return composeClasses(slots, getAccordionDetailsUtilityClass, classes);
};
const AccordionDetailsRoot = styled("div", {
  name: "MuiAccordionDetails",
  slot: "Root"
})(memoTheme(({
  theme
}) => ({
  padding: theme.spacing(1, 2, 2)
})));
const AccordionDetails = /* @__PURE__ */ reactExports.forwardRef(function AccordionDetails2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiAccordionDetails"
  });
  const {
    className,
    ...other
  } = props;
  const ownerState = props;
  const classes = useUtilityClasses$1(ownerState);
  return /* @__PURE__ */ jsxRuntimeExports.jsx(AccordionDetailsRoot, {
    className: clsx(classes.root, className),
    ref,
    ownerState,
    ...other
  });
});
process.env.NODE_ENV !== "production" ? AccordionDetails.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function getAccordionSummaryUtilityClass(slot) {
  return generateUtilityClass("MuiAccordionSummary", slot);
}
const accordionSummaryClasses = generateUtilityClasses("MuiAccordionSummary", ["root", "expanded", "focusVisible", "disabled", "gutters", "contentGutters", "content", "expandIconWrapper"]);
const useUtilityClasses = (ownerState) => {
  const {
    classes,
    expanded,
    disabled,
    disableGutters
  } = ownerState;
  const slots = {
    root: ["root", expanded && "expanded", disabled && "disabled", !disableGutters && "gutters"],
    focusVisible: ["focusVisible"],
    content: ["content", expanded && "expanded", !disableGutters && "contentGutters"],
    expandIconWrapper: ["expandIconWrapper", expanded && "expanded"]
  };
  return composeClasses(slots, getAccordionSummaryUtilityClass, classes);
};
const AccordionSummaryRoot = styled(ButtonBase, {
  name: "MuiAccordionSummary",
  slot: "Root"
})(memoTheme(({
  theme
}) => {
  const transition = {
    duration: theme.transitions.duration.shortest
  };
  return {
    display: "flex",
    width: "100%",
    minHeight: 48,
    padding: theme.spacing(0, 2),
    transition: theme.transitions.create(["min-height", "background-color"], transition),
    [`&.${accordionSummaryClasses.focusVisible}`]: {
      backgroundColor: (theme.vars || theme).palette.action.focus
    },
    [`&.${accordionSummaryClasses.disabled}`]: {
      opacity: (theme.vars || theme).palette.action.disabledOpacity
    },
    [`&:hover:not(.${accordionSummaryClasses.disabled})`]: {
      cursor: "pointer"
    },
    variants: [{
      props: (props) => !props.disableGutters,
      style: {
        [`&.${accordionSummaryClasses.expanded}`]: {
          minHeight: 64
        }
      }
    }]
  };
}));
const AccordionSummaryContent = styled("span", {
  name: "MuiAccordionSummary",
  slot: "Content"
})(memoTheme(({
  theme
}) => ({
  display: "flex",
  textAlign: "start",
  flexGrow: 1,
  margin: "12px 0",
  variants: [{
    props: (props) => !props.disableGutters,
    style: {
      transition: theme.transitions.create(["margin"], {
        duration: theme.transitions.duration.shortest
      }),
      [`&.${accordionSummaryClasses.expanded}`]: {
        margin: "20px 0"
      }
    }
  }]
})));
const AccordionSummaryExpandIconWrapper = styled("span", {
  name: "MuiAccordionSummary",
  slot: "ExpandIconWrapper"
})(memoTheme(({
  theme
}) => ({
  display: "flex",
  color: (theme.vars || theme).palette.action.active,
  transform: "rotate(0deg)",
  transition: theme.transitions.create("transform", {
    duration: theme.transitions.duration.shortest
  }),
  [`&.${accordionSummaryClasses.expanded}`]: {
    transform: "rotate(180deg)"
  }
})));
const AccordionSummary = /* @__PURE__ */ reactExports.forwardRef(function AccordionSummary2(inProps, ref) {
  const props = useDefaultProps({
    props: inProps,
    name: "MuiAccordionSummary"
  });
  const {
    children,
    className,
    expandIcon,
    focusVisibleClassName,
    onClick,
    slots,
    slotProps,
    ...other
  } = props;
  const {
    disabled = false,
    disableGutters,
    expanded,
    toggle
  } = reactExports.useContext(AccordionContext);
  const handleChange = (event) => {
    if (toggle) {
      toggle(event);
    }
    if (onClick) {
      onClick(event);
    }
  };
  const ownerState = {
    ...props,
    expanded,
    disabled,
    disableGutters
  };
  const classes = useUtilityClasses(ownerState);
  const externalForwardedProps = {
    slots,
    slotProps
  };
  const [RootSlot, rootSlotProps] = useSlot("root", {
    ref,
    shouldForwardComponentProp: true,
    className: clsx(classes.root, className),
    elementType: AccordionSummaryRoot,
    externalForwardedProps: {
      ...externalForwardedProps,
      ...other
    },
    ownerState,
    additionalProps: {
      focusRipple: false,
      disableRipple: true,
      disabled,
      "aria-expanded": expanded,
      focusVisibleClassName: clsx(classes.focusVisible, focusVisibleClassName)
    },
    getSlotProps: (handlers) => ({
      ...handlers,
      onClick: (event) => {
        handlers.onClick?.(event);
        handleChange(event);
      }
    })
  });
  const [ContentSlot, contentSlotProps] = useSlot("content", {
    className: classes.content,
    elementType: AccordionSummaryContent,
    externalForwardedProps,
    ownerState
  });
  const [ExpandIconWrapperSlot, expandIconWrapperSlotProps] = useSlot("expandIconWrapper", {
    className: classes.expandIconWrapper,
    elementType: AccordionSummaryExpandIconWrapper,
    externalForwardedProps,
    ownerState
  });
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(RootSlot, {
    ...rootSlotProps,
    children: [/* @__PURE__ */ jsxRuntimeExports.jsx(ContentSlot, {
      ...contentSlotProps,
      children
    }), expandIcon && /* @__PURE__ */ jsxRuntimeExports.jsx(ExpandIconWrapperSlot, {
      ...expandIconWrapperSlotProps,
      children: expandIcon
    })]
  });
});
process.env.NODE_ENV !== "production" ? AccordionSummary.propTypes = {
  // ┌────────────────────────────── Warning ──────────────────────────────┐
  // │ These PropTypes are generated from the TypeScript type definitions. │
  // │    To update them, edit the d.ts file and run `pnpm proptypes`.     │
  // └─────────────────────────────────────────────────────────────────────┘
  /**
   * The content of the component.
   */
  children: PropTypes.node,
  /**
   * Override or extend the styles applied to the component.
   */
  classes: PropTypes.object,
  /**
   * @ignore
   */
  className: PropTypes.string,
  /**
   * The icon to display as the expand indicator.
   */
  expandIcon: PropTypes.node,
  /**
   * This prop can help identify which element has keyboard focus.
   * The class name will be applied when the element gains the focus through keyboard interaction.
   * It's a polyfill for the [CSS :focus-visible selector](https://drafts.csswg.org/selectors-4/#the-focus-visible-pseudo).
   * The rationale for using this feature [is explained here](https://github.com/WICG/focus-visible/blob/HEAD/explainer.md).
   * A [polyfill can be used](https://github.com/WICG/focus-visible) to apply a `focus-visible` class to other components
   * if needed.
   */
  focusVisibleClassName: PropTypes.string,
  /**
   * @ignore
   */
  onClick: PropTypes.func,
  /**
   * The props used for each slot inside.
   * @default {}
   */
  slotProps: PropTypes.shape({
    content: PropTypes.oneOfType([PropTypes.func, PropTypes.object]),
    expandIconWrapper: PropTypes.oneOfType([PropTypes.func, PropTypes.object]),
    root: PropTypes.oneOfType([PropTypes.func, PropTypes.object])
  }),
  /**
   * The components used for each slot inside.
   * @default {}
   */
  slots: PropTypes.shape({
    content: PropTypes.elementType,
    expandIconWrapper: PropTypes.elementType,
    root: PropTypes.elementType
  }),
  /**
   * The system prop that allows defining system overrides as well as additional CSS styles.
   */
  sx: PropTypes.oneOfType([PropTypes.arrayOf(PropTypes.oneOfType([PropTypes.func, PropTypes.object, PropTypes.bool])), PropTypes.func, PropTypes.object])
} : void 0;
function FaqList({ faq }) {
  if (faq.length === 0) return null;
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "section", "aria-labelledby": "faq-title", children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id: "faq-title", variant: "h2", sx: { fontSize: { xs: "1.4rem", md: "1.7rem" }, mb: 2.5 }, children: CONTACT_TEXTS.faqTitle }),
    faq.map((entry, index) => /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Accordion,
      {
        disableGutters: true,
        sx: { "&::before": { display: "none" }, mb: 1.25, borderRadius: "10px !important" },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(AccordionSummary, { expandIcon: /* @__PURE__ */ jsxRuntimeExports.jsx(ExpandMoreIcon, {}), id: `faq-${index}-q`, "aria-controls": `faq-${index}-a`, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { sx: { fontWeight: 600 }, children: entry.q }) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(AccordionDetails, { id: `faq-${index}-a`, children: /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { whiteSpace: "pre-line", lineHeight: 1.7 }, children: entry.a }) })
        ]
      },
      `${entry.q}-${index}`
    ))
  ] });
}
function ContactPage() {
  const settings = useSiteSettings();
  reactExports.useEffect(() => {
    document.title = `${CONTACT_TEXTS.title} | ${settings.siteTitle}`;
  }, [settings.siteTitle]);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "lg", sx: { py: { xs: 5, md: 8 } }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { component: "header", sx: { textAlign: "center", mb: { xs: 4, md: 6 } }, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "2.1rem", md: "3rem" }, color: "primary.light" }, children: CONTACT_TEXTS.title }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(
        Box,
        {
          "aria-hidden": true,
          sx: {
            mx: "auto",
            my: 2,
            width: 120,
            height: 2,
            background: "linear-gradient(90deg, transparent, #d4a44c, transparent)"
          }
        }
      ),
      /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { color: "text.secondary", sx: { fontSize: { xs: "1rem", md: "1.15rem" }, maxWidth: 600, mx: "auto" }, children: CONTACT_TEXTS.subtitle })
    ] }),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(
      Box,
      {
        sx: {
          display: "grid",
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: "1fr", md: "minmax(0, 7fr) minmax(0, 5fr)" },
          alignItems: "start"
        },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(ContactForm, {}),
          /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { display: "grid", gap: { xs: 3, md: 4 } }, children: [
            /* @__PURE__ */ jsxRuntimeExports.jsx(ContactDetails, { settings }),
            /* @__PURE__ */ jsxRuntimeExports.jsx(FaqList, { faq: settings.faq })
          ] })
        ]
      }
    )
  ] });
}
export {
  ContactPage as default
};
