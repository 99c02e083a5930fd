import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { useRequestPasswordReset } from "../api/request-password-reset";

/** The email (required) to mail a reset link to, and 'Send Reset Link'. */
export function RequestResetForm() {
  const emailId = useId();
  const [email, setEmail] = useState("");
  const requestReset = useRequestPasswordReset({
    onSuccess: () => {
      // The same answer whether or not the address has an account (no account discovery).
      toast.success(messages.resetLinkSent);
      setEmail("");
    },
    onError: () => toast.error(messages.failedToSendResetLink),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    requestReset.mutate({ email: email.trim() });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5">
      <div className="grid gap-2">
        <Label htmlFor={emailId}>Email</Label>
        <Input
          id={emailId}
          name="email"
          type="email"
          autoComplete="username"
          placeholder="name@company.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          required
          autoFocus
        />
      </div>
      <Button type="submit" className="w-full" disabled={requestReset.isPending}>
        {messages.sendResetLink}
      </Button>
    </form>
  );
}
