import { ClockIcon, TriangleAlertIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { LabelledInput } from "@/components/form/labelled-input";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { paths } from "@/config/paths";
import { INACTIVITY_MINUTES, readSignOutNotice, type SignOutNotice } from "@/lib/inactivity";
import { type SessionUser, useAuth } from "@/lib/session";

import { useLogin } from "../api/login";

/**
 * Email and password sign-in; on success the session is stored (the login screen then takes the
 * user home) and onSuccess runs.
 */
export function LoginForm({ onSuccess }: { onSuccess?: (user: SessionUser) => void }) {
  const { login } = useAuth();
  // Read once: the notice stays until the next sign-in, which forgets it.
  const [signOutNotice] = useState(readSignOutNotice);
  const loginMutation = useLogin({
    onSuccess: ({ token, user }) => {
      login(token, user);
      onSuccess?.(user);
    },
    // The spec shows one text for every failure; the server's message is not used.
    onError: () => toast.error(messages.loginFailed),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    loginMutation.mutate({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      {signOutNotice && <SignedOutForInactivity notice={signOutNotice} />}
      <Alert variant="warning">
        <TriangleAlertIcon aria-hidden="true" />
        <AlertDescription>{messages.loginWarning}</AlertDescription>
      </Alert>
      <LabelledInput
        label="Email"
        className="grid gap-2"
        name="email"
        type="email"
        autoComplete="username"
        placeholder="name@company.com"
        required
        autoFocus
      />
      {
        /* The link shows in the label's row but follows the field in the tab order:
          Email, Password, then 'Forgot Password?'. */
      }
      <LabelledInput
        label="Password"
        className="grid grid-cols-[1fr_auto] items-center gap-2"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        inputClassName="col-span-2"
      >
        <Link
          to={paths.auth.resetPassword.getHref()}
          className="col-start-2 row-start-1 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          {messages.forgotPassword}
        </Link>
      </LabelledInput>
      <Button type="submit" className="w-full" disabled={loginMutation.isPending}>
        {loginMutation.isPending ? "Logging in..." : "Login"}
      </Button>
    </form>
  );
}

const LONDON_TIME = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/London",
});

/** Why the login page shows after an inactivity sign-out, and what became of unsaved input. */
export function signOutText(notice: SignOutNotice): string {
  const at = LONDON_TIME.format(notice.at);
  return [
    `You were signed out at ${at} after ${INACTIVITY_MINUTES} minutes without activity.`,
    notice.hadUnsavedInput ? "What you had typed and not saved was not kept." : "",
    "Sign in again to carry on.",
  ].filter(Boolean).join(" ");
}

function SignedOutForInactivity({ notice }: { notice: SignOutNotice }) {
  return (
    <Alert role="status">
      <ClockIcon aria-hidden="true" />
      <AlertDescription className="text-foreground">{signOutText(notice)}</AlertDescription>
    </Alert>
  );
}
