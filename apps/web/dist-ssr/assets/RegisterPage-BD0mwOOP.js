import { R as http, a6 as useDocumentTitle, M as useNavigate, r as reactExports, U as UI, j as jsxRuntimeExports, a7 as Stack, X as Alert, b as Button, k as CircularProgress, T as Typography, c as Link$1, aa as REGISTER_MESSAGES, Z as errorText } from "../entry-server.js";
import { P as PasswordField } from "./PasswordField-tcSFurnS.js";
import { A as AuthCard } from "./AuthCard-CuWB86Le.js";
import { T as TextField } from "./TextField-BFia2aqG.js";
import { L as Link } from "./Link-CT66b_q-.js";
import "util";
import "crypto";
import "async_hooks";
import "stream";
import "buffer";
import "events";
import "./useControlled-nG0z-tRK.js";
import "./isMuiElement-CleH_1Ir.js";
function register(input) {
  return http.post("/api/auth/register", { ...input, role: "user" }, { anonymous: true });
}
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
function RegisterPage() {
  useDocumentTitle("Create Account");
  const navigate = useNavigate();
  const [username, setUsername] = reactExports.useState("");
  const [email, setEmail] = reactExports.useState("");
  const [password, setPassword] = reactExports.useState("");
  const [error, setError] = reactExports.useState("");
  const [success, setSuccess] = reactExports.useState("");
  const [busy, setBusy] = reactExports.useState(false);
  reactExports.useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => void navigate("/login"), UI.redirectAfterRegisterMs);
    return () => clearTimeout(timer);
  }, [success, navigate]);
  const submit = async (event) => {
    event.preventDefault();
    setSuccess("");
    if (!username.trim() || !email.trim() || !password) return setError(REGISTER_MESSAGES.fillAllFields);
    if (!EMAIL_PATTERN.test(email.trim())) return setError(REGISTER_MESSAGES.invalidEmail);
    setError("");
    setBusy(true);
    try {
      await register({ username: username.trim(), email: email.trim(), password });
      setSuccess(REGISTER_MESSAGES.success);
    } catch (err) {
      setError(errorText(err, REGISTER_MESSAGES.failed));
      setBusy(false);
    }
  };
  return /* @__PURE__ */ jsxRuntimeExports.jsx(
    AuthCard,
    {
      title: "Join the Hall",
      subtitle: "Create an account to follow the chronicles and visit the shop.",
      footer: /* @__PURE__ */ jsxRuntimeExports.jsxs(Typography, { color: "text.secondary", children: [
        "Already have an account?",
        " ",
        /* @__PURE__ */ jsxRuntimeExports.jsx(Link, { component: Link$1, to: "/login", fontWeight: 600, children: "Sign in" })
      ] }),
      children: /* @__PURE__ */ jsxRuntimeExports.jsxs(Stack, { component: "form", noValidate: true, onSubmit: submit, spacing: 2.5, children: [
        error && /* @__PURE__ */ jsxRuntimeExports.jsx(Alert, { severity: "error", role: "alert", children: error }),
        success && /* @__PURE__ */ jsxRuntimeExports.jsx(Alert, { severity: "success", role: "status", children: success }),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          TextField,
          {
            label: "Username",
            name: "username",
            autoComplete: "username",
            value: username,
            onChange: (e) => setUsername(e.target.value),
            autoFocus: true
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          TextField,
          {
            label: "Email",
            name: "email",
            type: "email",
            autoComplete: "email",
            value: email,
            onChange: (e) => setEmail(e.target.value)
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          PasswordField,
          {
            label: "Password",
            name: "password",
            autoComplete: "new-password",
            value: password,
            onChange: (e) => setPassword(e.target.value),
            helperText: "At least 6 characters."
          }
        ),
        /* @__PURE__ */ jsxRuntimeExports.jsx(
          Button,
          {
            type: "submit",
            variant: "contained",
            size: "large",
            disabled: busy,
            startIcon: busy && !success ? /* @__PURE__ */ jsxRuntimeExports.jsx(CircularProgress, { size: 18, color: "inherit" }) : void 0,
            sx: { py: 1.25 },
            children: busy && !success ? "Creating Account..." : "Create Account"
          }
        )
      ] })
    }
  );
}
export {
  RegisterPage as default
};
