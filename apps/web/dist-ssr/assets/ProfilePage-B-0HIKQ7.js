import { R as http, m as createSvgIcon, j as jsxRuntimeExports, r as reactExports, ad as Avatar, e as assetUrl, Q as IconButton, b as Button, P as Paper, T as Typography, n as ButtonBase, B as Box, a7 as Stack, X as Alert, k as CircularProgress, af as replaceToken, ag as PROFILE_MESSAGES, Z as errorText, ah as LIMITS, a6 as useDocumentTitle, F as useNotify, ai as useQueryClient, aj as useQuery, ak as PageSpinner, C as Container, al as updateUser } from "../entry-server.js";
import { I as ImageInput } from "./ImageInput-DUGRuvDY.js";
import { B as Badge } from "./Badge-CgvThn7D.js";
import { D as Dialog, a as DialogTitle, b as DialogContent, c as DialogActions } from "./DialogTitle-C2qrLSly.js";
import { E as ExpandMoreIcon, C as Collapse } from "./ExpandMore-B8cJ_XCn.js";
import { P as PasswordField } from "./PasswordField-tcSFurnS.js";
import { G as Grid } from "./Grid-B6mFay-5.js";
import { T as TextField } from "./TextField-BFia2aqG.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./isMuiElement-CleH_1Ir.js";
import "./useControlled-nG0z-tRK.js";
const profileQuery = {
  queryKey: ["profile"],
  queryFn: async () => (await http.get("/api/auth/profile")).user,
  staleTime: 0
};
async function updateProfile(body) {
  return (await http.put("/api/auth/profile", body)).user;
}
function changePassword(currentPassword, newPassword) {
  return http.post("/api/auth/change-password", {
    currentPassword,
    newPassword
  });
}
const PhotoCameraIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "m14.12 4 1.83 2H20v12H4V6h4.05l1.83-2zM15 2H9L7.17 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2h-3.17zm-3 7c1.65 0 3 1.35 3 3s-1.35 3-3 3-3-1.35-3-3 1.35-3 3-3m0-2c-2.76 0-5 2.24-5 5s2.24 5 5 5 5-2.24 5-5-2.24-5-5-5"
}), "PhotoCameraOutlined");
function AvatarEditor({ username, value, onChange }) {
  const [open, setOpen] = reactExports.useState(false);
  const [draft, setDraft] = reactExports.useState(value);
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(jsxRuntimeExports.Fragment, { children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(
      Badge,
      {
        overlap: "circular",
        anchorOrigin: { vertical: "bottom", horizontal: "right" },
        badgeContent: /* @__PURE__ */ jsxRuntimeExports.jsx(
          IconButton,
          {
            "aria-label": "Change profile picture",
            onClick: () => {
              setDraft(value);
              setOpen(true);
            },
            size: "small",
            sx: {
              bgcolor: "primary.main",
              color: "primary.contrastText",
              border: 3,
              borderColor: "background.paper",
              "&:hover": { bgcolor: "primary.light" }
            },
            children: /* @__PURE__ */ jsxRuntimeExports.jsx(PhotoCameraIcon, { fontSize: "small" })
          }
        ),
        children: /* @__PURE__ */ jsxRuntimeExports.jsx(
          Avatar,
          {
            src: assetUrl(value),
            alt: `${username}'s profile picture`,
            "data-testid": "profile-avatar",
            sx: {
              width: 120,
              height: 120,
              fontSize: 48,
              fontWeight: 700,
              bgcolor: "primary.main",
              color: "primary.contrastText",
              border: 3,
              borderColor: "primary.light"
            },
            children: username.charAt(0).toUpperCase()
          }
        )
      }
    ),
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Dialog, { open, onClose: () => setOpen(false), fullWidth: true, maxWidth: "sm", "aria-labelledby": "avatar-dialog-title", children: [
      /* @__PURE__ */ jsxRuntimeExports.jsx(DialogTitle, { id: "avatar-dialog-title", children: "Profile Picture" }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(DialogContent, { children: /* @__PURE__ */ jsxRuntimeExports.jsx(ImageInput, { label: "Profile picture", value: draft, onChange: setDraft }) }),
      /* @__PURE__ */ jsxRuntimeExports.jsxs(DialogActions, { sx: { px: 3, pb: 2.5 }, children: [
        /* @__PURE__ */ jsxRuntimeExports.jsx(Button, { color: "inherit", onClick: () => setOpen(false), children: "Cancel" }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          Button,
          {
            variant: "contained",
            onClick: () => {
              onChange(draft);
              setOpen(false);
            },
            children: "Use Picture"
          }
        )
      ] })
    ] })
  ] });
}
const KeyIcon = createSvgIcon(/* @__PURE__ */ jsxRuntimeExports.jsx("path", {
  d: "M21 10h-8.35C11.83 7.67 9.61 6 7 6c-3.31 0-6 2.69-6 6s2.69 6 6 6c2.61 0 4.83-1.67 5.65-4H13l2 2 2-2 2 2 4-4.04zM7 15c-1.65 0-3-1.35-3-3s1.35-3 3-3 3 1.35 3 3-1.35 3-3 3"
}), "KeyOutlined");
const EMPTY = { current: "", next: "", confirm: "" };
function validate(fields) {
  if (!fields.current || !fields.next || !fields.confirm) return PROFILE_MESSAGES.passwordAllRequired;
  if (fields.next.length < LIMITS.passwordMin) return PROFILE_MESSAGES.passwordTooShort;
  if (fields.next !== fields.confirm) return PROFILE_MESSAGES.passwordMismatch;
  return null;
}
function ChangePasswordSection() {
  const id = reactExports.useId();
  const [open, setOpen] = reactExports.useState(false);
  const [fields, setFields] = reactExports.useState(EMPTY);
  const [message, setMessage] = reactExports.useState(null);
  const [busy, setBusy] = reactExports.useState(false);
  const set = (key) => (event) => setFields((f) => ({ ...f, [key]: event.target.value }));
  const submit = async (event) => {
    event.preventDefault();
    const problem = validate(fields);
    if (problem) return setMessage({ severity: "error", text: problem });
    setMessage(null);
    setBusy(true);
    try {
      const answer = await changePassword(fields.current, fields.next);
      if (answer.token) replaceToken(answer.token);
      setFields(EMPTY);
      setMessage({ severity: "success", text: PROFILE_MESSAGES.passwordUpdated });
    } catch (error) {
      setMessage({ severity: "error", text: errorText(error, PROFILE_MESSAGES.passwordFailed) });
    } finally {
      setBusy(false);
    }
  };
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { component: "section", "aria-labelledby": `${id}-heading`, sx: { overflow: "hidden" }, children: [
    /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { id: `${id}-heading`, component: "h2", sx: { m: 0 }, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(
      ButtonBase,
      {
        onClick: () => setOpen((o) => !o),
        "aria-expanded": open,
        "aria-controls": `${id}-panel`,
        sx: {
          width: "100%",
          justifyContent: "flex-start",
          gap: 1.5,
          px: { xs: 2.5, md: 4 },
          py: 2.5,
          textAlign: "left",
          "&.Mui-focusVisible": { outline: "2px solid", outlineColor: "primary.main", outlineOffset: -2 }
        },
        children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(KeyIcon, { "aria-hidden": true, sx: { color: "primary.light" } }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(
            Box,
            {
              component: "span",
              sx: { flex: 1, fontFamily: (theme) => theme.typography.h2.fontFamily, fontWeight: 600, fontSize: "1.15rem" },
              children: "Change Password"
            }
          ),
          /* @__PURE__ */ jsxRuntimeExports.jsx(ExpandMoreIcon, { "aria-hidden": true, sx: { transition: "transform 200ms", transform: open ? "rotate(180deg)" : "none" } })
        ]
      }
    ) }),
    /* @__PURE__ */ jsxRuntimeExports.jsx(Collapse, { in: open, id: `${id}-panel`, unmountOnExit: true, children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Stack, { component: "form", noValidate: true, onSubmit: submit, spacing: 2.5, sx: { px: { xs: 2.5, md: 4 }, pb: 4, pt: 1 }, children: [
      message && /* @__PURE__ */ jsxRuntimeExports.jsx(Alert, { severity: message.severity, role: message.severity === "error" ? "alert" : "status", children: message.text }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(
        PasswordField,
        {
          label: "Current Password",
          autoComplete: "current-password",
          value: fields.current,
          onChange: set("current")
        }
      ),
      /* @__PURE__ */ jsxRuntimeExports.jsx(
        PasswordField,
        {
          label: "New Password",
          autoComplete: "new-password",
          value: fields.next,
          onChange: set("next"),
          helperText: "At least 6 characters."
        }
      ),
      /* @__PURE__ */ jsxRuntimeExports.jsx(
        PasswordField,
        {
          label: "Confirm New Password",
          autoComplete: "new-password",
          value: fields.confirm,
          onChange: set("confirm")
        }
      ),
      /* @__PURE__ */ jsxRuntimeExports.jsx(
        Button,
        {
          type: "submit",
          variant: "contained",
          disabled: busy,
          startIcon: busy ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 16, color: "inherit" }) : void 0,
          sx: { alignSelf: { sm: "flex-start" } },
          children: busy ? "Updating..." : "Update Password"
        }
      )
    ] }) })
  ] });
}
function toForm(user) {
  return {
    email: user.email,
    first_name: user.first_name ?? "",
    last_name: user.last_name ?? "",
    avatar_url: user.avatar_url ?? ""
  };
}
function ProfilePage() {
  useDocumentTitle("My Profile");
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { data: profile, isPending, isError } = useQuery(profileQuery);
  const [form, setForm] = reactExports.useState(null);
  const [saving, setSaving] = reactExports.useState(false);
  reactExports.useEffect(() => {
    if (profile) setForm(toForm(profile));
  }, [profile]);
  reactExports.useEffect(() => {
    if (isError) notify(PROFILE_MESSAGES.loadFailed, "error");
  }, [isError, notify]);
  const submit = async (event) => {
    event.preventDefault();
    if (!form) return;
    setSaving(true);
    try {
      const user = await updateProfile(form);
      queryClient.setQueryData(profileQuery.queryKey, user);
      updateUser(user);
      notify(PROFILE_MESSAGES.updated, "success");
    } catch {
      notify(PROFILE_MESSAGES.updateFailed, "error");
    } finally {
      setSaving(false);
    }
  };
  const heading = /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h1", sx: { fontSize: { xs: "1.8rem", md: "2.4rem" }, mb: 3 }, children: "My Profile" });
  if (isPending) return /* @__PURE__ */ jsxRuntimeExports.jsx(PageSpinner, {});
  if (isError || !profile) {
    return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "md", sx: { py: { xs: 3, md: 6 } }, children: [
      heading,
      /* @__PURE__ */ jsxRuntimeExports.jsx(Alert, { severity: "error", children: PROFILE_MESSAGES.loadFailed })
    ] });
  }
  if (!form) return /* @__PURE__ */ jsxRuntimeExports.jsx(PageSpinner, {});
  const change = (key) => (event) => setForm((f) => f && { ...f, [key]: event.target.value });
  return /* @__PURE__ */ jsxRuntimeExports.jsxs(Container, { maxWidth: "md", sx: { py: { xs: 3, md: 6 } }, children: [
    heading,
    /* @__PURE__ */ jsxRuntimeExports.jsxs(Stack, { spacing: 3, children: [
      /* @__PURE__ */ jsxRuntimeExports.jsxs(Paper, { component: "form", noValidate: true, onSubmit: submit, "aria-label": "Profile details", sx: { p: { xs: 2.5, md: 4 } }, children: [
        /* @__PURE__ */ jsxRuntimeExports.jsxs(
          Box,
          {
            sx: {
              display: "flex",
              alignItems: "center",
              gap: 3,
              mb: 4,
              flexDirection: { xs: "column", sm: "row" },
              textAlign: { xs: "center", sm: "left" }
            },
            children: [
              /* @__PURE__ */ jsxRuntimeExports.jsx(
                AvatarEditor,
                {
                  username: profile.username,
                  value: form.avatar_url,
                  onChange: (avatar_url) => setForm((f) => f && { ...f, avatar_url })
                }
              ),
              /* @__PURE__ */ jsxRuntimeExports.jsxs(Box, { sx: { minWidth: 0 }, children: [
                /* @__PURE__ */ jsxRuntimeExports.jsx(Typography, { variant: "h2", sx: { fontSize: "1.5rem", wordBreak: "break-word" }, children: [form.first_name, form.last_name].filter(Boolean).join(" ") || profile.username }),
                /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { color: "text.secondary", children: [
                  "@",
                  profile.username
                ] })
              ] })
            ]
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsxs(Grid, { container: true, spacing: 2.5, children: [
          /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
            TextField,
            {
              label: "Username",
              value: profile.username,
              slotProps: { input: { readOnly: true } },
              helperText: "Usernames cannot be changed."
            }
          ) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(TextField, { label: "Email", type: "email", autoComplete: "email", value: form.email, onChange: change("email") }) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(TextField, { label: "First Name", autoComplete: "given-name", value: form.first_name, onChange: change("first_name") }) }),
          /* @__PURE__ */ jsxRuntimeExports.jsx(Grid, { size: { xs: 12, sm: 6 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(TextField, { label: "Last Name", autoComplete: "family-name", value: form.last_name, onChange: change("last_name") }) })
        ] }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(Box, { sx: { display: "flex", justifyContent: "flex-end", mt: 3 }, children: /* @__PURE__ */ jsxRuntimeExports.jsx(
          Button,
          {
            type: "submit",
            variant: "contained",
            size: "large",
            disabled: saving,
            startIcon: saving ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 18, color: "inherit" }) : void 0,
            sx: { width: { xs: "100%", sm: "auto" } },
            children: saving ? "Saving..." : "Save Changes"
          }
        ) })
      ] }),
      /* @__PURE__ */ jsxRuntimeExports.jsx(ChangePasswordSection, {})
    ] })
  ] });
}
export {
  ProfilePage as default
};
